"use client";

import { useEffect } from "react";
import { Modal } from "@/components/ui/modal";
import { NOTE_SUCCESS_DIALOG_MS } from "../schemas";

/** The note success confirmation: it closes itself after 2 seconds (spec section 9). */
export function SuccessDialog({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, NOTE_SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    <Modal open={Boolean(message)} onClose={onClose} title={message ?? ""}>
      <div className="flex justify-center py-2" aria-hidden>
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
          ✓
        </span>
      </div>
    </Modal>
  );
}
