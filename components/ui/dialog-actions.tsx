"use client";

import { useTranslations } from "next-intl";
import { Button } from "./button";

/**
 * A dialog's last lines: what the server refused, if it did, then the way back and the action,
 * both held while the request is out (the action then says `busyLabel`). The action submits the
 * dialog's form unless it is given `onConfirm`; the way back says Cancel unless told otherwise.
 */
export function DialogActions({
  label,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
  cancelLabel,
  failure,
  disabled = false,
  danger = false,
  className = "",
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
  cancelLabel?: string;
  failure?: string | null;
  disabled?: boolean;
  danger?: boolean;
  className?: string;
}) {
  const common = useTranslations("Common");
  return (
    <>
      {failure ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? common("cancel")}
        </Button>
        <Button
          type={onConfirm ? "button" : "submit"}
          onClick={onConfirm}
          disabled={busy || disabled}
          className={danger ? "!bg-red-600 !text-white hover:!bg-red-700" : ""}
        >
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}
