"use client";

import { useEffect, useMemo } from "react";
import { Button } from "./button";
import { Modal } from "./modal";
import { Spinner } from "./spinner";

export type PreviewKind = "pdf" | "image" | null;

/**
 * The file-preview modal (spec section 2): a PDF or an image inline, other kinds offered for
 * download. The file arrives as a Blob fetched with the bearer header and is shown from a blob:
 * URL: the API's own answers forbid framing (X-Frame-Options DENY), and the page's CSP allows
 * `frame-src blob:`, so framing the API's URL directly would be a blank box.
 */
export function FilePreviewModal({
  title,
  name,
  kind,
  blob,
  pending,
  failed,
  labels,
  onClose,
}: {
  title: string;
  /** The file's full name: the iframe's title, the image's alt, the download's name. */
  name: string;
  kind: PreviewKind;
  blob: Blob | undefined;
  pending: boolean;
  failed: boolean;
  labels: { loading: string; failed: string; noPreview: string; close: string; download: string };
  onClose: () => void;
}) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Modal open onClose={onClose} title={title}>
      <div className="min-h-40">
        {pending ? (
          <Spinner label={labels.loading} />
        ) : failed || !url ? (
          <p role="alert" className="text-sm text-red-700">
            {labels.failed}
          </p>
        ) : kind === "pdf" ? (
          <iframe
            src={url}
            title={name}
            className="h-[60vh] w-full rounded-xl border border-stone-200"
          />
        ) : kind === "image" ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a private file, not an optimisable asset
          <img src={url} alt={name} className="max-h-[60vh] w-full rounded-xl object-contain" />
        ) : (
          <p className="text-sm text-muted">{labels.noPreview}</p>
        )}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {labels.close}
        </Button>
        {url ? (
          <a
            href={url}
            download={name}
            className="inline-flex items-center justify-center rounded-full bg-brand-400 px-5 py-2.5 text-sm font-semibold text-ink shadow-sm hover:bg-brand-300"
          >
            {labels.download}
          </a>
        ) : null}
      </div>
    </Modal>
  );
}
