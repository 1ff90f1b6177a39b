import "server-only";
import { createHash, createHmac } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. Nothing here is ever served directly: each feature serves its files
 * through an API route that checks who may see them. Keys are ours (never a user's file name).
 *
 * - default: local disk under UPLOAD_DIR (`.data/uploads`), for one instance or a shared volume;
 * - STORAGE_DRIVER=s3: any S3-compatible bucket (AWS S3, MinIO, R2...), for many app instances.
 *   S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT (default AWS), S3_ACCESS_KEY_ID,
 *   S3_SECRET_ACCESS_KEY; path-style URLs. Requests are signed with AWS Signature V4 below, so
 *   no SDK is needed for three calls.
 */
export type StoredFile = { bytes: Uint8Array; contentType: string };

export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

function checkKey(key: string) {
  if (!KEY_PATTERN.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
};
const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";

export function localStorage(root: string): Storage {
  const file = (key: string) => {
    checkKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
    async get(key) {
      try {
        return {
          bytes: new Uint8Array(await readFile(file(key))),
          contentType: contentTypeOf(key),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();
const encodeKey = (key: string) =>
  key
    .split("/")
    .map((part) =>
      encodeURIComponent(part).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join("/");

/** AWS Signature V4 headers for one S3 request (exported for its test against AWS's example). */
export function signS3Request(
  config: Pick<S3Config, "region" | "accessKeyId" | "secretAccessKey">,
  request: { method: string; url: URL; headers: Record<string, string>; payloadHash: string },
  now = new Date(),
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v.trim()]),
    ),
    host: request.url.host,
    "x-amz-content-sha256": request.payloadHash,
    "x-amz-date": amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    request.method,
    request.url.pathname,
    [...request.url.searchParams]
      .sort()
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join("&"),
    names.map((n) => `${n}:${headers[n]}\n`).join(""),
    names.join(";"),
    request.payloadHash,
  ].join("\n");
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), "s3"),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(toSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`,
  };
}

export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): Storage {
  const urlOf = (key: string) => {
    checkKey(key);
    return new URL(`${config.endpoint.replace(/\/$/, "")}/${config.bucket}/${encodeKey(key)}`);
  };
  const send = (method: string, key: string, body?: Uint8Array, contentType?: string) => {
    const url = urlOf(key);
    const headers = signS3Request(config, {
      method,
      url,
      headers: contentType ? { "content-type": contentType } : {},
      payloadHash: sha256(body ?? ""),
    });
    delete headers.host;
    return fetchImpl(url, { method, headers, body: body as BodyInit | undefined });
  };
  return {
    async put(key, bytes, contentType) {
      const res = await send("PUT", key, bytes, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status}`);
    },
    async get(key) {
      const res = await send("GET", key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return {
        bytes: new Uint8Array(await res.arrayBuffer()),
        contentType: res.headers.get("content-type") ?? contentTypeOf(key),
      };
    },
    async delete(key) {
      const res = await send("DELETE", key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
  };
}

function fromEnv(): Storage {
  if (process.env.STORAGE_DRIVER === "s3") {
    const required = (name: string) => {
      const value = process.env[name];
      if (!value) throw new Error(`${name} must be set when STORAGE_DRIVER=s3`);
      return value;
    };
    const region = process.env.S3_REGION ?? "us-east-1";
    return s3Storage({
      bucket: required("S3_BUCKET"),
      region,
      endpoint: process.env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
      accessKeyId: required("S3_ACCESS_KEY_ID"),
      secretAccessKey: required("S3_SECRET_ACCESS_KEY"),
    });
  }
  return localStorage(
    process.env.UPLOAD_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), ".data/uploads"),
  );
}

const g = globalThis as unknown as { __storage?: Storage };

export function getStorage(): Storage {
  g.__storage ??= fromEnv();
  return g.__storage;
}

/** Tests use a throwaway directory or an in-memory fake. */
export function setStorage(storage: Storage | undefined) {
  g.__storage = storage;
}
