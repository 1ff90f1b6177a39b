import { CREDENTIAL_FILE_MAX_BYTES, CREDENTIAL_FILES_MAX, hasAcceptedExtension } from "../schemas";

/** Spec section 5: the insurance list shows each size in kb. */
export const sizeInKb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** What the browser can tell about picked files before they travel (the server checks again). */
export function insuranceFilesProblem(files: File[]) {
  if (!files.length) return "insuranceFileRequired";
  if (files.length > CREDENTIAL_FILES_MAX) return "insuranceFileCount";
  if (files.some((f) => f.size > CREDENTIAL_FILE_MAX_BYTES)) return "insuranceFileSize";
  if (files.some((f) => !hasAcceptedExtension(f.name))) return "insuranceFileType";
  return null;
}

/** Whether the insurance-document modal can show a file inline, from the type the API sent. */
export const previewKind = (type: string) =>
  type === "application/pdf" ? "pdf" : type.startsWith("image/") ? "image" : null;
