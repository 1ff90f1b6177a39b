"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

/**
 * "Are you sure?" before something is changed or deleted. While `busy` it cannot be closed and
 * its button says `busyLabel`; `children` show what is under way (an upload's progress).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busyLabel,
  busy,
  danger,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const common = useTranslations("Common");
  return (
    <Modal open={open} onClose={busy ? () => undefined : onCancel} title={title}>
      <p className="text-sm text-muted">{body}</p>
      {children}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {common("cancel")}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          className={danger ? "!bg-red-600 !text-white hover:!bg-red-700" : ""}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
