import { imageSize } from "image-size";
import { PHOTO_MAX_BYTES, PHOTO_MIN_SIDE } from "./schemas";

const IMAGE_TYPES: Record<string, string> = { jpg: "jpg", png: "png", webp: "webp" };

/** Spec section 5 on the server: an image by its content, at most 10 MB, at least 200x200. */
export function inspectPhoto(
  bytes: Uint8Array,
): { ok: true; ext: string } | { ok: false; key: string } {
  if (bytes.byteLength > PHOTO_MAX_BYTES) return { ok: false, key: "photoTooLarge" };
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, key: "photoInvalid" };
  }
  const ext = size.type ? IMAGE_TYPES[size.type] : undefined;
  if (!ext || !size.width || !size.height) return { ok: false, key: "photoInvalid" };
  if (size.width < PHOTO_MIN_SIDE || size.height < PHOTO_MIN_SIDE)
    return { ok: false, key: "photoTooSmall" };
  return { ok: true, ext };
}
