"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { errorToMessage } from "@/lib/api/error-message";
import { useDeleteMessage } from "../api";
import { DELETE_PAUSE_MS } from "../schemas";

/** Spec section 2's delete-message modal. It closes 300 ms after the deletion (spec section 9). */
export function DeleteMessageModal({
  messageIdentifier,
  open,
  onClose,
}: {
  messageIdentifier: string | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("Messaging");
  const remove = useDeleteMessage();
  const confirm = () => {
    if (!messageIdentifier) return;
    remove.mutate(messageIdentifier, {
      onSuccess: () =>
        setTimeout(() => {
          remove.reset();
          onClose();
        }, DELETE_PAUSE_MS),
    });
  };
  return (
    <Modal
      open={open}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={t("deleteTitle")}
    >
      <p className="text-sm text-muted">{t("deleteBody")}</p>
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorToMessage(remove.error, t("genericError"))}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button
          className="bg-red-600 text-white hover:bg-red-700"
          onClick={confirm}
          disabled={remove.isPending || remove.isSuccess}
        >
          {remove.isPending || remove.isSuccess ? t("deleting") : t("deleteConfirm")}
        </Button>
      </div>
    </Modal>
  );
}
