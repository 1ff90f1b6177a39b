import "server-only";
import { writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingParticipants, bookings, therapyCategories, users } from "@/db/schema";
import { hashPassword } from "@/lib/server/password";

/**
 * The session room's browser tests (e2e/full-stack/session-room.spec.ts, issue 69): people of
 * their own, so a session that is on now shows in no other spec's lists, and three sessions whose
 * rooms are open while the tests run (twice over, for a retry): started 15 minutes before this seed (the room opened 25
 * minutes before) and ending 45 minutes after it. Written to .data/e2e/room.json.
 */
const MINUTE = 60_000;
export const ROOM_PASSWORD = "room-pass-1";

async function person(
  db: Db,
  email: string,
  firstName: string,
  userType: "client" | "provider",
  locale = "en",
) {
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(ROOM_PASSWORD),
      userType,
      firstName,
      lastName: "Example",
      locale,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return row!.id;
}

async function sessionNow(db: Db, clientId: string, providerId: string, category: string) {
  const [cat] = await db
    .select()
    .from(therapyCategories)
    .where(eq(therapyCategories.slug, category));
  const start = Date.now() - 15 * MINUTE;
  const [row] = await db
    .insert(bookings)
    .values({
      clientId,
      providerId,
      categoryId: cat!.id,
      modality: "video",
      status: "confirmed",
      previousStatus: "pending",
      startTime: new Date(start),
      endTime: new Date(start + 60 * MINUTE),
      amount: 0,
      currency: "USD",
      isFree: true,
      confirmedAt: new Date(),
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/** One attempt's rooms and people; `tag` sets a retry's people apart by their email. */
async function seedAttempt(db: Db, tag: string) {
  const at = (name: string) => `${name}${tag}@example.test`;
  const therapist = await person(db, at("rhea.room"), "Rhea", "provider");
  const client = await person(db, at("nora.room"), "Nora", "client");
  const therapistDe = await person(db, at("greta.raum"), "Greta", "provider", "de");
  const clientDe = await person(db, at("paul.raum"), "Paul", "client", "de");
  const couplesTherapist = await person(db, at("cora.room"), "Cora", "provider");
  const partnerA = await person(db, at("ada.room"), "Ada", "client");
  const partnerB = await person(db, at("ben.room"), "Ben", "client");
  const couples = await sessionNow(db, partnerA, couplesTherapist, "couples");
  await db.insert(bookingParticipants).values({
    bookingId: couples,
    invitedBy: partnerA,
    email: at("ben.room"),
    userId: partnerB,
    locale: "en",
    status: "acknowledged",
    expiresAt: new Date(Date.now() + 24 * 60 * MINUTE),
    respondedAt: new Date(),
  });
  return {
    en: {
      id: await sessionNow(db, client, therapist, "individual"),
      therapist: at("rhea.room"),
      client: at("nora.room"),
    },
    de: {
      id: await sessionNow(db, clientDe, therapistDe, "individual"),
      therapist: at("greta.raum"),
      client: at("paul.raum"),
    },
    // The call through the relay (session-room-relay.spec.ts), a room of its own: once let in,
    // a client rejoins without waiting, so no two specs share one.
    relay: {
      id: await sessionNow(
        db,
        await person(db, at("ivo.relay"), "Ivo", "client"),
        await person(db, at("tara.relay"), "Tara", "provider"),
        "individual",
      ),
      therapist: at("tara.relay"),
      client: at("ivo.relay"),
    },
    couples: {
      id: couples,
      therapist: at("cora.room"),
      client: at("ada.room"),
      guest: at("ben.room"),
    },
  };
}

/**
 * Every call test's attempts: Playwright retries a failed test once on CI, and by then its people
 * were let in (they rejoin without waiting), so the retry takes a second set of rooms.
 */
export async function seedRooms(db: Db) {
  const attempts = [await seedAttempt(db, ""), await seedAttempt(db, ".retry")];
  const rooms = { password: ROOM_PASSWORD, attempts };
  writeFileSync(".data/e2e/room.json", JSON.stringify(rooms, null, 2));
}
