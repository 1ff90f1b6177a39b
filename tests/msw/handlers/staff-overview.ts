import { http, HttpResponse } from "msw";
import {
  overviewQuerySchema,
  windowDays,
  type OverviewDay,
  type StaffOverview,
} from "@/features/staff/overview-schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { apiError, invalidInput } from "./errors";
import { apiPath } from "./lang";
import { MOCK_STAFF_TOKEN } from "./staff";

const DAY = 86_400_000;
/** The mocked backlog: three therapists waiting, the first since nine days before "now". */
export const MOCK_VERIFICATION_WAITING = 3;
export const MOCK_OLDEST_WAIT_DAYS = 9;
export const MOCK_SUPPORT_WAITING = 2;

/**
 * The mocked overview (decision 0815), for the mocked admin (so with money), from the caller's
 * clock: a few bookings most days, a cancellation every sixth, NGN payments every third day and
 * GBP ones every fifth, one GBP refund. The last day holds 4 bookings and ₦25,000.
 */
export function mockOverview(days: number, now = new Date()): StaffOverview {
  const list: OverviewDay[] = windowDays(now, days).map((date, i) => {
    const last = i === days - 1;
    const revenue: Record<string, number> = {};
    if (last || i % 3 === 0) revenue.NGN = last ? 2_500_000 : 1_500_000;
    if (i % 5 === 0) revenue.GBP = 12_000;
    const refunds: Record<string, number> = i === days - 3 ? { GBP: 6_000 } : {};
    return {
      date,
      bookings: last ? 4 : (i * 7) % 5,
      cancellations: i % 6 === 0 ? 1 : 0,
      revenue,
      refunds,
    };
  });
  const sum = (key: "revenue" | "refunds") => {
    const total: Record<string, number> = {};
    for (const day of list)
      for (const [currency, amount] of Object.entries(day[key] ?? {}))
        total[currency] = (total[currency] ?? 0) + amount;
    return total;
  };
  return {
    days: list,
    totals: {
      bookings: list.reduce((n, d) => n + d.bookings, 0),
      cancellations: list.reduce((n, d) => n + d.cancellations, 0),
      revenue: sum("revenue"),
      refunds: sum("refunds"),
    },
    verification: {
      waiting: MOCK_VERIFICATION_WAITING,
      oldestSubmittedAt: new Date(now.getTime() - MOCK_OLDEST_WAIT_DAYS * DAY).toISOString(),
    },
    support: { waiting: MOCK_SUPPORT_WAITING },
  };
}

/** GET /staff/overview, for the mocked admin; everyone else gets 404 as for real. */
export const staffOverviewHandlers = [
  http.get(apiPath("/staff/overview"), ({ request }) => {
    if (request.headers.get("authorization") !== `Bearer ${MOCK_STAFF_TOKEN}`)
      return apiError(request, ErrorCode.NOT_FOUND);
    const query = overviewQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return invalidInput(request, query.error.issues);
    return HttpResponse.json({ data: mockOverview(Number(query.data.days)) });
  }),
];
