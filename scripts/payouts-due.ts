// npm run payouts:due -- YYYY-MM: what each therapist earned in that month and the account to pay
// it into, as CSV on stdout (decision 0105: payouts are paid by hand for now).
import { closeDb, getDb } from "@/db/client";
import { payoutsCsv, payoutsDue } from "@/features/earnings/server/payouts-due";

const month = process.argv[2] ?? "";
if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
  console.error("usage: npm run payouts:due -- YYYY-MM");
  process.exit(2);
}
await getDb();
try {
  process.stdout.write(payoutsCsv(await payoutsDue(month)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
