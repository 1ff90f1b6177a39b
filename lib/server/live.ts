import "server-only";
import { Redis } from "ioredis";
import pg from "pg";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

/**
 * The live channel's fan-out (decisions 0601, 0520). A change is published as a small notice
 * naming its recipients; every app instance hears every notice and writes it to the event streams
 * of the recipients connected to it. Where notices travel:
 * - REDIS_URL set: Redis pub/sub;
 * - else DATABASE_URL set (PostgreSQL): LISTEN/NOTIFY on one dedicated connection per instance;
 * - else (PGlite, one process): in memory.
 * Notices carry ids, never texts. Nothing depends on a notice arriving: a client that reconnects
 * re-reads from the database, and an instance whose listening connection dropped tells its
 * clients to re-read ("resync").
 */
export type Notice = {
  recipients: string[];
  /** The event's name on the stream: messaging's "message", "seen"…, notifications' "news". */
  type: string;
  /** A notice naming a message is delivered with the message, loaded once per instance. */
  messageId?: string;
  [detail: string]: unknown;
};

/** What a person's open streams receive: a notice without its recipients, or "resync". */
export type LiveEvent = { type: string; [detail: string]: unknown };
/** One open stream; only one that shows messages has a notice's message loaded for it. */
type Listener = { deliver: (event: LiveEvent) => void; messages: boolean };
type MessageLoader = (messageId: string) => Promise<unknown>;

const CHANNEL = "live";

interface Transport {
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

type Hub = {
  listeners: Map<string, Set<Listener>>;
  transport?: Promise<Transport>;
  loader?: MessageLoader;
};
// One hub per process, shared by every copy of the API bundle (dev reloads, as the db handle).
const g = globalThis as unknown as { __live?: Hub };
const hub: Hub = (g.__live ??= { listeners: new Map() });

/** Messaging's way to turn a notice's messageId into the message both members see. */
export function setMessageLoader(loader: MessageLoader) {
  hub.loader = loader;
}

function broadcastResync() {
  for (const set of hub.listeners.values())
    for (const listener of set) listener.deliver({ type: "resync" });
}

async function receive(payload: string) {
  let notice: Notice;
  try {
    notice = JSON.parse(payload) as Notice;
  } catch {
    return;
  }
  const local = notice.recipients.flatMap((id) => [...(hub.listeners.get(id) ?? [])]);
  const { recipients: _, messageId, ...event } = notice;
  if (messageId === undefined) {
    for (const listener of local) listener.deliver(event);
    return;
  }
  for (const listener of local) if (!listener.messages) listener.deliver(event);
  const withMessage = local.filter((listener) => listener.messages);
  if (!withMessage.length) return;
  const message = await hub.loader?.(messageId).catch(() => null);
  if (message) for (const listener of withMessage) listener.deliver({ type: notice.type, message });
}

function memoryTransport(): Transport {
  return {
    publish: async (payload) => void queueMicrotask(() => void receive(payload)),
    close: async () => {},
  };
}

async function postgresTransport(url: string): Promise<Transport> {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (n) => {
      if (n.channel === CHANNEL && n.payload) void receive(n.payload);
    });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (closed) return;
      client = undefined;
      // Notices sent while nobody listened are lost: reconnect, then have clients re-read.
      setTimeout(
        () => void connect().catch(() => undefined),
        Math.min(5000, 200 * 2 ** attempt++),
      ).unref();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    if (attempt > 0) broadcastResync();
    attempt = 0;
    client = next;
  }
  await connect();
  return {
    async publish(payload) {
      // Through the app's pool: NOTIFY reaches every listening instance, this one included.
      const db = await getDb();
      await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

async function redisTransport(url: string): Promise<Transport> {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  let readyOnce = false;
  subscriber.on("ready", () => {
    if (readyOnce) broadcastResync();
    readyOnce = true;
  });
  subscriber.on("message", (channel: string, payload: string) => {
    if (channel === CHANNEL) void receive(payload);
  });
  publisher.on("error", () => undefined);
  subscriber.on("error", () => undefined);
  await subscriber.subscribe(CHANNEL);
  return {
    publish: async (payload) => void (await publisher.publish(CHANNEL, payload)),
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

export function liveTransportKind(): "redis" | "postgres" | "memory" {
  if (process.env.REDIS_URL) return "redis";
  if (process.env.DATABASE_URL) return "postgres";
  return "memory";
}

function transport(): Promise<Transport> {
  hub.transport ??= (() => {
    const kind = liveTransportKind();
    const made =
      kind === "redis"
        ? redisTransport(process.env.REDIS_URL!)
        : kind === "postgres"
          ? postgresTransport(process.env.DATABASE_URL!)
          : Promise.resolve(memoryTransport());
    return made.catch((error) => {
      hub.transport = undefined;
      throw error;
    });
  })();
  return hub.transport;
}

/** Sends a change to its recipients on every instance. A failure is logged, never the caller's. */
export async function publish(notice: Notice) {
  try {
    await (await transport()).publish(JSON.stringify(notice));
  } catch (error) {
    console.error("[live] publish failed:", (error as Error).message);
  }
}

/**
 * A connected stream of one user. Starts the instance's listening side on first use. A stream
 * without `messages` hears a message's notice as its type alone, and costs no read.
 */
export async function subscribe(
  userId: string,
  deliver: (event: LiveEvent) => void,
  { messages = false }: { messages?: boolean } = {},
) {
  await transport();
  const listener: Listener = { deliver, messages };
  let set = hub.listeners.get(userId);
  if (!set) hub.listeners.set(userId, (set = new Set<Listener>()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (!set.size) hub.listeners.delete(userId);
  };
}

/** Streams open on this instance (the bench and tests read it). */
export const openStreams = () =>
  [...hub.listeners.values()].reduce((sum, set) => sum + set.size, 0);

export async function closeLive() {
  const pending = hub.transport;
  hub.transport = undefined;
  if (pending) await (await pending.catch(() => undefined))?.close();
}
