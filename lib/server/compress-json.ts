import "server-only";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than it costs. */
const MIN_BYTES = 1024;
const JSON_TYPE = "application/json";

/** Kept answers' text and gzip, for as long as the answer itself is kept somewhere. */
const madeOnce = new WeakMap<object, { text: string; gzipped?: ReturnType<typeof gzipAsync> }>();

/**
 * A JSON answer, gzipped for a caller that accepts it: a month of a therapist's slots is 70 KB of
 * JSON and 4 KB gzipped, a directory page 10 KB and 1.5 KB, on a phone's connection. zlib's
 * asynchronous API runs on libuv's threads, not the event loop. The body is made here, not by a
 * middleware reading the answer back, so the Node adapter still writes every answer in one call
 * (a middleware cost small answers 40% of their throughput). Callers that do not ask (server
 * components in-process, most API clients) get the plain text.
 */
export function jsonAnswer(
  c: Context,
  body: unknown,
  status: ContentfulStatusCode = 200,
  /** A kept answer that never changes once made: its text and gzip are made once (0031). */
  madeOnceFor?: object,
): Response | Promise<Response> {
  let made = madeOnceFor && madeOnce.get(madeOnceFor);
  if (madeOnceFor && !made) madeOnce.set(madeOnceFor, (made = { text: JSON.stringify(body) }));
  const text = made?.text ?? JSON.stringify(body);
  if (text.length < MIN_BYTES || !/\bgzip\b/i.test(c.req.header("accept-encoding") ?? ""))
    return c.body(text, status, { "content-type": JSON_TYPE });
  const zipping = made
    ? (made.gzipped ??= gzipAsync(text, { level: 5 }))
    : gzipAsync(text, { level: 5 });
  return zipping.then((zipped) =>
    c.body(new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), status, {
      "content-type": JSON_TYPE,
      "content-encoding": "gzip",
    }),
  );
}
