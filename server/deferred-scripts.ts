import type { IncomingMessage, ServerResponse } from "node:http";
import { createGzip, type Gzip } from "node:zlib";
import type { NodeHandler } from "./request-handler";

/**
 * Page HTML whose script chunks are requested after the first paint (docs/decisions/0025).
 *
 * Next's App Router names every chunk in the `<head>` as `<script src async>` (and some as
 * `<link rel="preload" as="script">`), so a browser requests ~200 KiB of JavaScript before it
 * paints anything, and on a slow link that download shares the bandwidth the page's own HTML and
 * stylesheet need. Here each such tag becomes a call that requests the chunk once the page has
 * painted. The chunks are `async` already, so their order never mattered.
 */

/**
 * The loader, defined before the first deferred chunk: it requests the chunks once the browser
 * reports the first contentful paint. At once where that cannot be observed (no paint timing, or a
 * hidden tab, which does not paint) or will not come: Next's error shell (`<html
 * id="__next_error__">`, a page that failed on the server) has an empty body that only the scripts
 * fill in. After 3 s on any other page that never paints content. The scripts it adds run under
 * the policy's 'strict-dynamic'.
 */
const LOADER =
  "(function(){var q=[],go=0;" +
  "function add(s){var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)}" +
  "function start(){if(go)return;go=1;q.forEach(add);q=[]}" +
  "self.__deferChunk=function(s){go?add(s):q.push(s)};" +
  "var P=self.PerformanceObserver;" +
  "if(document.visibilityState==='hidden'||document.documentElement.id==='__next_error__'||!P||!(P.supportedEntryTypes||[]).includes('paint'))return start();" +
  "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});" +
  "setTimeout(start,3000)})()";

const CHUNK_SCRIPT = /<script\b([^>]*)><\/script>/g;
const CHUNK_PRELOAD = /<link\b([^>]*)\/?>/g;
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`, "i").exec(attributes)?.[1];
const isChunk = (src: string | undefined): src is string =>
  Boolean(src && /^\/_next\/static\/[\w./-]+\.js$/.test(src));

/**
 * React writes a form whose action is a server action as `<form action="">` (the action travels in
 * hidden fields), which HTML forbids: an action, when present, must be a non-empty URL. Without
 * the attribute a browser posts to the page's own address, as it does with an empty one, so the
 * attribute is dropped (issue 74: the footer's country form and the consent form).
 */
const EMPTY_FORM_ACTION = /(<form\b[^>]*?)\saction=""/g;

/** What may be a tag cut off at the end of a piece: `<link …` unclosed, `<script …></scr`. */
const OPEN_TAG_AT_END = /<[^<>]*$|<script\b[^>]*>(?:<(?:\/(?:s(?:c(?:r(?:i(?:pt?)?)?)?)?)?)?)?$/;

/**
 * Rewrites a page's HTML as it streams (its chunk scripts, and empty form actions): `push` each
 * piece and send what it returns, then send
 * `end()`. A tag cut between two pieces is held back until the next one completes it.
 */
export function deferChunkScripts() {
  let held = "";
  let loaderSent = false;

  function rewrite(html: string) {
    return html
      .replace(EMPTY_FORM_ACTION, "$1")
      .replace(CHUNK_SCRIPT, (tag, attributes: string) => {
        const src = attribute(attributes, "src");
        if (!isChunk(src) || !/(?:^|\s)async(?:=""|\s|$)/.test(attributes)) return tag;
        if (/\bnomodule\b/i.test(attributes)) return tag;
        const nonce = attribute(attributes, "nonce");
        const open = nonce ? `<script nonce="${nonce}">` : "<script>";
        const loader = loaderSent ? "" : `${LOADER};`;
        loaderSent = true;
        return `${open}${loader}__deferChunk(${JSON.stringify(src)})</script>`;
      })
      .replace(CHUNK_PRELOAD, (tag, attributes: string) =>
        attribute(attributes, "rel") === "preload" &&
        attribute(attributes, "as") === "script" &&
        isChunk(attribute(attributes, "href"))
          ? ""
          : tag,
      );
  }

  return {
    push(piece: string): string {
      const html = held + piece;
      const cut = OPEN_TAG_AT_END.exec(html);
      held = cut ? html.slice(cut.index) : "";
      return rewrite(cut ? html.slice(0, cut.index) : html);
    },
    end(): string {
      const rest = rewrite(held);
      held = "";
      return rest;
    },
  };
}

/**
 * A document request: a browser navigating (it accepts HTML), not a client-side navigation's RSC
 * fetch, a static file or an image.
 */
function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" || req.headers.rsc) return false;
  if (!String(req.headers.accept ?? "").includes("text/html")) return false;
  return !(req.url ?? "").startsWith("/_next/");
}

/**
 * Next's handler, with the HTML of document requests rewritten by `deferChunkScripts`. Next is
 * asked for the HTML uncompressed (it would gzip it itself), and it is gzipped here instead, flushed
 * piece by piece so a streamed page still arrives as it renders.
 */
export function withDeferredChunkScripts(next: NodeHandler): NodeHandler {
  return (req, res) => {
    if (!isDocumentRequest(req)) return next(req, res);
    const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    delete req.headers["accept-encoding"];

    const write = res.write.bind(res) as (chunk: unknown, cb?: () => void) => boolean;
    const end = res.end.bind(res) as (chunk?: unknown, cb?: () => void) => ServerResponse;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    let rewriter: ReturnType<typeof deferChunkScripts> | null | undefined;
    let gzip: Gzip | undefined;
    const decoder = new TextDecoder();

    /** At the first byte of the body: rewrite only an HTML answer whose headers can still change. */
    function decide() {
      if (rewriter !== undefined) return rewriter;
      const type = String(res.getHeader("content-type") ?? "");
      if (!type.startsWith("text/html") || res.getHeader("content-encoding") || res.headersSent) {
        return (rewriter = null);
      }
      rewriter = deferChunkScripts();
      res.removeHeader("content-length");
      res.setHeader("vary", appendVary(res.getHeader("vary"), "Accept-Encoding"));
      if (acceptsGzip) {
        res.setHeader("content-encoding", "gzip");
        gzip = createGzip();
        gzip.on("data", (data: Buffer) => write(data));
        gzip.on("end", () => end());
      }
      return rewriter;
    }
    const send = (html: string, last: boolean) => {
      if (!gzip) return last ? end(html) : write(html);
      if (html) gzip.write(html);
      if (last) gzip.end();
      else gzip.flush();
      return true;
    };
    const text = (chunk: unknown) =>
      typeof chunk === "string"
        ? chunk
        : chunk instanceof Uint8Array
          ? decoder.decode(chunk, { stream: true })
          : "";

    res.writeHead = ((status: number, ...args: unknown[]) => {
      // Headers given here would be sent as given: set them first, so decide() sees and amends them.
      const headers = args.find((a) => a && typeof a === "object");
      for (const [name, value] of headerPairs(headers)) res.setHeader(name, value);
      const message = args.find((a) => typeof a === "string");
      decide();
      return message ? writeHead(status, message) : writeHead(status);
    }) as typeof res.writeHead;
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      const r = decide();
      if (!r) return (write as (...a: unknown[]) => boolean)(chunk, encoding, cb);
      const callback = typeof encoding === "function" ? encoding : cb;
      if (typeof callback === "function") process.nextTick(callback as () => void);
      return send(r.push(text(chunk)), false);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      const r = decide();
      if (!r) return (end as (...a: unknown[]) => ServerResponse)(chunk, encoding, cb);
      const piece = text(chunk);
      send(r.push(piece + decoder.decode()) + r.end(), true);
      return res;
    }) as typeof res.end;
    return next(req, res);
  };
}

/** writeHead's headers, given as an object, as [name, value, …] or as [[name, value], …]. */
function headerPairs(headers: unknown): [string, string | string[] | number][] {
  if (!headers) return [];
  if (!Array.isArray(headers))
    return Object.entries(headers as Record<string, string | string[] | number>);
  if (Array.isArray(headers[0])) return headers as [string, string][];
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
  return pairs;
}

function appendVary(current: unknown, name: string): string {
  const list = String(current ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  return list.some((v) => v.toLowerCase() === name.toLowerCase())
    ? list.join(", ")
    : [...list, name].join(", ");
}
