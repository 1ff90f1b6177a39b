import { z } from "zod";
import { pageNumber } from "@/lib/validation/common";
import { bookingStatuses } from "./schemas";

/** The parts of a viewer's list (GET /booking, GET /appointment `section`). */
export const LIST_SECTIONS = ["all", "scheduled", "open"] as const;
export type ListSection = (typeof LIST_SECTIONS)[number];

export const listQuerySchema = z.object({
  statuses: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(",").map((s) => s.trim()) : []))
    .pipe(z.array(z.enum(bookingStatuses, "statuses"))),
  page: pageNumber(),
  /**
   * Which part of the list: `scheduled`, the sessions with a time that are not waiting for
   * payment, soonest first (between `from` and `to` when given); `open`, those to schedule later
   * or waiting for payment; `all` (the default), both.
   */
  section: z.enum(LIST_SECTIONS, "invalid").default("all"),
  from: z.iso.datetime("invalid").optional(),
  to: z.iso.datetime("invalid").optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;
