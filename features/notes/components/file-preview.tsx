"use client";

import { useTranslations } from "next-intl";
import { FilePreviewModal } from "@/components/ui/file-preview-modal";
import { useNoteFile } from "../api";
import { previewable, shortFileName } from "../file-rules";
import type { Note } from "../schemas";

/**
 * A note's file in the file-preview modal. The file comes decrypted through the API with the
 * bearer header; each fetch is a download in the note's access history.
 */
export function FilePreview({ note, onClose }: { note: Note; onClose: () => void }) {
  const t = useTranslations("Notes");
  const file = note.file!;
  const query = useNoteFile(note.identifier, true);
  return (
    <FilePreviewModal
      title={shortFileName(file.name)}
      name={file.name}
      kind={!previewable(file.kind) ? null : file.kind === "pdf" ? "pdf" : "image"}
      blob={query.data}
      pending={query.isPending}
      failed={query.isError}
      labels={{
        loading: t("loading"),
        failed: t("fileError"),
        noPreview: t("noPreview"),
        close: t("close"),
        download: t("download"),
      }}
      onClose={onClose}
    />
  );
}
