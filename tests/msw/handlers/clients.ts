import { http, HttpResponse } from "msw";
import { BOOKINGS_PAGE_SIZE } from "@/features/booking/schemas";
import { CLIENTS_PAGE_SIZE, type ClientAppointment } from "@/features/clients/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { demoClientProfile, demoClientSessions, demoClientSummary } from "../fixtures/clients";
import { mockTherapist } from "../fixtures/notes";
import { apiError } from "./errors";
import { apiPath } from "./lang";

/**
 * A therapist's clients, for the mocked therapist (tests/msw/fixtures/clients.ts). The demo client
 * is refused these paths (403) and no one signed in too (401), as on the real API.
 */
function refused(request: Request) {
  const auth = request.headers.get("authorization");
  if (auth === `Bearer ${mockTherapist.token}`) return null;
  return apiError(
    request,
    auth === `Bearer ${authAnswer().token}` ? ErrorCode.FORBIDDEN : ErrorCode.UNAUTHORIZED,
  );
}

const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get("page") ?? 1);

const SESSIONS = ["pending", "confirmed", "completed"];

/** A part of the client's sessions, ordered as GET /appointment/client/{id}?part orders it. */
function partOf(all: ClientAppointment[], part: string | null) {
  if (part === "other") return all.filter((b) => !SESSIONS.includes(b.status));
  if (part !== "sessions") return all;
  const at = (b: ClientAppointment) => (b.startTime ? Date.parse(b.startTime) : Infinity);
  const ahead = all.filter((b) => b.status !== "completed" && SESSIONS.includes(b.status));
  const done = all.filter((b) => b.status === "completed");
  return [...ahead.sort((a, b) => at(a) - at(b)), ...done.sort((a, b) => at(b) - at(a))];
}

export const clientHandlers = [
  http.get(apiPath("/clients"), ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const words = (new URL(request.url).searchParams.get("search") ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const name = `${demoClient.firstName} ${demoClient.lastName}`.toLowerCase();
    const { clientSince: _, ...summary } = demoClientSummary();
    const list = words.every((w) => name.includes(w)) ? [summary] : [];
    const page = pageOf(request);
    return HttpResponse.json({
      data: list.slice((page - 1) * CLIENTS_PAGE_SIZE, page * CLIENTS_PAGE_SIZE),
      meta: { page, pageSize: CLIENTS_PAGE_SIZE, total: list.length },
    });
  }),
  http.get(apiPath("/client/profile/:id"), ({ request, params }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    return params.id === demoClient.identifier
      ? HttpResponse.json({ data: demoClientProfile() })
      : apiError(request, ErrorCode.NOT_FOUND);
  }),
  http.get(apiPath("/appointment/client/:id"), ({ request, params }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    if (params.id !== demoClient.identifier) return apiError(request, ErrorCode.NOT_FOUND);
    const all = partOf(demoClientSessions(), new URL(request.url).searchParams.get("part"));
    const page = pageOf(request);
    return HttpResponse.json({
      data: all.slice((page - 1) * BOOKINGS_PAGE_SIZE, page * BOOKINGS_PAGE_SIZE),
      meta: { page, pageSize: BOOKINGS_PAGE_SIZE, total: all.length },
    });
  }),
];
