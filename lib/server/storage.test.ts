// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localStorage, s3Storage, signS3Request } from "./storage";

describe("file storage", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "haven-storage-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps, reads and deletes files on local disk, and refuses keys that leave its folder", async () => {
    const storage = localStorage(dir);
    await storage.put("provider-photos/u1/a.jpg", new Uint8Array([1, 2, 3]), "image/jpeg");
    expect(await storage.get("provider-photos/u1/a.jpg")).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: "image/jpeg",
    });
    await storage.delete("provider-photos/u1/a.jpg");
    expect(await storage.get("provider-photos/u1/a.jpg")).toBeNull();
    await expect(storage.put("../etc/passwd", new Uint8Array(), "x")).rejects.toThrow(/Unsafe/);
    await expect(storage.get("provider-photos/../../x")).rejects.toThrow(/Unsafe/);
  });

  it("signs S3 requests exactly like AWS's documented example", () => {
    const headers = signS3Request(
      {
        region: "us-east-1",
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      },
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9" },
        payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      },
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("talks to an S3-compatible bucket with path-style URLs", async () => {
    const objects = new Map<string, Uint8Array>();
    const fake: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      expect(init?.headers).toHaveProperty("authorization");
      if (init?.method === "PUT") {
        objects.set(url.pathname, init.body as Uint8Array);
        return new Response(null, { status: 200 });
      }
      if (init?.method === "DELETE") {
        objects.delete(url.pathname);
        return new Response(null, { status: 204 });
      }
      const body = objects.get(url.pathname);
      return body
        ? new Response(body as BodyInit, { headers: { "content-type": "image/png" } })
        : new Response("NoSuchKey", { status: 404 });
    };
    const storage = s3Storage(
      {
        bucket: "b",
        region: "eu-west-1",
        endpoint: "http://minio:9000",
        accessKeyId: "k",
        secretAccessKey: "s",
      },
      fake,
    );
    await storage.put("provider-photos/u1/p.png", new Uint8Array([9]), "image/png");
    expect(objects.has("/b/provider-photos/u1/p.png")).toBe(true);
    expect((await storage.get("provider-photos/u1/p.png"))?.contentType).toBe("image/png");
    await storage.delete("provider-photos/u1/p.png");
    expect(await storage.get("provider-photos/u1/p.png")).toBeNull();
  });
});
