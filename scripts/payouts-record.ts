// npm run payouts:record -- YYYY-MM <file.csv> [YYYY-MM-DD]: records the payouts support made for a
// month, from the CSV payouts:due wrote with each paid row's transfer reference filled in; the date
// paid defaults to today (decision 0107). Nothing is recorded if any row is wrong.
import { readFile } from "node:fs/promises";
import { closeDb, getDb } from "@/db/client";
import { recordPayouts } from "@/features/earnings/server/payouts-record";
import { decodeCsv } from "@/lib/csv";

const [month = "", file = "", paidOn = new Date().toISOString().slice(0, 10)] =
  process.argv.slice(2);
const today = new Date().toISOString().slice(0, 10);
if (
  !/^\d{4}-(0[1-9]|1[0-2])$/.test(month) ||
  !file ||
  !/^\d{4}-\d{2}-\d{2}$/.test(paidOn) ||
  Number.isNaN(Date.parse(paidOn)) ||
  paidOn > today ||
  paidOn < `${month}-01`
) {
  console.error(
    "usage: npm run payouts:record -- YYYY-MM <file.csv> [paid on YYYY-MM-DD, not before the month, not after today]",
  );
  process.exit(2);
}
await getDb();
try {
  const outcome = await recordPayouts(month, decodeCsv(await readFile(file)), paidOn);
  if (outcome.problems.length) {
    console.error(`Nothing recorded. Fix these lines of ${file} and run it again:`);
    for (const problem of outcome.problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  } else {
    for (const p of outcome.recorded)
      console.info(
        `recorded ${p.email}: ${(p.amount / 100).toFixed(2)} ${p.currency} (${p.reference})`,
      );
    console.info(
      `${outcome.recorded.length} recorded, ${outcome.alreadyRecorded.length} recorded before, ${outcome.unpaid} without a reference (not paid)`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
