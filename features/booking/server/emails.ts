import "server-only";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { bookings, therapyCategories, users } from "@/db/schema";
import { pickLocale } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";

const client = alias(users, "client");
const provider = alias(users, "provider");

/** Tells a client that their therapist booked a session for them and where to confirm it. */
export async function sendBookedForYou(bookingId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      email: client.email,
      firstName: client.firstName,
      locale: client.locale,
      timeZone: client.timezone,
      therapist: provider.firstName,
      therapistLast: provider.lastName,
      therapy: therapyCategories.names,
      start: bookings.startTime,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .innerJoin(client, eq(client.id, bookings.clientId))
    .innerJoin(provider, eq(provider.id, bookings.providerId))
    .innerJoin(therapyCategories, eq(therapyCategories.id, bookings.categoryId))
    .where(eq(bookings.id, bookingId));
  if (!row?.start || !row.holdExpiresAt) return;
  const locale = pickLocale(row.locale);
  const format = (date: Date) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: row.timeZone,
    }).format(date);
  await sendTemplated(
    "bookedForYou",
    row.email,
    locale,
    {
      name: row.firstName,
      therapist: `${row.therapist} ${row.therapistLast}`,
      therapy: row.therapy[locale],
      time: format(row.start),
      zone: row.timeZone,
      deadline: format(row.holdExpiresAt),
    },
    pageLink(locale, `/payment/${bookingId}/`),
  );
}
