// Faults survived (issue 17), on PostgreSQL with the API in its own process:
// - SIGKILL mid-load (pays, cancels, top-up approvals), restart, then nothing half-done or lost;
// - the database going away under the running app: quick 503 JSON, and recovery by itself.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { eq, inArray, sql } from "drizzle-orm";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, migrateDatabase, openDatabase, setDatabase, type Db } from "@/db/client";
import { bookings, payments, walletEntries } from "@/db/schema";
import { seed } from "@/db/seed";
import { bookableTherapist, freeSlots, fundWallet } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { onPostgres } from "@/tests/helpers/test-db";

const PORT = 3256;
const PROXY_PORT = 3257;
const base = `http://127.0.0.1:${PORT}/api`;

let admin: Pool;
let name: string;
let url: string;
let db: Db;

beforeAll(async () => {
  if (!onPostgres) return;
  admin = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  name = `t_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const target = new URL(process.env.TEST_DATABASE_URL!);
  target.pathname = `/${name}`;
  url = target.toString();
  const handle = await openDatabase({ url });
  await migrateDatabase(handle.db, true);
  await seed(handle.db);
  setDatabase(handle);
  db = handle.db;
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  await closeDb();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** Starts the API in a child process on PORT against `databaseUrl`; resolves once it answers. */
async function startApi(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    // tsx as a loader in this very process (its CLI would fork a child that SIGKILL misses).
    ["--conditions=react-server", "--import", "tsx", "tests/helpers/api-server.ts"],
    {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATABASE_URL: databaseUrl,
        PAYMENT_GATEWAY: "sandbox",
        DATABASE_CONNECT_TIMEOUT_MS: "1500",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready on")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`API exited early (${code}): ${errors}`)));
  });
  return child;
}

const killed = (child: ChildProcess, signal: NodeJS.Signals = "SIGKILL") =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });

async function request(path: string, token: string, method = "GET", body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe.runIf(onPostgres)("faults", () => {
  it("SIGKILL mid-load loses nothing and half-does nothing", async () => {
    const therapist = await bookableTherapist();
    const slots = await freeSlots(therapist.providerId, therapist.categoryId);
    const clients = await Promise.all(
      Array.from({ length: 4 }, () => signedInUser({ countryCode: "US" })),
    );
    for (const c of clients) await fundWallet(c.user.id, 10_000_000, "USD");

    let api = await startApi(url);
    const references: { token: string; reference: string }[] = [];
    /** What the server told the clients before it died, booking by booking. */
    const told = new Map<string, { clientId: string; paid: boolean; cancelled: boolean }>();
    /** Pays sent and not answered yet. */
    let paying = 0;
    let stop = false;
    const load = clients.map(async (client, index) => {
      for (let round = 0; !stop; round++) {
        try {
          const started = await request("/payment/wallet", client.token, "POST", {
            amount: 500_000,
          });
          if (started.status === 201) {
            const reference = started.body.data.payment.reference as string;
            references.push({ token: client.token, reference });
            await request(`/payment/sandbox/${reference}/approve`, client.token, "POST");
            await request(`/payment/status/${reference}`, client.token);
          }
          const slot = slots[index * 40 + round];
          if (!slot) continue;
          const booked = await request("/booking", client.token, "POST", {
            providerId: therapist.providerId,
            therapyCategoryId: therapist.categoryId,
            modality: "video",
            timeslotIdentifier: slot.identifier,
          });
          if (booked.status !== 201) continue;
          const id = booked.body.data.identifier as string;
          const answer = { clientId: client.user.id, paid: false, cancelled: false };
          told.set(id, answer);
          paying++;
          const paid = await request(`/booking/${id}/pay`, client.token, "POST").finally(
            () => paying--,
          );
          answer.paid = paid.status === 200;
          if (round % 2)
            answer.cancelled =
              (await request(`/booking/${id}/cancel`, client.token, "POST", {})).status === 200;
        } catch {
          // The server died under this request: exactly what is being tested.
        }
      }
    });
    // Killed once every client has had three bookings paid (the second also cancelled), while a
    // pay is under way: a fixed delay could end before the first booking on a busy machine.
    const paidOf = (clientId: string) =>
      [...told.values()].filter((b) => b.paid && b.clientId === clientId).length;
    for (let waited = 0; waited < 60_000; waited += 25) {
      if (paying > 0 && clients.every((c) => paidOf(c.user.id) >= 3)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await killed(api);
    stop = true;
    await Promise.all(load);
    expect(references.length).toBeGreaterThan(0);
    expect([...told.values()].filter((b) => b.paid).length).toBeGreaterThan(0);

    api = await startApi(url);
    try {
      // The client reloads: every payment answers a clear state, and settles if it can.
      for (const { token, reference } of references) {
        const res = await request(`/payment/status/${reference}`, token);
        expect(res.status).toBe(200);
        expect(["pending", "success", "failure"]).toContain(res.body.data.status);
      }
      // Every wallet's ledger sums to its balance.
      const { rows: sums } = (await db.execute(
        sql.raw(
          `select w.id, w.balance, coalesce((select sum(e.amount) from wallet_entries e where e.wallet_id = w.id), 0) as sum from wallets w`,
        ),
      )) as unknown as { rows: { id: string; balance: string; sum: string }[] };
      expect(sums.length).toBeGreaterThanOrEqual(4);
      for (const w of sums) expect(Number(w.sum), w.id).toBe(Number(w.balance));
      // A successful payment is credited exactly once; any other, never.
      for (const { reference } of references) {
        const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
        const credits = await db
          .select()
          .from(walletEntries)
          .where(eq(walletEntries.reference, reference));
        expect(credits.length, reference).toBe(payment!.status === "success" ? 1 : 0);
      }
      // Bookings: what was answered stands, and none is half-changed, answered or not.
      const rows = await db
        .select()
        .from(bookings)
        .where(
          inArray(
            bookings.clientId,
            clients.map((c) => c.user.id),
          ),
        );
      const byId = new Map(rows.map((b) => [b.id, b]));
      const entries = await db.select().from(walletEntries);
      const moved = (reference: string) =>
        entries.filter((e) => e.reference === reference).map((e) => e.amount);
      for (const [id, answer] of told) {
        const row = byId.get(id);
        expect(row?.clientId, `booking ${id} answered 201`).toBe(answer.clientId);
        if (answer.paid) {
          expect(row!.confirmedAt, `booking ${id} paid`).not.toBeNull();
          expect(row!.amount).toBeGreaterThan(0);
          expect(moved(`booking:${id}`), `booking ${id} charged once`).toEqual([-row!.amount]);
        }
        if (answer.cancelled) expect(row!.status, `booking ${id}`).toBe("cancelled");
      }
      for (const b of rows) {
        // Paid: confirmed once with exactly one debit of its price; never paid: no debit at all.
        // Refunded at most once, and only a paid booking that was cancelled.
        const paid = b.confirmedAt !== null;
        expect(moved(`booking:${b.id}`), b.id).toEqual(paid && b.amount ? [-b.amount] : []);
        if (!paid) expect(b.status, b.id).not.toBe("confirmed");
        const refunds = moved(`refund:booking:${b.id}`);
        expect(refunds.length, b.id).toBeLessThanOrEqual(paid && b.status === "cancelled" ? 1 : 0);
        for (const r of refunds) expect(r, b.id).toBeLessThanOrEqual(b.amount);
      }
    } finally {
      await killed(api);
    }
  }, 180_000);

  it("answers 503 JSON quickly while PostgreSQL is away, and recovers by itself", async () => {
    // A TCP proxy in front of PostgreSQL: closing it is PostgreSQL going away for this app only.
    const pg = new URL(process.env.TEST_DATABASE_URL!);
    const sockets = new Set<Socket>();
    let proxy: Server | undefined;
    const open = () =>
      new Promise<void>((resolve) => {
        proxy = createServer((client) => {
          const upstream = createConnection(Number(pg.port || 5432), pg.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on("error", () => s.destroy());
            s.on("close", () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        }).listen(PROXY_PORT, "127.0.0.1", () => resolve());
      });
    const close = () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        proxy!.close(() => resolve());
      });
    const viaProxy = new URL(url);
    viaProxy.host = `127.0.0.1:${PROXY_PORT}`;

    await open();
    const api = await startApi(viaProxy.toString());
    try {
      const categories = async () => {
        const started = Date.now();
        const res = await fetch(`${base}/categories/therapy`);
        return {
          status: res.status,
          type: res.headers.get("content-type"),
          body: (await res.json()) as { code?: string },
          ms: Date.now() - started,
        };
      };
      expect((await categories()).status).toBe(200);

      await close();
      for (let i = 0; i < 3; i++) {
        const down = await categories();
        expect(down.status).toBe(503);
        expect(down.type).toMatch(/application\/json/);
        expect(down.body.code).toBe("SERVICE_UNAVAILABLE");
        expect(down.ms).toBeLessThan(5_000);
      }

      await open();
      let up = await categories();
      for (let i = 0; i < 20 && up.status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        up = await categories();
      }
      expect(up.status).toBe(200);
    } finally {
      await killed(api);
      await close().catch(() => undefined);
    }
  }, 120_000);
});
