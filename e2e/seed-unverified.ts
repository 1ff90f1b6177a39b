import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  availabilityWeekdays,
  providerConcerns,
  providerLanguages,
  providerModalities,
  providerProfiles,
  providerTherapyCategories,
  users,
} from "@/db/schema";

/**
 * A therapist who did everything but have their credentials approved (issue 74): Ngozi Okafor,
 * with Amaka Obi's profile, fee, therapies and weekly hours, no credentials submitted and no payout
 * account. For e2e/full-stack/onboarding.spec.ts: she must be nowhere a client can book her.
 */
export async function seedUnverifiedTherapist(db: Db) {
  const [amaka] = await db.select().from(users).where(eq(users.email, "amaka.obi@demo.therapy"));
  const from = amaka!.id;
  const [ngozi] = await db
    .insert(users)
    .values({
      ...amaka!,
      id: undefined,
      email: "ngozi.okafor@demo.therapy",
      firstName: "Ngozi",
      lastName: "Okafor",
      createdAt: undefined,
      updatedAt: undefined,
    })
    .returning({ id: users.id });
  const to = ngozi!.id;
  const [profile] = await db
    .select()
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, from));
  await db.insert(providerProfiles).values({
    ...profile!,
    userId: to,
    userName: null,
    photoKey: null,
    // Complete, so only the missing approval keeps her out (decision 0213).
    isListed: true,
  });
  const copy = async <T extends { providerId: string }>(
    table: Parameters<Db["insert"]>[0],
    rows: T[],
  ) => {
    if (rows.length)
      await db
        .insert(table)
        .values(
          rows.map(({ id: _id, ...row }: T & { id?: string }) => ({ ...row, providerId: to })),
        );
  };
  await copy(
    providerModalities,
    await db.select().from(providerModalities).where(eq(providerModalities.providerId, from)),
  );
  await copy(
    providerLanguages,
    await db.select().from(providerLanguages).where(eq(providerLanguages.providerId, from)),
  );
  await copy(
    providerConcerns,
    await db.select().from(providerConcerns).where(eq(providerConcerns.providerId, from)),
  );
  await copy(
    providerTherapyCategories,
    await db
      .select()
      .from(providerTherapyCategories)
      .where(eq(providerTherapyCategories.providerId, from)),
  );
  await copy(
    availabilityWeekdays,
    await db.select().from(availabilityWeekdays).where(eq(availabilityWeekdays.providerId, from)),
  );
  return to;
}
