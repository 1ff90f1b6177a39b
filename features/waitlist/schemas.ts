import { z } from "zod";

/** A client waits on at most this many waitlists at once (issue 71); the 6th is refused. */
export const WAITLIST_MAX = 5;
/** How far ahead a waitlist may reach: its last date at most this many days from today. */
export const WAITLIST_MAX_DAYS = 90;
/** How long an offered time is held for the client it is offered to. */
export const OFFER_HOLD_MINUTES = 30;

const clock = z.string("invalid").regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "invalid");
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const day = z.iso.date("invalid");

/** POST /waitlist: days and hours in the client's own zone, the dates they are waiting within. */
export const joinWaitlistSchema = z
  .object({
    providerId: z.uuid("invalidId"),
    therapyCategoryId: z.uuid("invalidId"),
    modality: z.string("invalid").trim().min(1, "invalid").max(40, "invalid").default("video"),
    weekdays: z
      .array(z.number("invalid").int("invalid").min(0, "invalid").max(6, "invalid"), "invalid")
      .min(1, "invalid")
      .max(7, "invalid")
      .transform((days) => [...new Set(days)].sort()),
    ranges: z
      .array(z.object({ from: clock, to: clock }), "invalid")
      .min(1, "invalid")
      .max(6, "invalid")
      .transform((ranges) => ranges.map((r) => ({ from: minutesOf(r.from), to: minutesOf(r.to) })))
      .refine((ranges) => ranges.every((r) => r.to > r.from), "invalid"),
    fromDate: day,
    toDate: day,
    /** The client's zone (IANA name); their account's zone when left out. */
    timezone: z.string("invalid").max(64, "invalid").optional(),
  })
  .refine((v) => v.toDate >= v.fromDate, { path: ["toDate"], message: "invalid" });
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

const offerAnswer = z.strictObject({
  identifier: z.uuid(),
  bookingId: z.uuid().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(["open", "accepted", "passed", "expired"]),
  expiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof offerAnswer>;

/** One of the client's waitlists, as GET /waitlist and POST /waitlist answer it. */
export const waitlistEntryAnswer = z.strictObject({
  identifier: z.uuid(),
  providerId: z.uuid(),
  providerName: z.string(),
  therapyCategoryId: z.uuid(),
  modality: z.string(),
  timezone: z.string(),
  weekdays: z.array(z.number()),
  ranges: z.array(z.strictObject({ from: z.string(), to: z.string() })),
  fromDate: z.string(),
  toDate: z.string(),
  createdAt: z.string(),
  /** The open offer, when a freed time is held for this waitlist now. */
  offer: offerAnswer.nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntryAnswer>;
/** GET /waitlist */
export const waitlistListAnswer = z.array(waitlistEntryAnswer);
/** DELETE /waitlist/{id} and POST /waitlist/offers/{id}/pass */
export const waitlistDoneAnswer = z.strictObject({ identifier: z.uuid() });
/** POST /waitlist/offers/{id}/accept: the held booking, to pay as usual. */
export const waitlistAcceptAnswer = z.strictObject({ identifier: z.uuid(), bookingId: z.uuid() });

/**
 * GET /waitlist/demand (the therapist): how many wait for each weekday and hour of the
 * therapist's zone. Counts only: never who.
 */
export const waitlistDemandAnswer = z.strictObject({
  timezone: z.string(),
  waiting: z.number(),
  cells: z.array(z.strictObject({ weekday: z.number(), hour: z.number(), count: z.number() })),
});
export type WaitlistDemand = z.infer<typeof waitlistDemandAnswer>;

/** "HH:MM" of minutes from a day's start. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
