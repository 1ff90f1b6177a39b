import { http, HttpResponse } from "msw";
import { crisisHelpFor } from "@/features/care/crisis-lines";
import { assess, isCompleteAnswers } from "@/features/care/instruments/definitions";
import {
  answerMeasureSchema,
  careSettingsSchema,
  MEASURE_EVERY_DEFAULT,
  requestMeasureSchema,
  type CareAlert,
  type CrisisHelpAnswer,
  type Measure,
  type OwnMeasure,
} from "@/features/care/schemas";
import { authAnswer } from "../fixtures/accounts";
import { careAlertsFixture, careMeasuresFixture } from "../fixtures/care";
import { mockNotesClient, mockTherapist } from "../fixtures/notes";
import { sentFormsMock } from "./care-forms";
import { apiError, fieldMessage, invalidInput } from "./errors";
import { apiPath } from "./lang";

/** The twins of /care (issue 70): the demo client answers, the mocked therapist reads. */
let state = fresh();
function fresh() {
  return {
    measures: careMeasuresFixture(),
    alerts: careAlertsFixture(),
    measureEvery: MEASURE_EVERY_DEFAULT,
    hideOwnChart: false,
  };
}
export const resetCareMock = () => {
  state = fresh();
};

const who = (request: Request) => {
  const auth = request.headers.get("authorization");
  if (auth === `Bearer ${authAnswer().token}`) return "client" as const;
  if (auth === `Bearer ${mockTherapist.token}`) return "therapist" as const;
  return undefined;
};

const help = (): CrisisHelpAnswer => {
  const found = crisisHelpFor(authAnswer().countryCode);
  return {
    countryCode: authAnswer().countryCode,
    emergency: found?.emergency ?? null,
    lines: found?.lines ?? [],
  };
};

/** The therapist's view and the answers to a change name no therapist, as the real API. */
const plain = ({ therapistName: _, ...measure }: OwnMeasure): Measure => measure;

const unauthorized = (request: Request) => apiError(request, "UNAUTHORIZED");
const notFound = (request: Request) => apiError(request, "NOT_FOUND");

export const careHandlers = [
  http.get(apiPath("/care/measures"), ({ request }) => {
    const role = who(request);
    if (!role) return unauthorized(request);
    if (role !== "client") return notFound(request);
    return HttpResponse.json({
      data: { measures: state.measures, hideOwnChart: state.hideOwnChart },
    });
  }),
  http.post(apiPath("/care/measures/:id/answer"), async ({ request, params }) => {
    const role = who(request);
    if (!role) return unauthorized(request);
    const parsed = answerMeasureSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const index = state.measures.findIndex((m) => m.identifier === params.id);
    const found = state.measures[index];
    if (role !== "client" || !found) return notFound(request);
    if (found.answeredAt) return apiError(request, "CARE_ALREADY_ANSWERED");
    if (!isCompleteAnswers(found.instrument, parsed.data.answers))
      return apiError(request, "VALIDATION_FAILED", {
        errors: { answers: fieldMessage(request, "careAnswerRequired") },
      });
    const result = assess(found.instrument, parsed.data.answers);
    const answered: OwnMeasure = {
      ...found,
      answeredAt: new Date().toISOString(),
      score: result.score,
      band: result.band,
    };
    state.measures[index] = answered;
    const measure = plain(answered);
    if (result.crisis)
      state.alerts.push({
        identifier: crypto.randomUUID(),
        measureId: measure.identifier,
        createdAt: measure.answeredAt!,
        acknowledgedAt: null,
      });
    return HttpResponse.json({
      data: { measure, crisis: result.crisis, help: result.crisis ? help() : null },
    });
  }),
  http.get(apiPath("/care/access"), ({ request }) => {
    const role = who(request);
    if (!role) return unauthorized(request);
    if (role !== "client") return notFound(request);
    const answered = state.measures.filter((m) => m.answeredAt);
    const measure = (m: (typeof answered)[number]) =>
      ({
        subject: "measure",
        subjectId: m.identifier,
        instrument: m.instrument,
        title: null,
      }) as const;
    const forms = sentFormsMock();
    const form = (f: (typeof forms)[number]) =>
      ({ subject: "form", subjectId: f.identifier, instrument: null, title: f.title }) as const;
    const readBy = (actorName: string | null) =>
      ({ action: "read", byYou: false, actorName }) as const;
    const sent = { action: "answered", byYou: true, actorName: "Chioma Eze" } as const;
    return HttpResponse.json({
      data: [
        ...answered.flatMap((m) => [
          { ...measure(m), ...readBy(m.therapistName), at: m.answeredAt! },
          { ...measure(m), ...sent, at: m.answeredAt! },
        ]),
        ...forms.flatMap((f) => [
          { ...form(f), ...readBy(f.therapistName), at: f.completedAt! },
          { ...form(f), ...sent, at: f.completedAt! },
        ]),
      ],
    });
  }),
  http.get(apiPath("/care/crisis-help"), ({ request }) =>
    who(request) ? HttpResponse.json({ data: help() }) : unauthorized(request),
  ),
  http.get(apiPath("/care/client/:clientId"), ({ request, params }) => {
    const role = who(request);
    if (!role) return unauthorized(request);
    if (role !== "therapist") return notFound(request);
    if (params.clientId !== mockNotesClient) return apiError(request, "NOT_YOUR_CLIENT");
    return HttpResponse.json({
      data: {
        measures: state.measures.map(plain),
        alerts: state.alerts.filter((a) => !a.acknowledgedAt),
        measureEvery: state.measureEvery,
      },
    });
  }),
  http.post(apiPath("/care/client/:clientId/request"), async ({ request, params }) => {
    const role = who(request);
    if (!role) return unauthorized(request);
    const parsed = requestMeasureSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (role !== "therapist") return notFound(request);
    if (params.clientId !== mockNotesClient) return apiError(request, "NOT_YOUR_CLIENT");
    const open = state.measures.find(
      (m) => m.instrument === parsed.data.instrument && !m.answeredAt,
    );
    if (open) return HttpResponse.json({ data: plain(open) }, { status: 201 });
    const measure: OwnMeasure = {
      identifier: crypto.randomUUID(),
      providerId: mockTherapist.identifier,
      clientId: mockNotesClient,
      instrument: parsed.data.instrument,
      reason: "request",
      sentAt: new Date().toISOString(),
      answeredAt: null,
      score: null,
      band: null,
      therapistName: state.measures[0]?.therapistName ?? null,
    };
    state.measures.push(measure);
    return HttpResponse.json({ data: plain(measure) }, { status: 201 });
  }),
  http.post(apiPath("/care/alerts/:id/acknowledge"), ({ request, params }) => {
    const role = who(request);
    if (!role) return unauthorized(request);
    const alert = state.alerts.find((a) => a.identifier === params.id);
    if (role !== "therapist" || !alert) return notFound(request);
    alert.acknowledgedAt ??= new Date().toISOString();
    return HttpResponse.json({ data: alert satisfies CareAlert });
  }),
  http.put(apiPath("/care/settings"), async ({ request }) => {
    const role = who(request);
    if (!role) return unauthorized(request);
    const parsed = careSettingsSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (role === "therapist") state.measureEvery = parsed.data.measureEvery ?? state.measureEvery;
    else state.hideOwnChart = parsed.data.hideOwnChart ?? state.hideOwnChart;
    return HttpResponse.json({
      data: { measureEvery: state.measureEvery, hideOwnChart: state.hideOwnChart },
    });
  }),
];
