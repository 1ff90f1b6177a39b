import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { pngImage } from "@/tests/helpers/images";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { ImageRejected, sanitizeImage } from "./images";

withTestDatabase({ seed: true });

/** A PNG chunk (length, type, data, CRC) built with zlib's CRC-32. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose header claims 30000x30000 pixels, with a few KB of zeros as data: a bomb. */
function bomb() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(5_000_000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG signature and header, then HTML where the pixels should be. */
function polyglot() {
  const header = pngImage(400, 400).subarray(8, 8 + 25); // the IHDR chunk of a real image
  return Buffer.concat([SIGNATURE, header, Buffer.from("<html><script>alert(1)</script></html>")]);
}

/** A real JPEG photo carrying a GPS position in its EXIF. */
async function photoWithGps() {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#c08040" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Camera 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 27/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "3/1 23/1 0/1",
      },
    })
    .toBuffer();
}

describe("sanitizeImage", () => {
  it("re-encodes a real image, keeping its size and format", async () => {
    const out = await sanitizeImage(pngImage(300, 200));
    expect(out).toMatchObject({ width: 300, height: 200, mime: "image/png", ext: "png" });
    expect((await sharp(out.bytes).metadata()).format).toBe("png");
  });

  it("refuses a PNG signature followed by HTML", async () => {
    await expect(sanitizeImage(polyglot())).rejects.toBeInstanceOf(ImageRejected);
  });

  it("refuses a truncated image", async () => {
    const whole = await sharp({
      create: { width: 400, height: 400, channels: 3, background: "#fff" },
    })
      .jpeg()
      .toBuffer();
    await expect(sanitizeImage(whole.subarray(0, whole.length / 2))).rejects.toBeInstanceOf(
      ImageRejected,
    );
  });

  it("refuses a decompression bomb from its header", async () => {
    const started = Date.now();
    await expect(sanitizeImage(bomb())).rejects.toMatchObject({ reason: "tooManyPixels" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("drops EXIF, GPS included", async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("PhoneCo");
    const out = await sanitizeImage(photo);
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(out.bytes).toString("latin1")).not.toContain("PhoneCo");
    expect(out).toMatchObject({ width: 400, height: 300, mime: "image/jpeg" });
  });
});

describe("POST /api/provider/update/photo stores only what the server re-encoded", () => {
  const upload = (token: string, bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(bytes)], name, { type }));
    return call("/provider/update/photo", { token, body: form });
  };

  it("refuses the polyglot, the truncated file and the bomb with the spec's message", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    const jpeg = await sharp({
      create: { width: 400, height: 400, channels: 3, background: "#fff" },
    })
      .jpeg()
      .toBuffer();
    for (const bytes of [polyglot(), jpeg.subarray(0, jpeg.length - 200), bomb()]) {
      const res = await upload(token, bytes, "me.png", "image/png");
      expect(res.status).toBe(400);
      expect(res.body.errors.photo).toBe("Please upload a valid image file.");
    }
  });

  it("keeps no GPS position from an uploaded photo", async () => {
    const { token, user } = await signedInUser({ userType: "provider" });
    const res = await upload(token, await photoWithGps(), "me.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const served = await api.request(`/api/provider/${user.id}/photo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("PhoneCo");
  });
});
