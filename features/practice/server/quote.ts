import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { anyId, prepared } from "@/db/prepared";
import { users } from "@/db/schema/accounts";
import { preferenceOptions } from "@/db/schema/catalog";
import { batched } from "@/lib/server/batch";
import { approvedCredentials } from "@/features/credentials/server/service";
import type { CalendarSetupType } from "@/features/availability";
import {
  providerCategoryFees,
  providerModalities,
  providerProfiles,
  providerTherapyCategories,
} from "@/db/schema/practice";

export type SessionQuote = {
  /** Minor units; 0 when free. */
  amount: number;
  currency: string;
  isFree: boolean;
  /** Slugs of the modalities the therapist offers (video, audio, in-person, chat). */
  modalities: string[];
  /** The therapist's IANA time zone, for "the same weekly time" of a series. */
  timezone: string;
  /** How their calendar is set up, which decides the slots a booking may take. */
  calendarSetupType: CalendarSetupType;
  minimumNoticeMinutes: number;
  /** Read with the rest, for the booking's answer. */
  providerName: { firstName: string; lastName: string };
  /** Whether their credentials are approved: clients book only such therapists (decision 0213). */
  verified: boolean;
};

/**
 * Runs on every booking: prepared once (db/prepared.ts), the modalities in the same statement, for
 * any number of therapists and categories (each row names its pair).
 */
const feesOf = prepared((db) =>
  db
    .select({
      categoryId: providerTherapyCategories.categoryId,
      profile: providerProfiles,
      timezone: users.timezone,
      verified: approvedCredentials(users.id),
      firstName: users.firstName,
      lastName: users.lastName,
      categoryFee: providerCategoryFees,
      modalities: sql<string[]>`array(select ${preferenceOptions.slug} from ${providerModalities}
        inner join ${preferenceOptions} on ${preferenceOptions.id} = ${providerModalities.optionId}
        where ${providerModalities.providerId} = ${providerProfiles.userId})`,
    })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .innerJoin(
      providerTherapyCategories,
      and(
        eq(providerTherapyCategories.providerId, providerProfiles.userId),
        anyId(providerTherapyCategories.categoryId, "categoryIds"),
      ),
    )
    .leftJoin(
      providerCategoryFees,
      and(
        eq(providerCategoryFees.providerId, providerProfiles.userId),
        eq(providerCategoryFees.categoryId, providerTherapyCategories.categoryId),
      ),
    )
    .where(
      and(
        anyId(providerProfiles.userId, "providerIds"),
        eq(providerProfiles.isListed, true),
        eq(users.isActive, true),
      ),
    )
    .prepare("session_fees"),
);

type Ask = { providerId: string; categoryId: string };
const unique = (ids: string[]) => [...new Set(ids)];

/** The quotes asked for in one turn of the event loop, in one read (lib/server/batch.ts). */
const feeRow = batched(async (asks: Ask[]) => {
  const rows = await (
    await feesOf()
  ).execute({
    providerIds: unique(asks.map((a) => a.providerId)),
    categoryIds: unique(asks.map((a) => a.categoryId)),
  });
  return asks.map((ask) =>
    rows.find((r) => r.profile.userId === ask.providerId && r.categoryId === ask.categoryId),
  );
});

type GeneralFee = Pick<
  typeof providerProfiles.$inferSelect,
  "generalFee" | "generalFeeIsFree" | "feeCurrency"
>;
export type Fee = Pick<SessionQuote, "amount" | "currency" | "isFree">;

/** The category's own fee when set, else the general fee; null when neither is a price. */
function feeFrom(
  profile: GeneralFee,
  categoryFee: typeof providerCategoryFees.$inferSelect | null | undefined,
): Fee | null {
  const isFree = categoryFee ? categoryFee.isFree : profile.generalFeeIsFree;
  const amount = categoryFee ? categoryFee.fee : (profile.generalFee ?? 0);
  const currency = categoryFee?.currencyCode ?? profile.feeCurrency;
  if (!currency || (!isFree && amount <= 0)) return null;
  return { amount: isFree ? 0 : amount, currency, isFree };
}

const categoryFeesOf = prepared((db) =>
  db
    .select()
    .from(providerCategoryFees)
    .where(eq(providerCategoryFees.providerId, sql.placeholder("providerId")))
    .prepare("provider_category_fees"),
);

/**
 * A therapist's fee for each category, for their profile page, which has loaded their profile row
 * and their categories: one query for any number of categories. The answer gives null for a
 * category without a price, as quoteSessionFee does.
 */
export async function sessionFees(
  providerId: string,
  profile: GeneralFee,
): Promise<(categoryId: string) => Fee | null> {
  const own = new Map(
    (await (await categoryFeesOf()).execute({ providerId })).map((f) => [f.categoryId, f]),
  );
  return (categoryId) => feeFrom(profile, own.get(categoryId));
}

/**
 * What one session of a category costs with a listed, active therapist: the category's own fee
 * when set, else the general fee. Null when the therapist cannot be booked for that category.
 */
export async function quoteSessionFee(
  providerId: string,
  categoryId: string,
): Promise<SessionQuote | null> {
  const row = await feeRow({ providerId, categoryId });
  if (!row) return null;
  const fee = feeFrom(row.profile, row.categoryFee);
  if (!fee) return null;
  return {
    ...fee,
    modalities: row.modalities,
    timezone: row.timezone,
    calendarSetupType: row.profile.calendarSetupType,
    minimumNoticeMinutes: row.profile.minimumNoticeMinutes,
    providerName: { firstName: row.firstName, lastName: row.lastName },
    verified: row.verified,
  };
}
