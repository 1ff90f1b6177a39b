// @vitest-environment node
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";
import { DomainError } from "./errors";
import { flushErrorReports, startErrorReports, stopErrorReports } from "./error-reports";
import { createApiApp } from "./http";

// A Sentry stand-in: every envelope the SDK posts, as the lines it is made of.
const envelopes: unknown[][] = [];
let sentry: Server;

const EMAIL = "ada.lovelace@example.com";
const TOKEN = "rT0k3n".repeat(8);
const NOTE = "Client spoke about the panic attacks at work";

const app = createApiApp()
  .post("/boom", async (c) => {
    const body = await c.req.json<{ note: string }>();
    throw new Error(`note "${body.note.length}" not saved for ${EMAIL} with ${TOKEN}`);
  })
  .get("/taken", () => {
    throw new DomainError("SLOT_TAKEN");
  })
  .get("/offline", () => {
    // What Node's fetch throws when a gateway cannot be reached.
    throw new TypeError("fetch failed");
  });

beforeAll(async () => {
  sentry = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      envelopes.push(
        body
          .toString("utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      );
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, "127.0.0.1", resolve));
  const { port } = sentry.address() as { port: number };
  process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${port}/1`;
  await startErrorReports();
});

afterAll(async () => {
  delete process.env.SENTRY_DSN;
  await stopErrorReports();
  await new Promise((resolve) => sentry.close(resolve));
});

describe("error reports (SENTRY_DSN set)", () => {
  it("sends a server error with its request id and nothing personal; never a refusal or a network failure", async () => {
    expect((await app.request("/api/taken")).status).toBe(409);
    expect((await app.request("/api/offline")).status).toBe(500);
    const res = await app.request("/api/boom", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${TOKEN}`,
        cookie: `refreshToken=${TOKEN}`,
        "x-forwarded-for": "203.0.113.9",
      },
      body: JSON.stringify({ note: NOTE, name: "Ada Lovelace", email: EMAIL }),
    });
    expect(res.status).toBe(500);
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    await flushErrorReports();
    takeConsoleCalls();

    const events = envelopes.flatMap((lines) =>
      lines.filter((line) => (line as { exception?: unknown }).exception),
    ) as {
      tags?: Record<string, string>;
      exception: { values: { type: string; value: string }[] };
    }[];
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.tags).toMatchObject({ requestId, route: "/api/boom", method: "POST" });
    expect(event!.exception.values[0]!.value).toContain("[email]");

    const sent = JSON.stringify(envelopes);
    for (const personal of [EMAIL, TOKEN, NOTE, "Ada Lovelace", "203.0.113.9", "refreshToken"])
      expect(sent).not.toContain(personal);
  });
});
