"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { useImageUpload } from "@/features/practice";
import { errorToMessage } from "@/lib/api/error-message";
import { useDeletePicture, useUploadPicture } from "../api";
import type { ClientProfile } from "../schemas";
import { AvatarPicker } from "./avatar-picker";
import { ClientFace } from "./client-face";

/**
 * The picture, avatar picker, crop and delete-picture modals of spec section 2, with the
 * therapist photo's upload, checks and crop (useImageUpload, features/practice) and the spec's toasts.
 */
export function PictureSection({ profile }: { profile: ClientProfile }) {
  const t = useTranslations("ClientAccount");
  const tc = useTranslations("Common");
  const avatarModal = useModal("avatar-picker");
  const deleteModal = useModal("delete-picture");
  const upload = useUploadPicture();
  const remove = useDeletePicture();
  const picker = useImageUpload({
    upload: upload.mutateAsync,
    busy: upload.isPending,
    cropFailed: t("cropFailed"),
    labels: {
      title: t("cropTitle"),
      zoom: t("zoom"),
      save: t("savePicture"),
      cancel: tc("cancel"),
      uploading: t("uploading"),
      progress: (value) => `${value}%`,
    },
  });

  async function onDelete() {
    try {
      toast.success((await remove.mutateAsync()).message);
      deleteModal.hide();
    } catch (e) {
      toast.error(errorToMessage(e, tc("genericError")));
    }
  }

  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
      <ClientFace
        firstName={profile.firstName}
        lastName={profile.lastName}
        photoUrl={profile.photoUrl}
        size="lg"
        alt={t("pictureAlt", { name })}
      />
      <div className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <label className="inline-flex cursor-pointer rounded-full bg-white px-5 py-2.5 text-sm font-semibold ring-1 ring-stone-300 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-stone-50">
            {profile.pictureUrl ? t("changePicture") : t("uploadPicture")}
            {picker.input}
          </label>
          <Button variant="secondary" onClick={avatarModal.show}>
            {t("chooseAvatar")}
          </Button>
          {profile.pictureUrl && (
            <Button variant="ghost" onClick={deleteModal.show}>
              {t("deletePicture")}
            </Button>
          )}
        </div>
        <p className="text-sm text-muted">{t("pictureHint")}</p>
        {picker.error && (
          <p role="alert" className="text-sm text-red-700">
            {picker.error}
          </p>
        )}
      </div>
      {picker.cropModal}
      {avatarModal.open && (
        <AvatarPicker
          open
          current={profile.avatar?.identifier ?? null}
          onClose={avatarModal.hide}
        />
      )}
      <Modal open={deleteModal.open} onClose={deleteModal.hide} title={t("deleteTitle")}>
        <p className="text-sm text-muted">{t("deleteText")}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={deleteModal.hide}>
            {tc("cancel")}
          </Button>
          <Button onClick={onDelete} disabled={remove.isPending}>
            {t("deleteConfirm")}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
