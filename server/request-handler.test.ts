// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createRequestHandler,
  isApiPath,
  notFoundIfUndecodable,
  UNDECODABLE_PAGE_PATH,
} from "./request-handler";

// A stand-in for the real API: the same routing options (basePath /api, strict: false), plus an
// endless event stream like the chat's live channel will be.
const streams = { opened: 0, aborted: 0 };
const api = new Hono({ strict: false })
  .basePath("/api")
  .get("/health", (c) => c.json({ data: { status: "ok" } }))
  .get("/events", (c) =>
    streamSSE(c, async (stream) => {
      streams.opened++;
      let closed = false;
      stream.onAbort(() => {
        closed = true;
        streams.aborted++;
      });
      for (let id = 1; !closed; id++) {
        await stream.writeSSE({ id: String(id), event: "tick", data: `event ${id}` });
        await stream.sleep(20);
      }
    }),
  );

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(
    createRequestHandler({
      api: getRequestListener(api.fetch, { overrideGlobalObjects: false }),
      // Next's handler, as far as routing can tell.
      next: (req, res) => res.end(`next ${req.url}`),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the server entry's routing", () => {
  it("sends /api and everything under it to the API, with or without a trailing slash", async () => {
    for (const path of ["/api/health", "/api/health/", "/api/health?probe=1"]) {
      const response = await fetch(base + path, { redirect: "manual" });
      expect(response.status, path).toBe(200);
      expect(await response.json()).toEqual({ data: { status: "ok" } });
    }
    const missing = await fetch(`${base}/api/nothing-here`);
    expect(missing.status).toBe(404);
  });

  it("sends pages, including paths that merely start with 'api', to Next", async () => {
    for (const path of ["/", "/de/", "/apiary", "/apiary/x", "/therapists/?q=api"]) {
      const response = await fetch(base + path);
      expect(await response.text(), path).toBe(`next ${path}`);
    }
  });

  it("tells API paths from page paths", () => {
    expect(isApiPath("/api")).toBe(true);
    expect(isApiPath("/api?x=1")).toBe(true);
    expect(isApiPath("/api/booking/1")).toBe(true);
    expect(isApiPath("/apiary")).toBe(false);
    expect(isApiPath("/de/api/")).toBe(false);
    expect(isApiPath(undefined)).toBe(false);
  });
});

describe("a long-lived response through the entry", () => {
  it("delivers server-sent events as they are written and stops when the client goes away", async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);

    // The first events arrive while the response is still open.
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    while (!received.includes("data: event 3")) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received += value;
    }
    expect(received).toContain("event: tick\ndata: event 1\nid: 1\n\n");
    expect(streams).toEqual({ opened: 1, aborted: 0 });

    // The client hangs up: the handler hears of it and its loop ends.
    controller.abort();
    await vi.waitFor(() => expect(streams.aborted).toBe(1), { timeout: 2000 });
  });
});

describe("notFoundIfUndecodable", () => {
  it("sends page paths that do not decode to the not-found path, in their language", () => {
    expect(notFoundIfUndecodable("/therapists/%u0000/")).toBe(UNDECODABLE_PAGE_PATH);
    expect(notFoundIfUndecodable("/therapists/%25u0000/")).toBe(UNDECODABLE_PAGE_PATH);
    expect(notFoundIfUndecodable("/de/therapists/%E0%A4%A/?x=1")).toBe(
      `/de${UNDECODABLE_PAGE_PATH}`,
    );
    expect(notFoundIfUndecodable("/%")).toBe(UNDECODABLE_PAGE_PATH);
  });

  it("leaves every decodable URL as it is", () => {
    for (const url of ["/", "/de/", "/therapists/a%20b/?q=%zz", "/caf%C3%A9/", undefined]) {
      expect(notFoundIfUndecodable(url)).toBe(url);
    }
  });
});

describe("/metrics through the entry", () => {
  const route = async (url: string, withMetrics: boolean) => {
    const seen: string[] = [];
    const handler = createRequestHandler({
      api: () => void seen.push("api"),
      next: () => void seen.push("next"),
      metrics: withMetrics ? () => void seen.push("metrics") : undefined,
    });
    await handler({ url, method: "GET" } as never, {} as never);
    return seen[0];
  };

  it("goes to the metrics handler only when one is given (METRICS_TOKEN), else to Next", async () => {
    expect(await route("/metrics", true)).toBe("metrics");
    expect(await route("/metrics?name[]=x", true)).toBe("metrics");
    expect(await route("/metricsx", true)).toBe("next");
    expect(await route("/de/metrics", true)).toBe("next");
    expect(await route("/metrics", false)).toBe("next");
  });
});
