import { http, HttpResponse } from "msw";
import {
  bankDetailsSchema,
  EARNINGS_PAGE_SIZE,
  earningsExportQuerySchema,
  earningsQuerySchema,
} from "@/features/earnings/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import {
  mockEarningsCsv,
  mockEarningSessions,
  mockEarningsSummary,
  mockPayoutAccount,
  saveMockPayoutAccount,
} from "../fixtures/earnings";
import { mockTherapist } from "../fixtures/notes";
import { apiError, invalidInput } from "./errors";
import { apiPath, langOf } from "./lang";

/** 401 without a token, 403 for anyone but the mocked therapist, as requireAuth("provider"). */
function guard(request: Request) {
  const auth = request.headers.get("authorization");
  if (!auth) return apiError(request, ErrorCode.UNAUTHORIZED);
  if (auth !== `Bearer ${mockTherapist.token}`) return apiError(request, ErrorCode.FORBIDDEN);
  return null;
}

/** The mocked therapist (in Nigeria: the form without a date of birth) earns in naira. */
export const earningsHandlers = [
  http.get(apiPath("/provider/earnings"), ({ request }) => {
    const refused = guard(request);
    if (refused) return refused;
    const query = earningsQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return invalidInput(request, query.error.issues);
    return HttpResponse.json({ data: mockEarningsSummary(Date.now(), query.data.year) });
  }),
  http.get(apiPath("/provider/earnings/export"), ({ request }) => {
    const refused = guard(request);
    if (refused) return refused;
    const query = earningsExportQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return invalidInput(request, query.error.issues);
    const { year } = query.data;
    const language = langOf(request);
    const words = { en, de }[language].Api.earningsCsv;
    return new HttpResponse(`\uFEFF${mockEarningsCsv(year, words, language)}`, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="earnings-${year}.csv"`,
        "cache-control": "private, no-store",
      },
    });
  }),
  http.get(apiPath("/provider/earnings/sessions"), ({ request }) => {
    const refused = guard(request);
    if (refused) return refused;
    const page = Math.max(1, Number(new URL(request.url).searchParams.get("page") ?? 1) || 1);
    const all = mockEarningSessions();
    return HttpResponse.json({
      data: all.slice((page - 1) * EARNINGS_PAGE_SIZE, page * EARNINGS_PAGE_SIZE),
      meta: { page, pageSize: EARNINGS_PAGE_SIZE, total: all.length },
    });
  }),
  http.get(apiPath("/provider/bank-details"), ({ request }) => {
    return (
      guard(request) ??
      HttpResponse.json({ data: { variant: "other", account: mockPayoutAccount() } })
    );
  }),
  http.put(apiPath("/provider/bank-details"), async ({ request }) => {
    const refused = guard(request);
    if (refused) return refused;
    const body: unknown = await request.json().catch(() => undefined);
    if (body === undefined) return apiError(request, ErrorCode.MALFORMED_BODY);
    const parsed = bankDetailsSchema("other").safeParse(body);
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const { accountNumber, ...rest } = parsed.data;
    const account = {
      ...rest,
      accountNumberEnding: accountNumber.slice(-4),
      updatedAt: new Date().toISOString(),
    };
    saveMockPayoutAccount(account);
    return HttpResponse.json({
      data: {
        variant: "other",
        account,
        message: { en, de }[langOf(request)].Api.profileSaved,
      },
    });
  }),
];
