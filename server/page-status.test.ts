// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerWithStatus } from "@/lib/server/page-status";
import { withDeferredChunkScripts } from "./deferred-scripts";
import { withPageStatus } from "./page-status";
import type { NodeHandler } from "./request-handler";

// A stand-in for Next: it renders after a wait of its own (as a page awaits its data), the
// "not found" paths answer their status from inside the render, and it sends 200 as Next does
// for a page that rendered. `/head/…` sets its headers with writeHead, the rest with the first write.
const next: NodeHandler = async (req, res) => {
  const url = new URL(req.url!, "http://x");
  await sleep(Number(url.searchParams.get("wait") ?? 0));
  if (url.pathname.includes("missing")) answerWithStatus(404);
  await sleep(1);
  res.statusCode = 200;
  res.setHeader("content-type", "text/html; charset=utf-8");
  if (url.pathname.startsWith("/head/")) res.writeHead(200);
  res.write("<!DOCTYPE html><html><body>");
  res.end(`<h1>${url.pathname}</h1></body></html>`);
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(withPageStatus(withDeferredChunkScripts(next)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { accept: "text/html", ...headers } });

describe("a page's own status", () => {
  it("is sent when the page answers one, and the page's HTML with it", async () => {
    for (const path of ["/missing/", "/head/missing/"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(`<h1>${path}</h1>`);
    }
    expect((await page("/found/")).status).toBe(200);
    expect((await page("/head/found/")).status).toBe(200);
  });

  it("belongs to its own request when many render at once", async () => {
    const paths = Array.from({ length: 60 }, (_, i) =>
      i % 3 ? `/found-${i}/?wait=${i % 7}` : `/missing-${i}/?wait=${i % 5}`,
    );
    const statuses = await Promise.all(paths.map(async (path) => (await page(path)).status));
    expect(statuses).toEqual(paths.map((path) => (path.includes("missing") ? 404 : 200)));
  });

  it("leaves a client-side navigation's RSC fetch and Next's files at 200", async () => {
    expect((await page("/missing/", { rsc: "1" })).status).toBe(200);
    expect((await page("/_next/static/missing.js")).status).toBe(200);
  });

  it("is nothing outside a request", () => {
    expect(() => answerWithStatus(404)).not.toThrow();
  });
});
