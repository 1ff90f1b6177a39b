import "server-only";
import sharp from "sharp";

export type ImageMime = "image/jpeg" | "image/png" | "image/webp";

export type SanitizedImage = {
  /** The re-encoded image: pixels only, no metadata (EXIF, GPS, XMP, ICC comments). */
  bytes: Uint8Array;
  width: number;
  height: number;
  mime: ImageMime;
  ext: "jpg" | "png" | "webp";
};

/** Why an upload is not an acceptable image; callers map it to their own field message. */
export class ImageRejected extends Error {
  name = "ImageRejected";
  constructor(readonly reason: "invalid" | "tooManyPixels" | "unsupported") {
    super(reason);
  }
}

/**
 * The largest image we decode, in pixels (about 8000x6000). A decompression bomb (a few KB of
 * PNG that inflate to gigabytes) is refused from its header before any pixel is allocated.
 */
export const MAX_IMAGE_PIXELS = 48_000_000;

const OUTPUTS = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  webp: { mime: "image/webp", ext: "webp" },
} as const;

/**
 * Decodes every pixel of an uploaded image and encodes a new file from them, in the same format.
 * What comes back is an image and nothing else: bytes that merely start with an image signature
 * (a polyglot), a truncated file, or one whose decoder complains are refused. EXIF orientation
 * is applied to the pixels before the metadata is dropped, so photos stay upright.
 *
 * The one place uploads become images: practice photos and client profile pictures use it.
 */
export async function sanitizeImage(
  input: Uint8Array,
  { maxPixels = MAX_IMAGE_PIXELS }: { maxPixels?: number } = {},
): Promise<SanitizedImage> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, {
      failOn: "warning",
      limitInputPixels: maxPixels,
    }).metadata());
  } catch (error) {
    throw rejection(error);
  }
  const output = format && format in OUTPUTS ? OUTPUTS[format as keyof typeof OUTPUTS] : undefined;
  if (!output) throw new ImageRejected("unsupported");

  try {
    const pipeline = sharp(input, { failOn: "warning", limitInputPixels: maxPixels }).rotate();
    const encoded =
      format === "jpeg"
        ? pipeline.jpeg({ quality: 88 })
        : format === "png"
          ? pipeline.png()
          : pipeline.webp({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.height,
      mime: output.mime,
      ext: output.ext,
    };
  } catch (error) {
    throw rejection(error);
  }
}

function rejection(error: unknown): ImageRejected {
  const message = error instanceof Error ? error.message : String(error);
  return new ImageRejected(/pixel limit/i.test(message) ? "tooManyPixels" : "invalid");
}
