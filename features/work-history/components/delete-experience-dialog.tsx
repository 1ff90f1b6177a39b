"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorToMessage } from "@/lib/api/error-message";
import { useDeleteExperience } from "../api";
import type { Experience } from "../schemas";

/** "Delete this experience?" before a job leaves the therapist's work history. */
export function DeleteExperienceDialog({
  experience,
  onClose,
}: {
  experience: Experience;
  onClose: () => void;
}) {
  const t = useTranslations("WorkHistory");
  const tc = useTranslations("Common");
  const remove = useDeleteExperience();

  const confirm = async () => {
    try {
      toast.success((await remove.mutateAsync(experience.identifier)).message);
      onClose();
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  };

  return (
    <ConfirmDialog
      open
      danger
      title={t("deleteTitle")}
      body={t("deleteBody", { jobTitle: experience.jobTitle, companyName: experience.companyName })}
      confirmLabel={t("delete")}
      busyLabel={t("deleting")}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
