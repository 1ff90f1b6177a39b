import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { hashPassword } from "@/lib/server/password";
import type { Db } from "./client";
import {
  concerns,
  availabilityWeekdays,
  bookings,
  countries,
  preferenceOptions,
  reviews,
  roomAttendance,
  providerConcerns,
  providerLanguages,
  providerLicenseStates,
  providerModalities,
  providerProfiles,
  providerTherapyCategories,
  states,
  therapyCategories,
  users,
} from "./schema";
import { seedConcerns, seedPreferenceOptions, seedTherapyCategories } from "./seed-data/catalog";
import { seedCountries } from "./seed-data/countries";
import { seedPeople } from "./seed-data/people";
import { seedReviews } from "./seed-data/reviews";
import { seedWorkHistory } from "./seed-data/work-history";
import { seedCredentials } from "./seed-data/credentials";

/**
 * Demo data. Idempotent: every row is keyed by a natural key (code, slug, email) and inserted
 * only when missing, so extending a list and seeding again adds just the new rows.
 */
/** `now`: the past sessions are placed before it, so the demo looks the same on any day. */
export async function seed(db: Db, now = new Date()) {
  for (const country of seedCountries) {
    const { states: stateList, ...row } = country;
    await db.insert(countries).values(row).onConflictDoNothing({ target: countries.code });
    const [saved] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, row.code));
    if (stateList.length && saved) {
      await db
        .insert(states)
        .values(stateList.map(([code, name]) => ({ countryId: saved.id, code, name })))
        .onConflictDoNothing();
    }
  }

  await db
    .insert(therapyCategories)
    .values(seedTherapyCategories.map((c, i) => ({ ...c, sortOrder: i })))
    .onConflictDoNothing();
  await db
    .insert(concerns)
    .values(seedConcerns.map((c, i) => ({ ...c, sortOrder: i })))
    .onConflictDoNothing();
  for (const [kind, options] of Object.entries(seedPreferenceOptions)) {
    await db
      .insert(preferenceOptions)
      .values(options.map((o, i) => ({ kind, ...o, sortOrder: i })))
      .onConflictDoNothing();
  }

  const countryRows = await db.select().from(countries);
  const countryByCode = new Map(countryRows.map((c) => [c.code, c]));
  const categoryRows = await db.select().from(therapyCategories);
  const concernRows = await db.select().from(concerns);
  const optionRows = await db.select().from(preferenceOptions);
  const option = (kind: string, slug: string) =>
    optionRows.find((o) => o.kind === kind && o.slug === slug)?.id;

  for (const person of seedPeople) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, person.email));
    if (existing.length) continue;
    const country = countryByCode.get(person.countryCode);
    const [user] = await db
      .insert(users)
      .values({
        email: person.email,
        passwordHash: await hashPassword(person.password),
        userType: person.userType,
        firstName: person.firstName,
        lastName: person.lastName,
        countryId: country?.id,
        timezone: person.timezone,
        locale: person.locale ?? "en",
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user || !person.provider || !country) continue;

    const p = person.provider;
    const [state] = await db
      .select({ id: states.id })
      .from(states)
      .where(and(eq(states.countryId, country.id), eq(states.code, p.stateCode)));
    await db.insert(providerProfiles).values({
      userId: user.id,
      title: p.title,
      headline: p.headline,
      bio: p.bio,
      gender: p.gender,
      stateId: state?.id,
      officeAddress: p.officeAddress,
      ethnicityId: option("background", p.ethnicity),
      generalFee: p.fee * 100,
      feeCurrency: country.currencyCode,
      isListed: true,
    });
    const modalityIds = p.modalities.flatMap((slug) => option("modality", slug) ?? []);
    if (modalityIds.length)
      await db
        .insert(providerModalities)
        .values(modalityIds.map((optionId) => ({ providerId: user.id, optionId })));
    const categoryIds = categoryRows.filter((c) => p.categories.includes(c.slug)).map((c) => c.id);
    const concernIds = concernRows.filter((c) => p.concerns.includes(c.slug)).map((c) => c.id);
    if (categoryIds.length)
      await db
        .insert(providerTherapyCategories)
        .values(categoryIds.map((categoryId) => ({ providerId: user.id, categoryId })));
    if (concernIds.length)
      await db
        .insert(providerConcerns)
        .values(concernIds.map((concernId) => ({ providerId: user.id, concernId })));
  }

  await seedProviderLanguages(db);
  await seedLicenseStates(db);
  await seedPastSessions(db, now);
  await seedUnreviewedSession(db, now);
  await seedWeeklyAvailability(db);
  await seedWorkHistory(db);
  await seedCredentials(db);

  const seededEmails = seedPeople.map((p) => p.email);
  const seeded = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, seededEmails));
  return { people: seeded.length };
}

/** The states demo therapists are licensed in, for those who have none yet (a re-seed adds them). */
async function seedLicenseStates(db: Db) {
  const licensed = new Set(
    (await db.select({ id: providerLicenseStates.providerId }).from(providerLicenseStates)).map(
      (r) => r.id,
    ),
  );
  for (const person of seedPeople) {
    const codes = person.provider?.licenseStates ?? [];
    if (!codes.length) continue;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, person.email));
    if (!user || licensed.has(user.id)) continue;
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, person.countryCode));
    const rows = await db
      .select({ id: states.id })
      .from(states)
      .where(and(eq(states.countryId, country!.id), inArray(states.code, codes)));
    await db
      .insert(providerLicenseStates)
      .values(rows.map((r) => ({ providerId: user.id, stateId: r.id })));
  }
}

/**
 * The languages of each demo therapist who has none yet. A step of its own, not part of creating
 * the therapist, so that seeding a database made before languages existed gives them theirs too.
 */
async function seedProviderLanguages(db: Db) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.userType, "provider"),
        inArray(
          users.email,
          seedPeople.map((p) => p.email),
        ),
      ),
    );
  const withLanguages = new Set(
    (await db.select({ id: providerLanguages.providerId }).from(providerLanguages)).map(
      (r) => r.id,
    ),
  );
  const languages = await db
    .select({ id: preferenceOptions.id, slug: preferenceOptions.slug })
    .from(preferenceOptions)
    .where(eq(preferenceOptions.kind, "language"));
  for (const { id, email } of people) {
    if (withLanguages.has(id)) continue;
    const slugs = seedPeople.find((p) => p.email === email)?.provider?.languages ?? [];
    const optionIds = languages.filter((l) => slugs.includes(l.slug)).map((l) => l.id);
    if (optionIds.length)
      await db
        .insert(providerLanguages)
        .values(optionIds.map((optionId) => ({ providerId: id, optionId })));
  }
}

/** Completed sessions some weeks back, each with the client's review; once per provider. */
async function seedPastSessions(db: Db, now: Date) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        seedPeople.map((p) => p.email),
      ),
    );
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const profileOf = new Map((await db.select().from(providerProfiles)).map((p) => [p.userId, p]));
  const [category] = await db
    .select()
    .from(therapyCategories)
    .where(eq(therapyCategories.slug, "individual"));
  const reviewed = new Set(
    (await db.select({ providerId: reviews.providerId }).from(reviews)).map((r) => r.providerId),
  );
  // A week apart, the newest two weeks before the day the seed runs: within the last year's
  // earnings and a review's reach, whatever day that is.
  let weeksAgo = seedReviews.length + 2;
  for (const [providerEmail, clientEmail, ratingHalves, comment] of seedReviews) {
    const providerId = idOf.get(providerEmail);
    const clientId = idOf.get(clientEmail);
    if (!providerId || !clientId || !category || reviewed.has(providerId)) continue;
    const start = daysBefore(now, 7 * weeksAgo--, 10);
    const [booking] = await db
      .insert(bookings)
      .values({
        clientId,
        providerId,
        categoryId: category.id,
        modality: "video",
        status: "completed",
        startTime: start,
        endTime: new Date(start.getTime() + 3_600_000),
        // What the session cost at the therapist's general fee.
        amount: profileOf.get(providerId)?.generalFee ?? 0,
        currency: profileOf.get(providerId)?.feeCurrency ?? "NGN",
        confirmedAt: start,
      })
      .returning({ id: bookings.id });
    await tookPlace(db, booking!.id, [providerId, clientId], start);
    await db.insert(reviews).values({
      bookingId: booking!.id,
      providerId,
      clientId,
      ratingHalves,
      comment,
      createdAt: start,
    });
  }
}

/**
 * A session Emily Brown had with Lena Müller and has not reviewed yet: the demo of "Leave a
 * review" and of a therapist's client page (issue 13). Once only.
 */
async function seedUnreviewedSession(db: Db, now: Date) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["lena.mueller@demo.therapy", "emily.brown@demo.therapy"]));
  const lena = people.find((p) => p.email === "lena.mueller@demo.therapy")?.id;
  const emily = people.find((p) => p.email === "emily.brown@demo.therapy")?.id;
  const [category] = await db
    .select()
    .from(therapyCategories)
    .where(eq(therapyCategories.slug, "individual"));
  if (!lena || !emily || !category) return;
  const [existing] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.providerId, lena), eq(bookings.clientId, emily)));
  if (existing) return;
  const [profile] = await db
    .select()
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, lena));
  const start = daysBefore(now, 10, 9);
  const [booking] = await db
    .insert(bookings)
    .values({
      clientId: emily,
      providerId: lena,
      categoryId: category.id,
      modality: "video",
      status: "completed",
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      amount: profile?.generalFee ?? 0,
      currency: profile?.feeCurrency ?? "EUR",
      confirmedAt: start,
    })
    .returning({ id: bookings.id });
  await tookPlace(db, booking!.id, [lena, emily], start);
}

/** A past session took place: its people were in its room for the hour (decision 0319). */
async function tookPlace(db: Db, bookingId: string, people: string[], start: Date) {
  await db.insert(roomAttendance).values(
    people.map((userId) => ({
      bookingId,
      userId,
      joinedAt: start,
      leftAt: new Date(start.getTime() + 3_600_000),
    })),
  );
}

/** Every demo therapist works Monday to Friday, 09:00 to 17:00 in their own time zone. */
async function seedWeeklyAvailability(db: Db) {
  const providers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.userType, "provider"),
        inArray(
          users.email,
          seedPeople.map((p) => p.email),
        ),
      ),
    );
  const withRows = new Set(
    (await db.select({ id: availabilityWeekdays.providerId }).from(availabilityWeekdays)).map(
      (r) => r.id,
    ),
  );
  for (const { id } of providers) {
    if (withRows.has(id)) continue;
    await db.insert(availabilityWeekdays).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        providerId: id,
        weekday,
        isAvailable: weekday <= 5,
        intervals: weekday <= 5 ? [{ startTime: "09:00", endTime: "17:00" }] : [],
      })),
    );
  }
}

/** `days` whole days before `now`'s date, at `hour`:00 UTC. */
function daysBefore(now: Date, days: number, hour: number) {
  const day = new Date(now.getTime() - days * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
}
