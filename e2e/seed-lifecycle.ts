import "server-only";
import { writeFileSync } from "node:fs";
import { openDatabase, setDatabase } from "@/db/client";
import { bookingParticipants } from "@/db/schema";
import { unsubscribeToken } from "@/features/accounts/server/unsubscribe";
import { seedRooms } from "./seed-room";
import { seedUnverifiedTherapist } from "./seed-unverified";
import {
  hoursFromNow,
  idOf as seedIdOf,
  paidSession as seedPaidSession,
} from "@/scripts/demo-seed/sessions";
import { seedDemoStaff } from "@/scripts/demo-seed/staff";

// Paid sessions the lifecycle's browser tests act on, at times measured from now, so the 48-hour
// rule is real on the server: run after `db:seed` by scripts/e2e.mjs. Writes their ids to
// .data/e2e/lifecycle.json for e2e/full-stack/lifecycle.spec.ts, after-session.spec.ts and
// a11y.spec.ts.
const HOUR = 3_600_000;
const dir = process.env.PGLITE_DIR ?? ".data/e2e/pglite";
const handle = await openDatabase({ dir });
setDatabase(handle);
const db = handle.db;

const idOf = (email: string) => seedIdOf(db, email);

/** A paid session `hours` from now (on the hour), or without a time ("schedule later"). */
const paidSession = (client: string, therapist: string, hours: number | null, category?: string) =>
  seedPaidSession(db, client, therapist, hours === null ? null : hoursFromNow(hours), category);

const [CHIOMA, TUNDE] = ["chioma.eze@demo.therapy", "tunde.bakare@demo.therapy"];
// After 22:00 in Lagos, Tunde's zone, "in an hour" is already tomorrow on his calendar.
const weekSoonAt = hoursFromNow(1);
const ids = {
  // Emily (GB) with James Carter: a week ahead (refunded), and 30 hours ahead (moved by James).
  refundable: await paidSession("emily.brown@demo.therapy", "james.carter@demo.therapy", 170),
  therapistMoves: await paidSession("emily.brown@demo.therapy", "james.carter@demo.therapy", 30),
  // And 34 hours ahead: James asks to move it, Emily declines with other times, James takes one.
  counterOffer: await paidSession("emily.brown@demo.therapy", "james.carter@demo.therapy", 34),
  // Chioma (NG) with Amaka Obi, 24 hours ahead: a cancel is not refunded.
  insideWindow: await paidSession("chioma.eze@demo.therapy", "amaka.obi@demo.therapy", 24),
  // Jonas (DE) with Lena Müller: one to move, one paid to be scheduled later.
  clientMoves: await paidSession("jonas.weber@demo.therapy", "lena.mueller@demo.therapy", 200),
  scheduleLater: await paidSession("jonas.weber@demo.therapy", "lena.mueller@demo.therapy", null),
  // Emily's session with James two weeks ago, not reviewed yet (the review dialog's axe check).
  reviewable: await paidSession("emily.brown@demo.therapy", "james.carter@demo.therapy", -340),
  // Chioma's couples session with Tunde Bakare, four days ahead: she invites her partner.
  couples: await paidSession(
    "chioma.eze@demo.therapy",
    "tunde.bakare@demo.therapy",
    100,
    "couples",
  ),
  // Jonas's couples session with Lena, to which Emily is invited (the invitation page's axe check).
  emilyInvitedTo: await paidSession(
    "jonas.weber@demo.therapy",
    "lena.mueller@demo.therapy",
    130,
    "couples",
  ),
  // Tunde Bakare's week with Chioma (e2e/full-stack/therapist-week.spec.ts): one to schedule
  // later, booked first, then two with a time, the later one booked before the sooner.
  weekLater: await paidSession(CHIOMA, TUNDE, null, "family"),
  weekTomorrow: await paidSession(CHIOMA, TUNDE, 26, "family"),
  weekSoon: await seedPaidSession(db, CHIOMA, TUNDE, weekSoonAt, "family"),
};
const [emilyInvitation] = await db
  .insert(bookingParticipants)
  .values({
    bookingId: ids.emilyInvitedTo,
    invitedBy: await idOf("jonas.weber@demo.therapy"),
    email: "emily.brown@demo.therapy",
    userId: await idOf("emily.brown@demo.therapy"),
    locale: "en",
    expiresAt: new Date(Date.now() + 100 * HOUR),
  })
  .returning({ id: bookingParticipants.id });
// The link in Emily's unread-message emails that turns them off (decision 0509), signed with the
// same .data/auth-secret the server reads.
const emilyUnsubscribe = unsubscribeToken(await idOf("emily.brown@demo.therapy"), "unreadMessages");
writeFileSync(
  ".data/e2e/lifecycle.json",
  JSON.stringify(
    {
      ...ids,
      emilyInvitation: emilyInvitation!.id,
      emilyUnsubscribe,
      weekSoonAt: new Date(weekSoonAt).toISOString(),
      unverifiedTherapist: await seedUnverifiedTherapist(db),
    },
    null,
    2,
  ),
);
// The session room's own people and sessions, on now (issue 69).
await seedRooms(db);
// The demo's staff, for e2e/full-stack/staff.spec.ts (issue 68).
await seedDemoStaff(db);
await handle.close();
console.log("seeded the lifecycle's sessions");
