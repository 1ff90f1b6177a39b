"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { useNoteFile } from "../api";
import { previewable, shortFileName } from "../file-rules";
import type { Note } from "../schemas";

/**
 * The file-preview modal (spec section 2): PDFs and images inline, other kinds offered for
 * download. The file comes decrypted through the API with the bearer header; each fetch is a
 * download in the note's access history.
 */
export function FilePreview({ note, onClose }: { note: Note; onClose: () => void }) {
  const t = useTranslations("Notes");
  const file = note.file!;
  const query = useNoteFile(note.identifier, true);
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Modal open onClose={onClose} title={shortFileName(file.name)}>
      <div className="min-h-40">
        {query.isPending ? (
          <Spinner label={t("loading")} />
        ) : query.isError || !url ? (
          <p role="alert" className="text-sm text-red-700">
            {t("fileError")}
          </p>
        ) : previewable(file.kind) && file.kind === "pdf" ? (
          <iframe
            src={url}
            title={file.name}
            className="h-[60vh] w-full rounded-xl border border-stone-200"
          />
        ) : previewable(file.kind) ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a private file, not an optimisable asset
          <img
            src={url}
            alt={file.name}
            className="max-h-[60vh] w-full rounded-xl object-contain"
          />
        ) : (
          <p className="text-sm text-muted">{t("noPreview")}</p>
        )}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t("close")}
        </Button>
        {url ? (
          <a
            href={url}
            download={file.name}
            className="inline-flex items-center justify-center rounded-full bg-brand-400 px-5 py-2.5 text-sm font-semibold text-ink shadow-sm hover:bg-brand-300"
          >
            {t("download")}
          </a>
        ) : null}
      </div>
    </Modal>
  );
}
