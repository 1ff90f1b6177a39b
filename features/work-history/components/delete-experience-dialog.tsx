"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
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
    <Modal open onClose={remove.isPending ? () => undefined : onClose} title={t("deleteTitle")}>
      <p className="text-sm text-muted">
        {t("deleteBody", { jobTitle: experience.jobTitle, companyName: experience.companyName })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t("cancel")}
        </Button>
        <Button
          onClick={confirm}
          disabled={remove.isPending}
          className="!bg-red-600 !text-white hover:!bg-red-700"
        >
          {remove.isPending ? t("deleting") : t("delete")}
        </Button>
      </div>
    </Modal>
  );
}
