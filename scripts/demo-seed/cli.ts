import "server-only";
import { closeLive } from "@/lib/server/live";
import { openDatabase, setDatabase } from "@/db/client";
import { seedDemoAdjustments } from "./adjustments";
import { seedDemoConversations } from "./conversations";
import { seedDemoNotes } from "./notes";
import { seedDemoPayouts } from "./payouts";
import { seedUpcomingSessions } from "./sessions";
import { seedDemoStaff } from "./staff";

// npm run db:seed-upcoming (run by `npm run demo` after db:seed): the demo's upcoming sessions,
// the payouts of its past months, a few messages between its clients and therapists, notes, the
// staff accounts and a wallet adjustment waiting for approval.
const url = process.env.DATABASE_URL;
const handle = await openDatabase({ url, dir: process.env.PGLITE_DIR ?? ".data/pglite" });
setDatabase(handle);
const added = await seedUpcomingSessions(handle.db);
const paid = await seedDemoPayouts(handle.db);
const talks = await seedDemoConversations(handle.db);
const noted = await seedDemoNotes(handle.db);
const staff = await seedDemoStaff(handle.db);
const adjusted = await seedDemoAdjustments(handle.db);
// The sessions' news went out on the live channel, whose listening connection (PostgreSQL, Redis)
// would keep this process alive.
await closeLive();
await handle.close();
console.log(
  added ? `seeded ${added} upcoming demo sessions` : "the demo clients have upcoming sessions",
);
if (paid) console.log(`seeded ${paid} demo payouts`);
if (talks) console.log(`seeded ${talks} demo conversations`);
if (noted) console.log(`seeded the notes of ${noted} demo clients`);
if (staff) console.log(`seeded ${staff} demo staff accounts`);
if (adjusted) console.log(`seeded ${adjusted} demo wallet adjustments`);
