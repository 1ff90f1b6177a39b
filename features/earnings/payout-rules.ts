/**
 * The rules a payout is recorded by (decision 0107), pure and shared by `npm run payouts:record`
 * and the console's "Record as paid" (decision 0810): a row is recorded only when it is due to the
 * cent, into an account, and its month and currency are not paid yet.
 */

export const PAYOUT_REFERENCE_MAX = 100;

/** Why a payout cannot be recorded. */
export type PayoutProblem =
  | { kind: "referenceTooLong" }
  | { kind: "paidBefore"; amount: number; reference: string }
  | { kind: "notDue" }
  | { kind: "noAccount" }
  | { kind: "amountDiffers"; due: number };

export type PayoutCheck =
  | { outcome: "record" }
  /** Recorded before with this amount and reference: nothing to do. */
  | { outcome: "recordedBefore" }
  | { outcome: "refused"; problem: PayoutProblem };

/**
 * Checks one payout against what is due (`due`: the month's earnings in its currency, absent when
 * nothing is) and what was paid (`paid`: the month's payout in that currency, if any).
 */
export function checkPayout(
  payout: { amount: number; reference: string },
  due: { earned: number; account: unknown } | undefined,
  paid: { amount: number; reference: string } | undefined,
): PayoutCheck {
  const refused = (problem: PayoutProblem): PayoutCheck => ({ outcome: "refused", problem });
  if (payout.reference.length > PAYOUT_REFERENCE_MAX) return refused({ kind: "referenceTooLong" });
  if (paid) {
    return paid.amount === payout.amount && paid.reference === payout.reference
      ? { outcome: "recordedBefore" }
      : refused({ kind: "paidBefore", amount: paid.amount, reference: paid.reference });
  }
  if (!due) return refused({ kind: "notDue" });
  if (!due.account) return refused({ kind: "noAccount" });
  if (due.earned !== payout.amount) return refused({ kind: "amountDiffers", due: due.earned });
  return { outcome: "record" };
}
