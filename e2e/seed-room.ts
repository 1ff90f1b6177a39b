import "server-only";
import { writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingParticipants, bookings, therapyCategories, users } from "@/db/schema";
import { hashPassword } from "@/lib/server/password";

/**
 * The session room's browser tests (e2e/full-stack/session-room.spec.ts, issue 69): people of
 * their own, so a session that is on now shows in no other spec's lists, and three sessions whose
 * rooms are open while the tests run: started 15 minutes before this seed (the room opened 25
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

export async function seedRooms(db: Db) {
  const therapist = await person(db, "rhea.room@example.test", "Rhea", "provider");
  const client = await person(db, "nora.room@example.test", "Nora", "client");
  const therapistDe = await person(db, "greta.raum@example.test", "Greta", "provider", "de");
  const clientDe = await person(db, "paul.raum@example.test", "Paul", "client", "de");
  const couplesTherapist = await person(db, "cora.room@example.test", "Cora", "provider");
  const partnerA = await person(db, "ada.room@example.test", "Ada", "client");
  const partnerB = await person(db, "ben.room@example.test", "Ben", "client");
  const couples = await sessionNow(db, partnerA, couplesTherapist, "couples");
  await db.insert(bookingParticipants).values({
    bookingId: couples,
    invitedBy: partnerA,
    email: "ben.room@example.test",
    userId: partnerB,
    locale: "en",
    status: "acknowledged",
    expiresAt: new Date(Date.now() + 24 * 60 * MINUTE),
    respondedAt: new Date(),
  });
  const rooms = {
    password: ROOM_PASSWORD,
    en: {
      id: await sessionNow(db, client, therapist, "individual"),
      therapist: "rhea.room@example.test",
      client: "nora.room@example.test",
    },
    de: {
      id: await sessionNow(db, clientDe, therapistDe, "individual"),
      therapist: "greta.raum@example.test",
      client: "paul.raum@example.test",
    },
    // The call through the relay (session-room-relay.spec.ts), a room of its own: once let in,
    // a client rejoins without waiting, so no two specs share one.
    relay: {
      id: await sessionNow(
        db,
        await person(db, "ivo.relay@example.test", "Ivo", "client"),
        await person(db, "tara.relay@example.test", "Tara", "provider"),
        "individual",
      ),
      therapist: "tara.relay@example.test",
      client: "ivo.relay@example.test",
    },
    couples: {
      id: couples,
      therapist: "cora.room@example.test",
      client: "ada.room@example.test",
      guest: "ben.room@example.test",
    },
  };
  writeFileSync(".data/e2e/room.json", JSON.stringify(rooms, null, 2));
}
