import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { therapyCategories, users } from "@/db/schema";
import { creditTopUp } from "@/features/wallet/server/service";
import { call } from "./api-client";

/** A seeded therapist (Mon-Fri 09:00-17:00 in their zone, a general fee) and one category they offer. */
export async function bookableTherapist(email = "sarah.mitchell@demo.therapy") {
  const db = await getDb();
  const [provider] = await db.select().from(users).where(eq(users.email, email));
  const [category] = await db
    .select()
    .from(therapyCategories)
    .where(and(eq(therapyCategories.slug, "individual")));
  return { providerId: provider!.id, categoryId: category!.id };
}

/** The next free slots the public API offers for a therapist and category. */
export async function freeSlots(providerId: string, categoryId: string) {
  const res = await call(`/provider-availability/timeslot/${providerId}?category=${categoryId}`);
  if (res.status !== 200) throw new Error(`timeslots failed: ${JSON.stringify(res.body)}`);
  return (
    res.body.data as { timeSlot: { identifier: string; isBooked: boolean; start: string }[] }[]
  )
    .flatMap((d) => d.timeSlot)
    .filter((s) => !s.isBooked);
}

const videoSession = (
  therapist: { providerId: string; categoryId: string },
  timeslotIdentifier: string,
) => ({
  providerId: therapist.providerId,
  therapyCategoryId: therapist.categoryId,
  modality: "video",
  timeslotIdentifier,
});

/** POST /booking by a client: a video session of the therapist's category at a slot. */
export function requestBooking(
  token: string,
  therapist: { providerId: string; categoryId: string },
  timeslotIdentifier: string,
) {
  return call("/booking", { token, body: videoSession(therapist, timeslotIdentifier) });
}

/** POST /booking/series by a client: `weeks` weekly video sessions from a slot. */
export function requestSeries(
  token: string,
  therapist: { providerId: string; categoryId: string },
  timeslotIdentifier: string,
  weeks: number,
) {
  return call("/booking/series", {
    token,
    body: { ...videoSession(therapist, timeslotIdentifier), weeks },
  });
}

/** Money in a client's wallet, as a verified top-up would put it there. */
export async function fundWallet(userId: string, amount: number, currency: string) {
  const db = await getDb();
  await db.transaction((tx) =>
    creditTopUp(tx, {
      userId,
      amount,
      currency,
      reference: `test-topup-${userId}-${Date.now()}-${Math.random()}`,
    }),
  );
}
