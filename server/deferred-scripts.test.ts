// @vitest-environment node
import { createServer, get as httpGet, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { runInNewContext } from "node:vm";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferChunkScripts, withDeferredChunkScripts } from "./deferred-scripts";
import type { NodeHandler } from "./request-handler";

// The head Next 16 writes (attribute orders as it writes them), then a body with an inline
// RSC payload that names chunks inside a string.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/app.css" nonce="N1" data-precedence="next"/>' +
  '<link rel="preload" as="font" href="/_next/static/media/f.woff2" crossorigin=""/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="N1" href="/_next/static/chunks/a1.js"/>' +
  '<script src="/_next/static/chunks/b2.js" async="" nonce="N1"></script>' +
  '<script src="/_next/static/chunks/turbopack-c3.js" async="" nonce="N1"></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule="" nonce="N1"></script>' +
  '<script src="/_next/static/chunks/a1.js" nonce="N1" async=""></script>' +
  '<script src="https://elsewhere.example/tag.js" async=""></script>' +
  "</head><body><h1>Find a therapist</h1>" +
  '<script nonce="N1">self.__next_f.push([1,"<script src=\\"/_next/static/chunks/b2.js\\" async=\\"\\"></script>"])</script>' +
  "</body></html>";

const rewriteWhole = (html: string) => {
  const r = deferChunkScripts();
  return r.push(html) + r.end();
};

describe("deferChunkScripts", () => {
  const out = rewriteWhole(PAGE);

  it("drops a server action form's empty action, which HTML forbids, even across pieces", () => {
    const form =
      '<form action="" encType="multipart/form-data" method="POST"><input type="hidden" name="$ACTION_ID_1"/></form>' +
      '<form action="/search/" method="get"></form>';
    const r = deferChunkScripts();
    const html = r.push(form.slice(0, 9)) + r.push(form.slice(9)) + r.end();
    expect(html).toBe(
      '<form encType="multipart/form-data" method="POST"><input type="hidden" name="$ACTION_ID_1"/></form>' +
        '<form action="/search/" method="get"></form>',
    );
  });

  it("turns each async chunk script into a deferred request, in the page's order, with its nonce", () => {
    const deferred = [
      ...out.matchAll(/<script nonce="N1">[^<]*__deferChunk\("([^"]+)"\)<\/script>/g),
    ];
    expect(deferred.map((m) => m[1])).toEqual([
      "/_next/static/chunks/b2.js",
      "/_next/static/chunks/turbopack-c3.js",
      "/_next/static/chunks/a1.js",
    ]);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(b2|turbopack-c3|a1)\.js"/);
  });

  it("defines the loader once, before the first deferred chunk", () => {
    expect(out.match(/self\.__deferChunk=/g)).toHaveLength(1);
    expect(out.indexOf("self.__deferChunk=")).toBeLessThan(out.indexOf('__deferChunk("'));
  });

  /** Runs the page's loader in a stand-in browser and asks it for one chunk. */
  function loadOne(htmlId: string) {
    const loader = /<script nonce="N1">(\(function\(\)\{.*?\}\)\(\));/.exec(out)![1]!;
    const requested: string[] = [];
    const painted: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
    const browser: Record<string, unknown> = {
      document: {
        visibilityState: "visible",
        documentElement: { id: htmlId },
        createElement: () => ({}),
        head: { appendChild: (script: { src: string }) => requested.push(script.src) },
      },
      PerformanceObserver: Object.assign(
        function (callback: (typeof painted)[number]) {
          painted.push(callback);
          return { observe() {} };
        },
        { supportedEntryTypes: ["paint"] },
      ),
      setTimeout: () => 0,
    };
    browser.self = browser;
    runInNewContext(`${loader};__deferChunk("/_next/static/chunks/x.js")`, browser);
    const paint = () => painted.forEach((report) => report({ getEntriesByName: () => [{}] }));
    return { requested, paint };
  }

  it("requests the chunks once the page has painted", () => {
    const page = loadOne("");
    expect(page.requested).toEqual([]);
    page.paint();
    expect(page.requested).toEqual(["/_next/static/chunks/x.js"]);
  });

  it("requests them at once on Next's error shell, whose empty body never paints", () => {
    expect(loadOne("__next_error__").requested).toEqual(["/_next/static/chunks/x.js"]);
  });

  it("drops the chunks' script preloads and keeps the stylesheet, the font and everything else", () => {
    expect(out).not.toContain('as="script"');
    expect(out).toContain('rel="stylesheet" href="/_next/static/chunks/app.css"');
    expect(out).toContain('as="font" href="/_next/static/media/f.woff2"');
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""');
    expect(out).toContain('<script src="https://elsewhere.example/tag.js" async="">');
    expect(out).toContain('self.__next_f.push([1,"<script src=\\"/_next/static/chunks/b2.js\\"');
    expect(out).toContain("<h1>Find a therapist</h1>");
  });

  it("gives the same page however the stream cuts it into two pieces", () => {
    for (let at = 0; at <= PAGE.length; at++) {
      const r = deferChunkScripts();
      expect(r.push(PAGE.slice(0, at)) + r.push(PAGE.slice(at)) + r.end(), `cut at ${at}`).toBe(
        out,
      );
    }
  });

  it("gives the same page when every character arrives alone", () => {
    const r = deferChunkScripts();
    let streamed = "";
    for (const ch of PAGE) streamed += r.push(ch);
    expect(streamed + r.end()).toBe(out);
  });
});

describe("withDeferredChunkScripts", () => {
  let server: Server;
  let base: string;
  const seen: { acceptEncoding?: string } = {};

  // A stand-in for Next's handler: a page streamed in pieces with its headers set the ways Next
  // sets them, a script file, and a redirect.
  const next: NodeHandler = (req, res) => {
    seen.acceptEncoding = req.headers["accept-encoding"];
    if (req.url === "/_next/static/chunks/b2.js") {
      res.setHeader("content-type", "application/javascript");
      res.end('console.log("<script src=\\"/_next/static/chunks/x.js\\" async=\\"\\"></script>")');
      return;
    }
    if (req.url === "/raw") {
      res.writeHead(200, ["Content-Type", "text/html", "X-Kept", "yes"]);
      res.end(PAGE);
      return;
    }
    if (req.url === "/flushed") {
      res.setHeader("content-type", "text/html");
      res.flushHeaders();
      res.end(PAGE);
      return;
    }
    if (req.url === "/old") {
      res.writeHead(308, { location: "/old/" }).end();
      return;
    }
    res.setHeader("vary", "rsc");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    const third = Math.floor(PAGE.length / 3);
    res.write(PAGE.slice(0, third));
    res.write(Buffer.from(PAGE.slice(third, 2 * third)));
    res.end(PAGE.slice(2 * third));
  };

  beforeAll(async () => {
    server = createServer(withDeferredChunkScripts(next));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        httpGet(base + path, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (d: Buffer) => parts.push(d));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
          );
        }).on("error", reject);
      },
    );

  it("gzips a browser's page itself, rewritten, and asks Next for it unencoded", async () => {
    const res = await get("/", { accept: "text/html,*/*", "accept-encoding": "gzip, br" });
    expect(seen.acceptEncoding).toBeUndefined();
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toBe("rsc, Accept-Encoding");
    expect(gunzipSync(res.body).toString()).toBe(rewriteWhole(PAGE));
  });

  it("sends the rewritten page as it is to a browser that takes no gzip", async () => {
    const res = await get("/", { accept: "text/html" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString()).toBe(rewriteWhole(PAGE));
  });

  it("leaves a client-side navigation's fetch, a script file and a redirect to Next", async () => {
    const rsc = await get("/", { accept: "*/*", rsc: "1", "accept-encoding": "gzip" });
    expect(seen.acceptEncoding).toBe("gzip");
    expect(rsc.body.toString()).toBe(PAGE);

    const script = await get("/_next/static/chunks/b2.js", { accept: "text/html,*/*" });
    expect(script.body.toString()).toContain('<script src=\\"/_next/static/chunks/x.js\\"');

    const redirect = await get("/old", { accept: "text/html" });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe("/old/");
  });

  it("takes headers given to writeHead as a list, and keeps them", async () => {
    const res = await get("/raw", { accept: "text/html", "accept-encoding": "gzip" });
    expect(res.headers["x-kept"]).toBe("yes");
    expect(gunzipSync(res.body).toString()).toBe(rewriteWhole(PAGE));
  });

  it("rewrites a page whose headers are sent before its body", async () => {
    const res = await get("/flushed", { accept: "text/html", "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.body).toString()).toBe(rewriteWhole(PAGE));
  });
});
