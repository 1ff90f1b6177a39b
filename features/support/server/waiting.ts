import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { supportChatMessages, supportConversations } from "@/db/schema/support";

/**
 * Open conversations whose last line is the person's, so support owes them an answer (the inbox's
 * `waiting`), for the console's overview (decision 0815). A count, never who.
 */
export async function supportWaitingCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(supportConversations)
    .where(
      sql`${supportConversations.status} = 'open' and (
        select ${supportChatMessages.fromStaff} from ${supportChatMessages}
        where ${supportChatMessages.conversationId} = ${supportConversations.id}
        order by ${supportChatMessages.createdAt} desc limit 1
      ) = false`,
    );
  return Number(row?.waiting ?? 0);
}
