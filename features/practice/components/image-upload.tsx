"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useModal } from "@/components/ui/modal";
import { errorToMessage } from "@/lib/api/error-message";
import { checkImageFile } from "./crop-image";
import { ImageCropModal, type CropLabels } from "./image-crop-modal";

type Upload = (input: {
  blob: Blob;
  onProgress: (percent: number) => void;
}) => Promise<{ message: string }>;

/**
 * Spec section 5's picture upload, shared by a therapist's photo and a client's picture: pick,
 * check (the file's rule in `error`), crop square, upload as JPEG with progress, and the answer's
 * toast. The caller lays out `input` (inside its label), `error` and `cropModal`.
 */
export function useImageUpload({
  upload,
  busy,
  labels,
  cropFailed,
}: {
  upload: Upload;
  busy: boolean;
  labels: CropLabels;
  cropFailed: string;
}) {
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const modal = useModal("image-crop");
  const ref = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string>();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  async function onFile(file: File | undefined) {
    if (ref.current) ref.current.value = "";
    if (!file) return;
    setError(undefined);
    const checked = await checkImageFile(file);
    if (!checked.ok) return setError(tv(checked.key));
    setSource(checked.url);
    modal.show();
  }

  async function onSave(blob: Blob) {
    try {
      setProgress(0);
      toast.success((await upload({ blob, onProgress: setProgress })).message);
      modal.hide();
    } catch (e) {
      toast.error(errorToMessage(e, tc("genericError")));
    } finally {
      setProgress(undefined);
    }
  }

  return {
    error,
    input: (
      <input
        ref={ref}
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
    ),
    cropModal: (
      <ImageCropModal
        // A new picture starts a fresh crop (zoom 1, centred).
        key={source}
        open={modal.open}
        source={source}
        progress={progress}
        busy={busy}
        onClose={modal.hide}
        onSave={onSave}
        onCropError={() => toast.error(cropFailed)}
        labels={labels}
      />
    ),
  };
}
