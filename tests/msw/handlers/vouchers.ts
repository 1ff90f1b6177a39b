import { http, HttpResponse } from "msw";
import {
  limitText,
  normalizeCode,
  voucherLimits,
  VOUCHER_MESSAGE_MAX,
  VOUCHERS_PAGE_SIZE,
} from "@/features/vouchers";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer } from "../fixtures/accounts";
import { buyMockVoucher, mockVouchers, redeemMockVoucher } from "../fixtures/vouchers";
import { mockBalance, MOCK_CURRENCY } from "../fixtures/wallet";
import { apiError, fieldMessage } from "./errors";
import { apiPath, langOf } from "./lang";
import { unauthorized } from "./wallet";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Body = {
  kind?: unknown;
  amount?: unknown;
  buyerName?: unknown;
  buyerEmail?: unknown;
  recipientEmail?: unknown;
  message?: unknown;
};

/** The real API's field checks of POST /vouchers, for the cases the forms can send. */
function fieldErrors(request: Request, body: Body) {
  const errors: Record<string, string> = {};
  const say = (field: string, key: string, values?: Record<string, string | number>) =>
    (errors[field] ??= fieldMessage(request, key, values));
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  if (body.kind !== "gift" && body.kind !== "voucher") say("kind", "voucherKind");
  const amount = body.amount;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0)
    say("amount", "amountRequired");
  if (!text(body.buyerName)) say("buyerName", "nameRequired");
  if (!text(body.buyerEmail)) say("buyerEmail", "emailRequired");
  else if (!EMAIL.test(text(body.buyerEmail))) say("buyerEmail", "emailInvalid");
  if (text(body.recipientEmail) && !EMAIL.test(text(body.recipientEmail)))
    say("recipientEmail", "emailInvalid");
  else if (body.kind === "gift" && !text(body.recipientEmail))
    say("recipientEmail", "recipientEmailRequired");
  if (text(body.message).length > VOUCHER_MESSAGE_MAX) say("message", "voucherMessageMax");
  if (Object.keys(errors).length) return errors;
  const limits = voucherLimits(MOCK_CURRENCY);
  if ((amount as number) < limits.minMinor)
    say("amount", "voucherMinimum", {
      amount: limitText(limits.min, langOf(request)),
      symbol: "₦",
    });
  else if ((amount as number) > limits.maxMinor)
    say("amount", "voucherMaximum", {
      amount: limitText(limits.max, langOf(request)),
      symbol: "₦",
    });
  return Object.keys(errors).length ? errors : null;
}

/** The demo client's gift vouchers (decision 0104), paid from and redeemed into the mocked wallet. */
export const voucherHandlers = [
  http.get(apiPath("/vouchers"), ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
    const all = mockVouchers();
    return HttpResponse.json({
      data: all.slice((page - 1) * VOUCHERS_PAGE_SIZE, page * VOUCHERS_PAGE_SIZE),
      meta: { page, pageSize: VOUCHERS_PAGE_SIZE, total: all.length },
    });
  }),
  http.post(apiPath("/vouchers"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const body = (await request.json()) as Body;
    const errors = fieldErrors(request, body);
    if (errors) return apiError(request, ErrorCode.VALIDATION_FAILED, { errors });
    const amount = body.amount as number;
    if (amount > mockBalance()) return apiError(request, ErrorCode.INSUFFICIENT_FUNDS);
    const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
    const voucher = buyMockVoucher({
      kind: body.kind as "gift" | "voucher",
      amount,
      buyerName: text(body.buyerName)!,
      buyerEmail: text(body.buyerEmail)!,
      recipientEmail: text(body.recipientEmail),
      message: text(body.message),
    });
    return HttpResponse.json({ data: voucher }, { status: 201 });
  }),
  http.post(apiPath("/vouchers/redeem"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const { code } = (await request.json()) as { code?: unknown };
    if (typeof code !== "string" || !code.trim()) {
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { code: fieldMessage(request, "voucherCodeRequired") },
      });
    }
    const known = mockVouchers().find((v) => v.code === normalizeCode(code));
    if (!known) return apiError(request, ErrorCode.VOUCHER_NOT_FOUND);
    if (known.redeemedAt) return apiError(request, ErrorCode.VOUCHER_REDEEMED);
    const { voucher, balance } = redeemMockVoucher(known.code)!;
    return HttpResponse.json({
      data: { amount: voucher.amount, currency: voucher.currency, balance },
    });
  }),
];
