"use client";

import { useCallback, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { PHOTO_ZOOM } from "../schemas";
import { cropToJpeg } from "./crop-image";

export type CropLabels = {
  title: string;
  zoom: string;
  save: string;
  cancel: string;
  uploading: string;
  /** "{progress}%" already filled in by the caller's translation. */
  progress: (percent: number) => string;
};

/**
 * The image crop modal of spec section 5, for a therapist's photo and a client's picture alike:
 * a square crop, zoom 1 to 3 in steps of 0.1, exported as JPEG. The caller uploads the blob;
 * `onCropError` lets it say "Failed to crop image." in its own words.
 */
export function ImageCropModal({
  open,
  source,
  labels,
  progress,
  busy,
  onClose,
  onSave,
  onCropError,
}: {
  open: boolean;
  source: string | undefined;
  labels: CropLabels;
  progress?: number;
  busy?: boolean;
  onClose: () => void;
  onSave: (blob: Blob) => void | Promise<void>;
  onCropError: () => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(PHOTO_ZOOM.min);
  const [area, setArea] = useState<Area>();
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  async function save() {
    if (!source || !area) return;
    let blob: Blob;
    try {
      blob = await cropToJpeg(source, area);
    } catch {
      onCropError();
      return;
    }
    await onSave(blob);
  }

  return (
    <Modal open={open} onClose={onClose} title={labels.title}>
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
        <span className="w-12">{labels.zoom}</span>
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
            aria-label={labels.uploading}
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-600"
          />
          <p className="mt-1 text-xs text-muted">{labels.progress(progress)}</p>
        </div>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {labels.cancel}
        </Button>
        <Button onClick={save} disabled={!area || busy}>
          {labels.save}
        </Button>
      </div>
    </Modal>
  );
}
