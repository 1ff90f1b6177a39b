// @vitest-environment node
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closingConnectionsWhileDraining, shutdownSettings, shutDown } from "./shutdown";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server whose /slow answers after `ms`, and whose other paths answer at once. */
async function start(isDraining: () => boolean, slowMs = 300) {
  server = createServer(
    closingConnectionsWhileDraining((req, res) => {
      if (req.url === "/slow") setTimeout(() => res.end("slow done"), slowMs);
      else res.end("ok");
    }, isDraining),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET over a fresh connection, kept alive: status, body and the Connection header. */
function get(url: string) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: "keep-alive" } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, body, connection: res.headers.connection }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("shutDown", () => {
  it("drains first, finishes the request in flight, then refuses new connections and releases", async () => {
    const order: string[] = [];
    let draining = false;
    const base = await start(() => draining);
    const inFlight = get(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const closed = shutDown(
      {
        server: server!,
        startDraining: () => {
          draining = true;
          order.push("draining");
        },
        stopJobs: () => order.push("jobs stopped"),
        jobsSettled: async () => void order.push("jobs settled"),
        release: async () => void order.push("released"),
      },
      { timeoutMs: 10_000, drainDelayMs: 100 },
    );
    // During the drain delay requests are still answered, each closing its connection.
    const during = await get(`${base}/`);
    expect(during).toMatchObject({ status: 200, body: "ok", connection: "close" });

    expect(await inFlight).toMatchObject({ status: 200, body: "slow done" });
    await closed;
    expect(order).toEqual(["draining", "jobs stopped", "jobs settled", "released"]);
    await expect(get(`${base}/`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("cuts a request that outlives the time allowed, and still releases in time", async () => {
    const base = await start(() => true, 60_000);
    const hung = get(`${base}/slow`).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const release = vi.fn(async () => {});
    const started = Date.now();
    await shutDown(
      {
        server: server!,
        startDraining: () => {},
        stopJobs: () => {},
        jobsSettled: () => new Promise(() => {}),
        release,
      },
      { timeoutMs: 1_500, drainDelayMs: 0, reserveMs: 1_000 },
    );
    expect(Date.now() - started).toBeLessThan(1_400);
    expect(release).toHaveBeenCalledTimes(1);
    expect(await hung).toBeInstanceOf(Error);
  });
});

describe("shutdownSettings", () => {
  it("reads SHUTDOWN_TIMEOUT_MS and DRAIN_DELAY_MS, with 10 s and none by default", () => {
    expect(shutdownSettings({})).toEqual({ timeoutMs: 10_000, drainDelayMs: 0 });
    expect(shutdownSettings({ SHUTDOWN_TIMEOUT_MS: "25000", DRAIN_DELAY_MS: "3000" })).toEqual({
      timeoutMs: 25_000,
      drainDelayMs: 3_000,
    });
    expect(shutdownSettings({ SHUTDOWN_TIMEOUT_MS: "soon", DRAIN_DELAY_MS: "-1" })).toEqual({
      timeoutMs: 10_000,
      drainDelayMs: 0,
    });
  });
});
