import "server-only";
import { DomainError, fieldError } from "@/lib/server/errors";
import {
  DAY_MS,
  firstFreeSlot,
  generateSlots,
  groupByViewerDay,
  parseSlotIdentifier,
  type BusyInterval,
  type Slot,
  type SlotInput,
  type ViewerDay,
  type ViewerSlot,
} from "../slots";
import {
  addDays,
  addMonths,
  formatCivilDate,
  parseCivilDate,
  startOfZonedDay,
  utcToZoned,
  type CivilDate,
} from "../time-zone";
import { providerWindow } from "../window";
import { keptForEach, keptWhileSlotsUnchanged, type Made } from "./kept-slots";
import { providerContexts, requireContext, type ProviderContext } from "./provider-context";
import {
  bookingScope,
  slotRequest,
  slotsOf,
  type SlotCalendar,
  type SlotRequest,
} from "./slot-calendar";

// Public reads of slots: a month for the booking page, one slot, the first free time of each
// directory card. One provider is a batch of one.

/** The first hold among busy times to end, Infinity when none is a hold. */
const firstHoldEnd = (busy: BusyInterval[] = []) =>
  Math.min(Infinity, ...busy.map((b) => b.until ?? Infinity));

type ListOptions = {
  providerId: string;
  categoryId?: string | null;
  from: Date;
  to: Date;
  busy?: BusyInterval[];
  now?: Date;
  /** Already loaded by the caller, to save its two queries. */
  context?: ProviderContext;
};

/**
 * The slots a provider offers between two instants, booked ones marked. The booking feature
 * may pass `busy` itself; otherwise the registered busy-interval source is asked.
 */
export async function listSlots(options: ListOptions): Promise<Slot[]> {
  return (await slotsAndHolds(options)).slots;
}

/** listSlots, and when the first hold it counted as busy ends (Infinity when none did). */
async function slotsAndHolds(options: ListOptions): Promise<{ slots: Slot[]; holdsEnd: number }> {
  const none = { slots: [], holdsEnd: Infinity };
  const context = options.context ?? (await providerContexts([options.providerId]))[0];
  if (!context) return none;
  const scope = bookingScope(context, options.categoryId);
  if (scope === undefined) return none;
  const now = (options.now ?? new Date()).getTime();
  const request = slotRequest(context, scope, options.from.getTime(), options.to.getTime(), now);
  if (!request) return none;
  const given = options.busy ? new Map([[options.providerId, options.busy]]) : undefined;
  const make = (input: SlotInput) => ({
    slots: generateSlots(input),
    holdsEnd: firstHoldEnd(input.busy),
  });
  return (await slotsOf([request], now, make, given)).get(options.providerId) ?? none;
}

export type { SlotCalendar };

/**
 * Each provider's first free slot from now to `spanMs` ahead (a directory card's next free time):
 * the same rules as listSlots (general template only, minimum notice, the two-month window), for
 * a whole page in a few queries. The caller vouches that the providers are active (the directory
 * lists no one else). Kept per provider under their slots version (decision 0031) until time alone
 * could change it:
 * - found: until the minimum notice reaches it, or a hold before it ends;
 * - none: until a free slot enters the span at its far end. Slots are made for a day past the
 *   span to know when: the first free one there enters `spanMs` before it starts; with none, the
 *   answer holds for that day. A hold ending frees time here too.
 * Providers who set availability per category have no next free time, until their version moves.
 */
export async function nextFreeSlots(
  calendars: SlotCalendar[],
  spanMs: number,
  now = Date.now(),
): Promise<Map<string, number>> {
  const byId = new Map(calendars.map((c) => [c.providerId, c]));
  const found = await keptForEach<number | null>(
    "nextFree",
    [...byId.keys()],
    String(spanMs),
    now,
    async (ids) => {
      const requests = ids
        .map((id) => byId.get(id)!)
        .filter((calendar) => calendar.calendarSetupType === "GENERAL")
        .map((calendar) => slotRequest(calendar, null, now, now + spanMs + DAY_MS, now))
        .filter((request): request is SlotRequest => request !== null);
      const made = await slotsOf(requests, now, (input) => ({
        free: firstFreeSlot(input),
        holdsEnd: firstHoldEnd(input.busy),
      }));
      const answers = new Map<string, Made<number | null>>();
      for (const id of ids) {
        const calendar = byId.get(id)!;
        const m = made.get(id);
        if (!m) {
          // Per category, or past their window's end: only a change of theirs alters that.
          answers.set(id, { value: null, until: now + DAY_MS });
        } else if (m.free && m.free.start < now + spanMs) {
          const noticeReaches = m.free.start - calendar.minimumNoticeMinutes * 60_000;
          answers.set(id, { value: m.free.start, until: Math.min(noticeReaches, m.holdsEnd) });
        } else {
          const enters = m.free ? m.free.start - spanMs : now + DAY_MS;
          answers.set(id, { value: null, until: Math.min(enters, m.holdsEnd) });
        }
      }
      return answers;
    },
  );
  const first = new Map<string, number>();
  for (const [id, start] of found) if (start !== null) first.set(id, start);
  return first;
}

/**
 * For the booking feature: is [startUtc, endUtc) exactly a slot this provider offers for this
 * category right now (inside the window, after the minimum notice)? Whether it is already
 * booked is not checked here: the booking table's constraint decides that atomically.
 */
export async function isSlotOffered(
  providerId: string,
  categoryId: string | null,
  startUtc: Date,
  endUtc: Date,
): Promise<boolean> {
  const slots = await listSlots({
    providerId,
    categoryId,
    from: startUtc,
    to: new Date(startUtc.getTime() + 1),
    busy: [],
  });
  return slots.some((s) => s.start === startUtc.getTime() && s.end === endUtc.getTime());
}

/** For the booking feature: the offered slot behind an identifier, or null. */
export async function findOfferedSlot(
  providerId: string,
  categoryId: string | null,
  identifier: string,
  options: { withBusy?: boolean; context?: ProviderContext } = {},
): Promise<Slot | null> {
  const parsed = parseSlotIdentifier(identifier);
  if (!parsed) return null;
  const slots = await listSlots({
    providerId,
    categoryId,
    from: new Date(parsed.start),
    to: new Date(parsed.start + 1),
    // Booking does not ask whether the slot is taken: the bookings' constraint decides that.
    busy: options.withBusy ? undefined : [],
    context: options.context,
  });
  return slots.find((s) => s.start === parsed.start && s.end === parsed.end) ?? null;
}

async function publicContext(providerId: string, category: string | undefined) {
  const context = await requireContext(providerId);
  if (context.calendarSetupType === "BY_CATEGORY" && !category)
    throw fieldError("category", "categoryRequired");
  return context;
}

/** Public time slots for one viewer date, one viewer month, or (neither) the whole window. */
export function timeslotDays(providerId: string, query: TimeslotQuery, now = Date.now()) {
  return keptWhileSlotsUnchanged("days", providerId, JSON.stringify(query), now, () =>
    viewerDays(providerId, query, now),
  );
}

type TimeslotQuery = { category?: string; date?: string; month?: string; timezone?: string };

/** The start of the next day in a zone. */
const nextMidnight = (timeZone: string, now: number) =>
  startOfZonedDay(timeZone, addDays(utcToZoned(timeZone, now), 1));

/**
 * The days of timeslotDays, and until when they hold without any write (decision 0031): the next
 * midnight of the viewer (their "today") and of the therapist (their window's last day), the
 * minimum notice reaching the first slot, or the first hold on a slot ending.
 */
async function viewerDays(
  providerId: string,
  query: TimeslotQuery,
  now: number,
): Promise<{ value: ViewerDay[]; until: number }> {
  const context = await publicContext(providerId, query.category);
  const viewer = query.timezone ?? context.timezone;
  let fromDate: CivilDate;
  let toDate: CivilDate;
  if (query.date) {
    fromDate = toDate = parseCivilDate(query.date)!;
  } else if (query.month) {
    const [year, month] = query.month.split("-").map(Number) as [number, number];
    fromDate = { year, month, day: 1 };
    toDate = addDays(addMonths(fromDate, 1), -1);
  } else {
    fromDate = utcToZoned(viewer, now);
    toDate = utcToZoned(viewer, providerWindow(context.timezone, now).end - 1);
  }
  const { slots, holdsEnd } = await slotsAndHolds({
    providerId,
    categoryId: query.category ?? null,
    from: new Date(startOfZonedDay(viewer, fromDate)),
    to: new Date(startOfZonedDay(viewer, addDays(toDate, 1))),
    now: new Date(now),
    context,
  });
  const firstCut = slots.length
    ? slots[0]!.start - context.minimumNoticeMinutes * 60_000
    : Infinity;
  return {
    value: groupByViewerDay(slots, viewer, formatCivilDate(fromDate), formatCivilDate(toDate)),
    until: Math.min(
      nextMidnight(viewer, now),
      nextMidnight(context.timezone, now),
      firstCut,
      holdsEnd,
    ),
  };
}

/** GET /providers-availability/{id}/timeslot/{slotId}: one slot as the viewer sees it. */
export async function timeslot(
  providerId: string,
  identifier: string,
  query: { category?: string; timezone?: string },
): Promise<ViewerSlot & { date: string }> {
  const context = await publicContext(providerId, query.category);
  const slot = await findOfferedSlot(providerId, query.category ?? null, identifier, {
    withBusy: true,
    context,
  });
  if (!slot) throw new DomainError("SLOT_NOT_FOUND");
  const viewer = query.timezone ?? context.timezone;
  const date = formatCivilDate(utcToZoned(viewer, slot.start));
  const [day] = groupByViewerDay([slot], viewer, date, date);
  return { date, ...day!.timeSlot[0]! };
}
