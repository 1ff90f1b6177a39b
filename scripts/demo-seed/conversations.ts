import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { conversations, messages } from "@/db/schema";
import { idOf } from "./sessions";

const MINUTE = 60_000;

type Line = {
  from: "client" | "therapist";
  /** How long before the demo was first started it was sent. */
  minutesAgo: number;
  text: string;
  /** Not yet read by its recipient: the dashboard counts it beside "Messages". */
  unread?: true;
};

/** Each demo client writes with a therapist they have sessions with, in the client's language. */
const DEMO_CONVERSATIONS: { client: string; therapist: string; lines: Line[] }[] = [
  {
    client: "emily.brown@demo.therapy",
    therapist: "james.carter@demo.therapy",
    lines: [
      {
        from: "client",
        minutesAgo: 26 * 60,
        text: "Hi James, is it all right if I join our next session from my phone? My laptop's camera has stopped working.",
      },
      {
        from: "therapist",
        minutesAgo: 25 * 60 + 20,
        text: "Hi Emily, the phone is fine. Find a quiet place where you can talk freely, and join a couple of minutes early in case it asks for the camera.",
      },
      { from: "client", minutesAgo: 25 * 60 + 12, text: "Will do, thank you!" },
    ],
  },
  {
    client: "jonas.weber@demo.therapy",
    therapist: "lena.mueller@demo.therapy",
    lines: [
      {
        from: "client",
        minutesAgo: 5 * 60,
        text: "Hallo Frau Müller, für meine zweite Sitzung habe ich noch keinen Termin gewählt. Sind auch Abende möglich?",
      },
      {
        from: "therapist",
        minutesAgo: 3 * 60,
        text: "Hallo Herr Weber, abends biete ich leider keine Sitzungen an. Unter „Meine Sitzungen“ können Sie einen freien Termin wählen, sobald es Ihnen passt.",
        unread: true,
      },
    ],
  },
  {
    client: "chioma.eze@demo.therapy",
    therapist: "amaka.obi@demo.therapy",
    lines: [
      {
        from: "therapist",
        minutesAgo: 2 * 24 * 60,
        text: "Hello Chioma, good to have you back. If anything comes up before our next session, you can write to me here.",
      },
      {
        from: "client",
        minutesAgo: 90,
        text: "Thank you! Could we spend part of the next session on sleep? It has been hard this week.",
        unread: true,
      },
    ],
  },
];

/**
 * A few messages for the demo (`npm run demo`), so Messages opens on real conversations and the
 * dashboard shows what an unread one looks like. Each pair's conversation is written only while
 * it has none, so starting the demo again adds nothing. Every seeded message counts as already
 * emailed about, so the unread-message sweep sends no email for it.
 */
export async function seedDemoConversations(db: Db, now = Date.now()) {
  let added = 0;
  for (const { client, therapist, lines } of DEMO_CONVERSATIONS) {
    const clientId = await idOf(db, client);
    const providerId = await idOf(db, therapist);
    const [existing] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.clientId, clientId), eq(conversations.providerId, providerId)));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const first = new Date(now - lines[0]!.minutesAgo * MINUTE - MINUTE);
      const [conversation] = await tx
        .insert(conversations)
        .values({ clientId, providerId, createdAt: first })
        .returning({ id: conversations.id });
      for (const line of lines) {
        const at = new Date(now - line.minutesAgo * MINUTE);
        await tx.insert(messages).values({
          conversationId: conversation!.id,
          senderId: line.from === "client" ? clientId : providerId,
          text: line.text,
          createdAt: at,
          seenAt: line.unread ? null : new Date(at.getTime() + 5 * MINUTE),
          notifiedAt: at,
        });
      }
    });
    added++;
  }
  return added;
}
