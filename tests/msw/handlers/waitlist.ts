import { http, HttpResponse } from "msw";
import { joinWaitlistSchema, WAITLIST_MAX, clockOf } from "@/features/waitlist/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { idParamSchema } from "@/lib/validation/common";
import { authAnswer } from "../fixtures/accounts";
import { mockTherapist } from "../fixtures/notes";
import { mockWaitlistDemand, waitlistMock } from "../fixtures/waitlist";
import { apiError, invalidInput } from "./errors";
import { apiPath } from "./lang";

const isClient = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const isTherapist = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${mockTherapist.token}`;

/** requireAuth("client") / ("provider"): 401 without a known token, 403 for the other side. */
function refused(request: Request, side: "client" | "provider") {
  const mine = side === "client" ? isClient(request) : isTherapist(request);
  if (mine) return null;
  const other = side === "client" ? isTherapist(request) : isClient(request);
  return apiError(request, other ? ErrorCode.FORBIDDEN : ErrorCode.UNAUTHORIZED);
}

const badId = (request: Request, id: unknown) => {
  const parsed = idParamSchema.safeParse({ id });
  return parsed.success ? null : invalidInput(request, parsed.error.issues);
};

const offerOf = (id: unknown) => waitlistMock.entries.find((e) => e.offer?.identifier === id);

/** The twins of /waitlist (features/waitlist/server/routes.ts), over an in-memory list. */
export const waitlistHandlers = [
  http.get(apiPath("/waitlist"), ({ request }) => {
    return refused(request, "client") ?? HttpResponse.json({ data: waitlistMock.entries });
  }),
  http.post(apiPath("/waitlist"), async ({ request }) => {
    const no = refused(request, "client");
    if (no) return no;
    const input = joinWaitlistSchema.safeParse(await request.json().catch(() => null));
    if (!input.success) return invalidInput(request, input.error.issues);
    if (waitlistMock.entries.length >= WAITLIST_MAX)
      return apiError(request, ErrorCode.WAITLIST_LIMIT, { values: { max: WAITLIST_MAX } });
    const entry = {
      identifier: crypto.randomUUID(),
      providerId: input.data.providerId,
      providerName: "Amaka Obi",
      therapyCategoryId: input.data.therapyCategoryId,
      modality: input.data.modality,
      timezone: input.data.timezone ?? "UTC",
      weekdays: input.data.weekdays,
      ranges: input.data.ranges.map((r) => ({ from: clockOf(r.from), to: clockOf(r.to) })),
      fromDate: input.data.fromDate,
      toDate: input.data.toDate,
      createdAt: new Date().toISOString(),
      offer: null,
    };
    waitlistMock.entries = [...waitlistMock.entries, entry];
    return HttpResponse.json({ data: entry }, { status: 201 });
  }),
  http.get(apiPath("/waitlist/demand"), ({ request }) => {
    return refused(request, "provider") ?? HttpResponse.json({ data: mockWaitlistDemand() });
  }),
  http.delete(apiPath("/waitlist/:id"), ({ request, params }) => {
    const no = refused(request, "client") ?? badId(request, params.id);
    if (no) return no;
    if (!waitlistMock.entries.some((e) => e.identifier === params.id))
      return apiError(request, ErrorCode.NOT_FOUND);
    waitlistMock.entries = waitlistMock.entries.filter((e) => e.identifier !== params.id);
    return HttpResponse.json({ data: { identifier: params.id } });
  }),
  http.post(apiPath("/waitlist/offers/:id/accept"), ({ request, params }) => {
    const no = refused(request, "client") ?? badId(request, params.id);
    if (no) return no;
    const entry = offerOf(params.id);
    if (!entry?.offer) return apiError(request, ErrorCode.NOT_FOUND);
    if (Date.parse(entry.offer.expiresAt) <= Date.now())
      return apiError(request, ErrorCode.OFFER_EXPIRED);
    return HttpResponse.json({
      data: { identifier: entry.offer.identifier, bookingId: entry.offer.bookingId },
    });
  }),
  http.post(apiPath("/waitlist/offers/:id/pass"), ({ request, params }) => {
    const no = refused(request, "client") ?? badId(request, params.id);
    if (no) return no;
    const entry = offerOf(params.id);
    if (!entry?.offer) return apiError(request, ErrorCode.NOT_FOUND);
    if (Date.parse(entry.offer.expiresAt) <= Date.now())
      return apiError(request, ErrorCode.OFFER_EXPIRED);
    waitlistMock.entries = waitlistMock.entries.map((e) =>
      e === entry ? { ...e, offer: null } : e,
    );
    return HttpResponse.json({ data: { identifier: params.id } });
  }),
];
