import { z } from "zod";
import { SLOT_IDENTIFIER_PATTERN } from "@/features/availability";

/** A pending booking holds its slot this long while the client pays. */
export const HOLD_MINUTES = 15;
/** A session a therapist books for a client is held this long (at most until it starts). */
export const PROVIDER_HOLD_HOURS = 48;
export const BOOKING_NOTE_MAX = 400;
export const SERIES_MAX_WEEKS = 12;
/** The reason given when cancelling (the spec names the field, not its limit; decision 0300). */
export const CANCEL_NOTE_MAX = 500;
export const BOOKINGS_PAGE_SIZE = 10;
/** Moves a client may make of one booking (decision 0301). */
export const CLIENT_RESCHEDULE_ATTEMPTS = 2;
/** Moves a therapist may make of one booking (decision 0301). */
export const PROVIDER_RESCHEDULE_ATTEMPTS = 2;
/** The optional note sent with a reschedule request: the same bound as a cancel's reason. */
export const RESCHEDULE_NOTE_MAX = 500;

export const bookingStatuses = [
  "pending",
  "confirmed",
  "cancelled",
  "expired",
  "completed",
  "rejected",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** A booking that still holds or has its time: waiting for payment or confirmed. */
export const ACTIVE_STATUSES: BookingStatus[] = ["pending", "confirmed"];
/**
 * Whether a list asks only for bookings that are over (the Past tab): those read newest first, as a
 * history does; any other list soonest first.
 */
export const isHistory = (statuses: readonly BookingStatus[]) =>
  statuses.length > 0 && statuses.every((status) => !ACTIVE_STATUSES.includes(status));

/** A slot as the availability API names it, e.g. "20261201T0900Z_60". */
const timeslotIdentifier = z
  .string("timeslotRequired")
  .regex(SLOT_IDENTIFIER_PATTERN, "timeslotRequired");

/** What every booking chooses, whoever books it: the therapy, the way to meet, a note. */
const sessionChoice = {
  therapyCategoryId: z.uuid("bookingTherapy"),
  modality: z.string("bookingModality").trim().min(1, "bookingModality").max(40, "bookingModality"),
  note: z.string().trim().max(BOOKING_NOTE_MAX, "bookingNoteMax").optional(),
};

/** A time slot is required unless the client schedules later (picks the time after paying). */
const hasTimeUnlessLater = (v: { scheduleLater?: boolean; timeslotIdentifier?: string }) =>
  v.scheduleLater === true || v.timeslotIdentifier !== undefined;
const timeRequired = { path: ["timeslotIdentifier"], message: "timeslotRequired" };

/** How many weekly sessions a series makes. */
const seriesWeeks = z.coerce
  .number<number>("seriesWeeks")
  .int("seriesWeeks")
  .min(2, "seriesWeeks")
  .max(SERIES_MAX_WEEKS, "seriesWeeks");

/** POST /booking: a time slot, or "schedule later" (the time is picked after paying). */
export const createBookingSchema = z
  .object({
    providerId: z.uuid("invalidId"),
    ...sessionChoice,
    timeslotIdentifier: timeslotIdentifier.optional(),
    scheduleLater: z.boolean().optional(),
  })
  .refine(hasTimeUnlessLater, timeRequired);
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** POST /booking/series: the same weekly time for N weeks. */
export const createSeriesSchema = z.object({
  providerId: z.uuid("invalidId"),
  ...sessionChoice,
  timeslotIdentifier,
  weeks: seriesWeeks,
});
export type CreateSeriesInput = z.input<typeof createSeriesSchema>;

export const scheduleSchema = z.object({ timeslotIdentifier });

/** POST /booking/{id}/cancel and /appointment/{id}/cancel: the reason, optional (spec: Cancel form). */
export const cancelSchema = z.object({
  note: z.string("cancelNoteMax").trim().max(CANCEL_NOTE_MAX, "cancelNoteMax").optional(),
});
export type CancelInput = z.input<typeof cancelSchema>;

/** POST /booking/{id}/reschedule and /appointment/{id}/reschedule (spec: Reschedule form). */
export const rescheduleSchema = z.object({
  timeslotIdentifier,
  note: z
    .string("rescheduleNoteMax")
    .trim()
    .max(RESCHEDULE_NOTE_MAX, "rescheduleNoteMax")
    .optional(),
});
export type RescheduleInput = z.input<typeof rescheduleSchema>;

export const rescheduleDecisions = ["accepted", "declined"] as const;
export type RescheduleDecision = (typeof rescheduleDecisions)[number];
/** POST /booking/reschedule/{identifier}/{action}. */
export const rescheduleActionParamSchema = z.object({
  identifier: z.uuid("invalidId"),
  action: z.enum(rescheduleDecisions, "rescheduleAction"),
});
/** POST /appointment/{id}/reschedule-update { status }. */
export const rescheduleUpdateSchema = z.object({
  status: z.enum(rescheduleDecisions, "rescheduleAction"),
});

export const rescheduleStatuses = [
  "pending",
  "accepted",
  "declined",
  "completed",
  "cancelled",
] as const;
export type RescheduleStatus = (typeof rescheduleStatuses)[number];

// The answers' schemas (decision 0042): the wire types are read off them.
const span = z.strictObject({ startTime: z.string(), endTime: z.string() });
/** One move of a booking, asked by either side (Booking.reschedules). */
export const rescheduleAnswerSchema = z.strictObject({
  identifier: z.string(),
  requestedBy: z.enum(["client", "provider"]),
  status: z.enum(rescheduleStatuses),
  from: span,
  to: span,
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Reschedule = z.infer<typeof rescheduleAnswerSchema>;

/** POST /appointment: a therapist books one of their clients. */
export const createAppointmentSchema = z.object({
  clientId: z.uuid("invalidId"),
  ...sessionChoice,
  timeslotIdentifier,
});
export type CreateAppointmentInput = z.input<typeof createAppointmentSchema>;

/**
 * The booking form, with the rules of the requests it sends: one session (POST /booking), the
 * same time weekly (`weeks`, POST /booking/series) or "schedule later"; or, for a therapist, a
 * client's session at a set time (POST /appointment). The therapist and client are not fields.
 */
export const bookingFormSchema = z
  .object({
    ...sessionChoice,
    timeslotIdentifier: timeslotIdentifier.optional(),
    scheduleLater: z.boolean(),
    weeks: seriesWeeks.nullable(),
  })
  .refine(hasTimeUnlessLater, timeRequired);
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;

const person = z.strictObject({
  identifier: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
/** GET /clients/relation/{id}: the client's name only for their own therapist. */
export const clientRelationSchema = z.strictObject({
  isClient: z.boolean(),
  sessions: z.number().int(),
  client: person.nullable(),
});
export type ClientRelation = z.infer<typeof clientRelationSchema>;

/** The wire shape of a booking (spec section 3, Booking). */
export const bookingAnswerSchema = z
  .strictObject({
    identifier: z.string(),
    status: z.enum(bookingStatuses),
    previousStatus: z.enum(bookingStatuses).nullable(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    holdExpiresAt: z.string().nullable(),
    therapyCategory: z.strictObject({ identifier: z.string(), name: z.string() }),
    /** The modality's slug, and its name in the asker's language. */
    modality: z.string(),
    modalityName: z.string(),
    provider: person,
    client: person,
    amount: z.number(),
    currency: z.string(),
    isFree: z.boolean(),
    note: z.string().nullable(),
    series: z.strictObject({ identifier: z.string() }).nullable(),
    /** Booked by the therapist for the client (POST /appointment); the client still confirms it. */
    createdByProvider: z.boolean(),
    /** Who cancelled it, when and why; null unless it was cancelled. */
    cancellation: z
      .strictObject({
        by: z.enum(["client", "provider"]),
        at: z.string(),
        note: z.string().nullable(),
      })
      .nullable(),
    /** The latest request's status (null before any move) and the moves each side has left. */
    rescheduleInfo: z.strictObject({
      status: z.enum(rescheduleStatuses).nullable(),
      remainingClientReschedule: z.number().int(),
      remainingProviderReschedule: z.number().int(),
    }),
    /** Every move asked of this booking, oldest first. */
    reschedules: z.array(rescheduleAnswerSchema),
    allowRescheduleCompletedBooking: z.boolean(),
    /** The client has reviewed this session (spec section 3). */
    feedbackProvided: z.boolean(),
    /**
     * A time held for a client on the therapist's waitlist whose offer is not accepted (decision
     * 0318). The therapist then reads no name: `client` has empty fields.
     */
    heldForWaitlist: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Booking" });
export type Booking = z.infer<typeof bookingAnswerSchema>;

/** Ways of meeting held in the therapist's room online (decision 0308). */
export const JOIN_BY_LINK: readonly string[] = ["video", "audio"];

/**
 * GET /booking/{id}/join and /appointment/{id}/join: where the session happens (decision 0308).
 * A video or audio session's `room`: the built-in session room (its page, decision 0319) or the
 * therapist's own room at `link`; `address` for an in-person one; null when the therapist has not
 * given it, or the client may not see it yet.
 */
export const joinInfoSchema = z.strictObject({
  modality: z.string(),
  room: z.enum(["built-in", "own"]).nullable(),
  link: z.string().nullable(),
  address: z.string().nullable(),
});
export type JoinInfo = z.infer<typeof joinInfoSchema>;

/**
 * GET /booking/{id}/receipt and /appointment/{id}/receipt: what the client paid for a session and
 * what came back, for their records or an insurer. `number` is the booking's short reference.
 */
export const receiptSchema = z.strictObject({
  number: z.string(),
  bookingIdentifier: z.string(),
  paidAt: z.string(),
  client: z.strictObject({ name: z.string(), email: z.string() }),
  provider: z.strictObject({
    name: z.string(),
    title: z.string().nullable(),
    headline: z.string().nullable(),
  }),
  therapyCategory: z.string(),
  modality: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.enum(bookingStatuses),
  currency: z.string(),
  amount: z.number(),
  refunded: z.number(),
  refundedAt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /appointment/policy/{id}/cancellation: what cancelling now would give back. */
export const cancellationCheckSchema = z.strictObject({
  isRefundable: z.boolean(),
  refundAmount: z.number(),
  currency: z.string(),
  refundableUntil: z.string().nullable(),
});
export type CancellationCheck = z.infer<typeof cancellationCheckSchema>;
/** GET /appointment/policy/{id}/reschedule. */
export const rescheduleCheckSchema = z.strictObject({ needsApproval: z.boolean() });
export type RescheduleCheck = z.infer<typeof rescheduleCheckSchema>;
/**
 * A reschedule answers the booking as it is now, and whether the move waits for the other party
 * (`pending`) or is done (`completed`).
 */
export const rescheduledBookingSchema = bookingAnswerSchema.extend({
  rescheduleStatus: z.enum(["pending", "completed"]),
});
export type RescheduledBooking = z.infer<typeof rescheduledBookingSchema>;
/** A cancel answers the booking as it is now and what went back to the client's wallet. */
export const cancelledBookingSchema = bookingAnswerSchema.extend({ refunded: z.number() });
export type CancelledBooking = z.infer<typeof cancelledBookingSchema>;

/**
 * GET, POST and DELETE /calendar-feed: whether the viewer's calendar subscription is on and since
 * when; its address (`url`) only in the answer that made it (decision 0306).
 */
export const calendarFeedSchema = z.strictObject({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  url: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** What stops one session of a series moving (decision 0318). */
export const seriesMoveConflicts = [
  "NOT_RESCHEDULABLE",
  "RESCHEDULE_LIMIT_REACHED",
  "RESCHEDULE_PENDING",
  "SLOT_UNAVAILABLE",
  "SLOT_TAKEN",
] as const;
export type SeriesMoveConflict = (typeof seriesMoveConflicts)[number];
/** GET /{id}/reschedule/following?timeslotIdentifier: this session and the later ones of its series. */
export const seriesMoveQuerySchema = z.object({ timeslotIdentifier });
/**
 * Each session's new time before anything is saved: whether it waits for the other party's
 * approval (inside 48 hours) and what stops it (null when nothing does).
 */
export const seriesMovePreviewSchema = z.strictObject({
  sessions: z.array(
    z.strictObject({
      identifier: z.string(),
      from: span,
      to: span,
      needsApproval: z.boolean(),
      conflict: z.enum(seriesMoveConflicts).nullable(),
    }),
  ),
});
export type SeriesMovePreview = z.infer<typeof seriesMovePreviewSchema>;
/** POST /{id}/reschedule/following: every session moved (or asked to move), soonest first. */
export const seriesMovedSchema = z.strictObject({ sessions: z.array(rescheduledBookingSchema) });
export type SeriesMoved = z.infer<typeof seriesMovedSchema>;
/** GET /{id}/cancel/following: each session's refund by its own 48-hour rule, and the total. */
export const seriesCancelPreviewSchema = z.strictObject({
  sessions: z.array(
    cancellationCheckSchema.omit({ currency: true }).extend({
      identifier: z.string(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
      status: z.enum(bookingStatuses),
    }),
  ),
  totalRefund: z.number(),
  currency: z.string(),
});
export type SeriesCancelPreview = z.infer<typeof seriesCancelPreviewSchema>;
/** POST /{id}/cancel/following: every session cancelled, soonest first, and the total refunded. */
export const seriesCancelledSchema = z.strictObject({
  sessions: z.array(cancelledBookingSchema),
  refunded: z.number(),
});
export type SeriesCancelled = z.infer<typeof seriesCancelledSchema>;

/** Whoever declines a reschedule request may offer this many other times (decision 0318). */
export const COUNTER_MAX_TIMES = 3;
/** An open counter-proposal holds its times at most this long. */
export const COUNTER_HOLD_HOURS = 24;
/** POST /{id}/counter-proposal: decline the other side's request and offer other free slots. */
export const counterProposeSchema = z.object({
  timeslotIdentifiers: z
    .array(timeslotIdentifier, "counterTimes")
    .min(1, "counterTimes")
    .max(COUNTER_MAX_TIMES, "counterTimes")
    .refine((ids) => new Set(ids).size === ids.length, "counterTimes"),
  note: z.string().trim().max(RESCHEDULE_NOTE_MAX, "rescheduleNoteMax").optional(),
});
export type CounterProposeInput = z.input<typeof counterProposeSchema>;
/** POST /{id}/counter-proposal/accept: the offered time taken, by its start. */
export const counterAcceptSchema = z.object({ startTime: z.iso.datetime("invalid") });
export const counterStatuses = ["open", "accepted", "declined", "expired", "cancelled"] as const;
/** The booking's latest counter-proposal (null when none was made). */
export const counterProposalSchema = z.strictObject({
  identifier: z.string(),
  proposedBy: z.enum(["client", "provider"]),
  status: z.enum(counterStatuses),
  times: z.array(span),
  expiresAt: z.string(),
  chosenStartTime: z.string().nullable(),
  note: z.string().nullable(),
});
export type CounterProposal = z.infer<typeof counterProposalSchema>;
export const counterAnswerSchema = z.strictObject({ proposal: counterProposalSchema.nullable() });
export type CounterAnswer = z.infer<typeof counterAnswerSchema>;
