"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { checkImageFile, ImageCropModal } from "@/features/practice";
import { errorToMessage } from "@/lib/api/error-message";
import { useDeletePicture, useUploadPicture } from "../api";
import type { ClientProfile } from "../schemas";
import { AvatarPicker } from "./avatar-picker";
import { ClientFace } from "./client-face";

/**
 * The picture, avatar picker, crop and delete-picture modals of spec section 2, with the
 * therapist photo's checks and crop (features/practice) and the spec's toasts.
 */
export function PictureSection({ profile }: { profile: ClientProfile }) {
  const t = useTranslations("ClientAccount");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const crop = useModal("image-crop");
  const avatarModal = useModal("avatar-picker");
  const deleteModal = useModal("delete-picture");
  const upload = useUploadPicture();
  const remove = useDeletePicture();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string>();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    setError(undefined);
    const checked = await checkImageFile(file);
    if (!checked.ok) return setError(tv(checked.key));
    setSource(checked.url);
    crop.show();
  }

  async function onSave(blob: Blob) {
    try {
      setProgress(0);
      toast.success((await upload.mutateAsync({ blob, onProgress: setProgress })).message);
      crop.hide();
    } catch (e) {
      toast.error(errorToMessage(e, tc("genericError")));
    } finally {
      setProgress(undefined);
    }
  }

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
            <input
              ref={input}
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
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
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <ImageCropModal
        key={source}
        open={crop.open}
        source={source}
        progress={progress}
        busy={upload.isPending}
        onClose={crop.hide}
        onSave={onSave}
        onCropError={() => toast.error(t("cropFailed"))}
        labels={{
          title: t("cropTitle"),
          zoom: t("zoom"),
          save: t("savePicture"),
          cancel: tc("cancel"),
          uploading: t("uploading"),
          progress: (value) => `${value}%`,
        }}
      />
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
