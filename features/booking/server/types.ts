import "server-only";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";

export type Db = Awaited<ReturnType<typeof getDb>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Row = typeof bookings.$inferSelect;
