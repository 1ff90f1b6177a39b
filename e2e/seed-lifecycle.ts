import "server-only";
import { writeFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { openDatabase, setDatabase } from "@/db/client";
import { bookings, therapyCategories, users } from "@/db/schema";
import { quoteSessionFee } from "@/features/practice/server/service";
import { chargeWallet, creditTopUp } from "@/features/wallet/server/service";

// Paid sessions the lifecycle's browser tests act on, at times measured from now, so the 48-hour
// rule is real on the server: run after `db:seed` by scripts/e2e.mjs. Writes their ids to
// .data/e2e/lifecycle.json for e2e/full-stack/lifecycle.spec.ts.
const HOUR = 3_600_000;
const dir = process.env.PGLITE_DIR ?? ".data/e2e/pglite";
const handle = await openDatabase({ dir });
setDatabase(handle);
const db = handle.db;

const idOf = async (email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
const [individual] = await db
  .select()
  .from(therapyCategories)
  .where(and(eq(therapyCategories.slug, "individual")));

/** A paid session `hours` from now (on the hour), or without a time ("schedule later"). */
async function paidSession(clientEmail: string, therapistEmail: string, hours: number | null) {
  const clientId = await idOf(clientEmail);
  const providerId = await idOf(therapistEmail);
  const quote = (await quoteSessionFee(providerId, individual!.id))!;
  const start = hours === null ? null : Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        clientId,
        providerId,
        categoryId: individual!.id,
        modality: "video",
        status: "confirmed",
        previousStatus: "pending",
        startTime: start === null ? null : new Date(start),
        endTime: start === null ? null : new Date(start + HOUR),
        amount: quote.amount,
        currency: quote.currency,
        confirmedAt: new Date(),
      })
      .returning({ id: bookings.id });
    const movement = { userId: clientId, amount: quote.amount, currency: quote.currency };
    await creditTopUp(tx, { ...movement, reference: `e2e-topup:${row!.id}` });
    await chargeWallet(tx, {
      ...movement,
      reference: `booking:${row!.id}`,
      description: "Session booking",
    });
    return row!.id;
  });
}

const ids = {
  // Emily (GB) with James Carter: a week ahead (refunded), and 30 hours ahead (moved by James).
  refundable: await paidSession("emily.brown@demo.therapy", "james.carter@demo.therapy", 170),
  therapistMoves: await paidSession("emily.brown@demo.therapy", "james.carter@demo.therapy", 30),
  // Chioma (NG) with Amaka Obi, 24 hours ahead: a cancel is not refunded.
  insideWindow: await paidSession("chioma.eze@demo.therapy", "amaka.obi@demo.therapy", 24),
  // Jonas (DE) with Lena Müller: one to move, one paid to be scheduled later.
  clientMoves: await paidSession("jonas.weber@demo.therapy", "lena.mueller@demo.therapy", 200),
  scheduleLater: await paidSession("jonas.weber@demo.therapy", "lena.mueller@demo.therapy", null),
};
writeFileSync(".data/e2e/lifecycle.json", JSON.stringify(ids, null, 2));
await handle.close();
console.log("seeded the lifecycle's sessions");
