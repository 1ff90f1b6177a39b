import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { outbox } from "@/db/schema/platform";
import { devOutboxEnabled } from "./env";
import { DomainError } from "./errors";
import { createRouter } from "./http";
import { z } from "zod";
import { answers, data } from "./openapi";

const outboxEmailSchema = z.strictObject({
  identifier: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});

/** The development mailbox: every email the default mailer wrote, newest first. Off in production. */
export const devOutboxRoutes = createRouter().get(
  "/outbox",
  answers({ 200: data(z.array(outboxEmailSchema)) }, ["NOT_FOUND"]),
  async (c) => {
    if (!devOutboxEnabled()) throw new DomainError("NOT_FOUND");
    const db = await getDb();
    const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(50);
    return c.json({
      data: rows.map((r) => ({
        identifier: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        kind: r.kind,
        createdAt: r.createdAt,
      })),
    });
  },
);
