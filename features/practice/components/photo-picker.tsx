"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useModal } from "@/components/ui/modal";
import { errorToMessage } from "@/lib/api/error-message";
import { photoUrl, useUploadPhoto } from "../api";
import { checkImageFile } from "./crop-image";
import { ImageCropModal } from "./image-crop-modal";

/** Spec section 5: pick, check, crop square (zoom 1-3, step 0.1), upload as JPEG with progress. */
export function PhotoPicker({ photo, name }: { photo: string | null; name: string }) {
  const t = useTranslations("Practice");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const modal = useModal("image-crop");
  const upload = useUploadPhoto();
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
    const url = checked.url;
    setSource(url);
    modal.show();
  }

  async function onSave(blob: Blob) {
    try {
      setProgress(0);
      const answer = await upload.mutateAsync({ blob, onProgress: setProgress });
      toast.success(answer.message);
      modal.hide();
    } catch (e) {
      toast.error(errorToMessage(e, tc("genericError")));
    } finally {
      setProgress(undefined);
    }
  }

  const current = photoUrl(photo);
  const initials = name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      {current ? (
        // eslint-disable-next-line @next/next/no-img-element -- served by our API, sized here
        <img
          src={current}
          alt={t("photoAlt", { name })}
          className="size-28 rounded-full object-cover ring-4 ring-brand-100"
        />
      ) : (
        <div
          aria-hidden
          className="flex size-28 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800"
        >
          {initials}
        </div>
      )}
      <div className="space-y-2">
        <label className="inline-flex cursor-pointer rounded-full bg-white px-5 py-2.5 text-sm font-semibold ring-1 ring-stone-300 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-stone-50">
          {current ? t("changePhoto") : t("uploadPhoto")}
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </label>
        <p className="text-sm text-muted">{t("photoHint")}</p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <ImageCropModal
        // A new picture starts a fresh crop (zoom 1, centred).
        key={source}
        open={modal.open}
        source={source}
        progress={progress}
        busy={upload.isPending}
        onClose={modal.hide}
        onSave={onSave}
        onCropError={() => toast.error(t("cropFailed"))}
        labels={{
          title: t("cropTitle"),
          zoom: t("zoom"),
          save: t("savePhoto"),
          cancel: tc("cancel"),
          uploading: t("uploading"),
          progress: (value) => t("uploadProgress", { progress: value }),
        }}
      />
    </div>
  );
}
