"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/** "Are you sure?" before a note is added, changed or deleted (spec section 2). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busy,
  progress,
  danger,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  progress?: number | null;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Notes");
  return (
    <Modal open={open} onClose={busy ? () => undefined : onCancel} title={title}>
      <p className="text-sm text-muted">{body}</p>
      {busy && progress !== null && progress !== undefined ? (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={t("uploading")}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-muted">{t("uploadProgress", { percent: progress })}</p>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          className={danger ? "!bg-red-600 !text-white hover:!bg-red-700" : ""}
        >
          {busy ? t("working") : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
