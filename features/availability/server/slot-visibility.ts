import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { providerProfiles } from "@/db/schema/practice";
import { approvedCredentials } from "@/features/credentials/server/service";
import { DomainError } from "@/lib/server/errors";

type Relation = (providerId: string, clientId: string) => Promise<boolean>;

// Plugged in by app/api/app.ts (the clients feature's rule); until then nobody is a client.
let clientOf: Relation = async () => false;

export function setSlotClientOf(source: Relation) {
  clientOf = source;
}

/**
 * Active and approved (decisions 0213, 0214): whose times anyone may read. Whether their profile
 * is complete enough to be listed and booked is the directory's and the booking's question.
 */
export async function hasPublicTimes(providerId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: providerProfiles.userId })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(
      and(
        eq(providerProfiles.userId, providerId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        approvedCredentials(providerProfiles.userId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A therapist nobody has verified is on sale to no one, so their times are nobody's business but
 * their own and their existing clients' (who still reschedule, or schedule a session they hold).
 * Everyone else is told the therapist does not exist, as the directory and profile do.
 */
export async function assertSlotsReadable(
  providerId: string,
  viewerId: string | undefined,
  isPublic: boolean,
) {
  if (isPublic) return;
  if (viewerId && (viewerId === providerId || (await clientOf(providerId, viewerId)))) return;
  throw new DomainError("PROVIDER_NOT_FOUND");
}
