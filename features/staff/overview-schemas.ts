import { z } from "zod";

// The console's overview (issue 68, decision 0815): counts and sums per UTC day, never who.

export const OVERVIEW_WINDOWS = ["30", "90"] as const;
export type OverviewWindow = (typeof OVERVIEW_WINDOWS)[number];

/** GET /api/staff/overview?days=30|90: the last 30 (default) or 90 UTC days, today included. */
export const overviewQuerySchema = z.object({
  days: z.enum(OVERVIEW_WINDOWS, "@Staff.validation.days").default("30"),
});
export type OverviewQuery = z.input<typeof overviewQuerySchema>;

/** Minor units per currency code (e.g. `{ NGN: 2500000, GBP: 12000 }`); null to who may not see money. */
const money = z.record(z.string(), z.number().int()).nullable();

export const overviewDaySchema = z.strictObject({
  /** YYYY-MM-DD, a UTC day. */
  date: z.string(),
  bookings: z.number().int(),
  cancellations: z.number().int(),
  revenue: money,
  refunds: money,
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

export const staffOverviewSchema = z.strictObject({
  days: z.array(overviewDaySchema),
  totals: z.strictObject({
    bookings: z.number().int(),
    cancellations: z.number().int(),
    revenue: money,
    refunds: money,
  }),
  verification: z.strictObject({
    waiting: z.number().int(),
    oldestSubmittedAt: z.string().nullable(),
  }),
  support: z.strictObject({ waiting: z.number().int() }),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

const DAY = 86_400_000;

/** The window's UTC days, oldest first: `days` of them, ending with `now`'s. */
export function windowDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY).toISOString().slice(0, 10),
  );
}
