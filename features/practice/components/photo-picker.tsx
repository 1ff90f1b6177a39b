"use client";

import { useTranslations } from "next-intl";
import { photoUrl, useUploadPhoto } from "../api";
import { useImageUpload } from "./image-upload";

/** Spec section 5: pick, check, crop square (zoom 1-3, step 0.1), upload as JPEG with progress. */
export function PhotoPicker({ photo, name }: { photo: string | null; name: string }) {
  const t = useTranslations("Practice");
  const tc = useTranslations("Common");
  const upload = useUploadPhoto();
  const picker = useImageUpload({
    upload: upload.mutateAsync,
    busy: upload.isPending,
    cropFailed: t("cropFailed"),
    labels: {
      title: t("cropTitle"),
      zoom: t("zoom"),
      save: t("savePhoto"),
      cancel: tc("cancel"),
      uploading: t("uploading"),
      progress: (value) => t("uploadProgress", { progress: value }),
    },
  });

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
          {picker.input}
        </label>
        <p className="text-sm text-muted">{t("photoHint")}</p>
        {picker.error && (
          <p role="alert" className="text-sm text-red-700">
            {picker.error}
          </p>
        )}
      </div>
      {picker.cropModal}
    </div>
  );
}
