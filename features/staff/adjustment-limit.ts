/**
 * The wallet adjustment a finance person may apply alone (decision 0810): above it, in minor units
 * of the wallet's currency, a second finance person approves. Set with
 * WALLET_ADJUSTMENT_APPROVAL_ABOVE: one number for every currency ("20000"), or currencies with
 * their own and `*` for the rest ("NGN=5000000,GBP=10000,*=10000").
 */
export const DEFAULT_APPROVAL_ABOVE: Readonly<Record<string, number>> = {
  NGN: 5_000_000,
  GBP: 10_000,
  USD: 10_000,
  EUR: 10_000,
};
const DEFAULT_OTHERS = 10_000;

export type ApprovalLimits = { byCurrency: Record<string, number>; others: number };

const amountOf = (text: string) => (/^\d{1,15}$/.test(text) ? Number(text) : null);

/** The setting's limits, or an error naming what is wrong with it; unset is the defaults. */
export function parseApprovalLimits(value: string | undefined): ApprovalLimits | { error: string } {
  const limits: ApprovalLimits = {
    byCurrency: { ...DEFAULT_APPROVAL_ABOVE },
    others: DEFAULT_OTHERS,
  };
  const text = value?.trim();
  if (!text) return limits;
  const everywhere = amountOf(text);
  if (everywhere !== null) return { byCurrency: {}, others: everywhere };
  for (const part of text.split(",")) {
    const [currency = "", amount = ""] = part.split("=").map((s) => s.trim());
    const minor = amountOf(amount);
    if (minor === null || !(currency === "*" || /^[A-Za-z]{3}$/.test(currency)))
      return {
        error: `WALLET_ADJUSTMENT_APPROVAL_ABOVE: "${part.trim()}" is not CUR=minor units (NGN=5000000) or *=minor units`,
      };
    if (currency === "*") limits.others = minor;
    else limits.byCurrency[currency.toUpperCase()] = minor;
  }
  return limits;
}

export const approvalLimitOf = (limits: ApprovalLimits, currency: string) =>
  limits.byCurrency[currency.toUpperCase()] ?? limits.others;
