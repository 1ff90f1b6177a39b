"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { errorToMessage } from "@/lib/api/error-message";
import { photoUrl, useUploadPhoto } from "../api";
import { PHOTO_MAX_BYTES, PHOTO_MIN_SIDE, PHOTO_ZOOM } from "../schemas";
import { cropToJpeg, loadImage } from "./crop-image";

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
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(PHOTO_ZOOM.min);
  const [area, setArea] = useState<Area>();
  const [progress, setProgress] = useState<number>();

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    setError(undefined);
    if (!file.type.startsWith("image/")) return setError(tv("photoInvalid"));
    if (file.size > PHOTO_MAX_BYTES) return setError(tv("photoTooLarge"));
    const url = URL.createObjectURL(file);
    try {
      const image = await loadImage(url);
      if (image.naturalWidth < PHOTO_MIN_SIDE || image.naturalHeight < PHOTO_MIN_SIDE) {
        URL.revokeObjectURL(url);
        return setError(tv("photoTooSmall"));
      }
    } catch {
      URL.revokeObjectURL(url);
      return setError(tv("photoInvalid"));
    }
    setSource(url);
    setZoom(PHOTO_ZOOM.min);
    setCrop({ x: 0, y: 0 });
    modal.show();
  }

  async function onSave() {
    if (!source || !area) return;
    let blob: Blob;
    try {
      blob = await cropToJpeg(source, area);
    } catch {
      toast.error(t("cropFailed"));
      return;
    }
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
      <Modal open={modal.open} onClose={modal.hide} title={t("cropTitle")}>
        <div className="relative h-72 w-full overflow-hidden rounded-xl bg-stone-900">
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              minZoom={PHOTO_ZOOM.min}
              maxZoom={PHOTO_ZOOM.max}
              aspect={1}
              cropShape="rect"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
            />
          )}
        </div>
        <label className="mt-4 flex items-center gap-3 text-sm">
          <span className="w-12">{t("zoom")}</span>
          <input
            type="range"
            min={PHOTO_ZOOM.min}
            max={PHOTO_ZOOM.max}
            step={PHOTO_ZOOM.step}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            className="flex-1 accent-brand-600"
          />
        </label>
        {progress !== undefined && (
          <div className="mt-4">
            <progress
              value={progress}
              max={100}
              aria-label={t("uploading")}
              className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-600"
            />
            <p className="mt-1 text-xs text-muted">{t("uploadProgress", { progress })}</p>
          </div>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={modal.hide}>
            {tc("cancel")}
          </Button>
          <Button onClick={onSave} disabled={!area || upload.isPending}>
            {t("savePhoto")}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
