import type { Area } from "react-easy-crop";
import { PHOTO_MAX_BYTES, PHOTO_MIN_SIDE } from "../schemas";

const MAX_SIDE = 800;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("not an image"));
    image.src = src;
  });
}

/**
 * The square the person chose, as a JPEG. Never smaller than the server's 200x200 minimum (a
 * deep zoom into a small photo is scaled up) and never larger than 800x800.
 */
export async function cropToJpeg(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.max(PHOTO_MIN_SIDE, Math.min(MAX_SIDE, Math.round(area.width)));
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("no blob"))),
      "image/jpeg",
      0.9,
    ),
  );
}

/**
 * Spec section 5 in the browser, before the crop: an image, at most 10MB, at least 200x200. On
 * success the caller owns `url` (an object URL to revoke); a failure names its Validation key.
 */
export async function checkImageFile(
  file: File,
): Promise<
  { ok: true; url: string } | { ok: false; key: "photoInvalid" | "photoTooLarge" | "photoTooSmall" }
> {
  if (!file.type.startsWith("image/")) return { ok: false, key: "photoInvalid" };
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, key: "photoTooLarge" };
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    if (image.naturalWidth < PHOTO_MIN_SIDE || image.naturalHeight < PHOTO_MIN_SIDE) {
      URL.revokeObjectURL(url);
      return { ok: false, key: "photoTooSmall" };
    }
  } catch {
    URL.revokeObjectURL(url);
    return { ok: false, key: "photoInvalid" };
  }
  return { ok: true, url };
}
