import { getResponse as mswResponse } from "msw";
import { expect } from "vitest";
import { api } from "@/app/api/app";
import { routeAnswerChecker } from "@/lib/server/answer-check";
import { call } from "@/tests/helpers/api-client";
import { handlers } from "./handlers";

let checkAnswer: ReturnType<typeof routeAnswerChecker> | undefined;

/**
 * MSW's answer to `request`, checked against what the real route declares (decision 0042): a twin
 * that answers a status, a field or an error code the API cannot produce fails the test.
 */
export async function getResponse(twins: typeof handlers, request: Request) {
  const response = await mswResponse(twins, request);
  if (response) {
    checkAnswer ??= routeAnswerChecker(api);
    const problem = await checkAnswer(request.method, request.url, response);
    if (problem) throw new Error(`MSW twin: ${problem}`);
  }
  return response;
}

/** The shape of a JSON value: keys and value types, arrays by their first element. */
export function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  }
  return value === null ? "null" : typeof value;
}

/** The MSW handlers' answer to a request on /api`path`, status and JSON body. */
async function answerOf(path: string, init: RequestInit) {
  const response = await getResponse(handlers, new Request(`http://localhost/api${path}`, init));
  if (!response) throw new Error(`No MSW handler answers ${path}`);
  return { status: response.status, body: await response.json() };
}

/** What the MSW handlers answer for a request (a POST, or `method`, when there is a body). */
export const mocked = (
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  method = "POST",
) =>
  answerOf(
    path,
    body
      ? {
          method,
          body: JSON.stringify(body),
          headers: { ...headers, "content-type": "application/json" },
        }
      : { headers },
  );

/** A call to the MSW handlers: `token` null for none, else the given one or `defaultToken`. */
export type MockInit = { method?: string; body?: unknown; token?: string | null; lang?: string };

/** What the MSW handlers answer, as someone signed in with `defaultToken` unless told otherwise. */
export const mockAs =
  (defaultToken: string) =>
  async (path: string, init: MockInit = {}) => {
    const headers = new Headers({ "content-type": "application/json" });
    const token = init.token === undefined ? defaultToken : init.token;
    if (token) headers.set("authorization", `Bearer ${token}`);
    if (init.lang) headers.set("x-language", init.lang);
    return answerOf(path, {
      method: init.method ?? (init.body ? "POST" : "GET"),
      headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  };

/** The same call on the real API: `token` as given (none when absent). */
export const realCall = (path: string, init: MockInit & { token?: string } = {}) =>
  call(path, {
    token: init.token,
    method: init.method,
    body: init.body,
    headers: init.lang ? { "x-language": init.lang } : undefined,
  });

type Therapist = { identifier: string; categories: { identifier: string }[] };

/**
 * The demo therapist Amaka as the real API and the mocks list her, her free slots in the real
 * API, and the POST /booking body for either side at one of those slots.
 */
export async function amakaWithFreeSlots() {
  const { call } = await import("@/tests/helpers/api-client");
  const realAmaka: Therapist = (await call("/providers?countryCode=NG&state=LA")).body.data[0];
  const mockAmaka: Therapist = (await mocked("/providers?countryCode=NG&state=LA", {})).body
    .data[0];
  const slots = (
    await call(
      `/provider-availability/timeslot/${realAmaka.identifier}?category=${realAmaka.categories[0]!.identifier}`,
    )
  ).body.data
    .flatMap((d: { timeSlot: { identifier: string; isBooked: boolean }[] }) => d.timeSlot)
    .filter((s: { isBooked: boolean }) => !s.isBooked);
  const bookingBody = (who: Therapist, slot: number) => ({
    providerId: who.identifier,
    therapyCategoryId: who.categories[0]!.identifier,
    modality: "video",
    timeslotIdentifier: slots[slot].identifier as string,
  });
  return { realAmaka, mockAmaka, slots, bookingBody };
}

/**
 * Asks the real API (as `token`) and the MSW handlers (with `headers`) the same request: a GET,
 * or with a body a POST (or `method`). Their statuses and shapes must match; answers both bodies.
 */
export const comparing =
  (token: string, headers: Record<string, string>) =>
  async (path: string, body?: unknown, method?: string) => {
    const real = await call(path, { token, ...(body === undefined ? {} : { body }), method });
    const fake = await mocked(path, headers, body, method);
    expect(fake.status, path).toBe(real.status);
    expect(shape(fake.body), path).toEqual(shape(real.body));
    return { real: real.body, mock: fake.body };
  };
