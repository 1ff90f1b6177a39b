"use client";

import type { ReactNode } from "react";
import { DialogActions } from "./dialog-actions";
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
  return (
    <Modal open={open} onClose={busy ? () => undefined : onCancel} title={title}>
      <p className="text-sm text-muted">{body}</p>
      {children}
      <DialogActions
        label={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
        danger={danger}
        className="mt-6"
      />
    </Modal>
  );
}
