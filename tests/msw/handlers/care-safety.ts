import { http, HttpResponse } from "msw";
import {
  emptySections,
  saveSafetyPlanSchema,
  type SafetyPlan,
} from "@/features/care/safety/schemas";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { mockNotesClient, mockTherapist } from "../fixtures/notes";
import { apiError, invalidInput } from "./errors";
import { apiPath } from "./lang";

/**
 * The twins of the safety plan (issue 70, decision 0708): one plan between the demo client and
 * the mocked therapist, empty at first; a save on an older version answers 409 as the real API.
 */
type Stored = Omit<SafetyPlan, "updatedByYou"> & { updatedBy: string | null };
let plan = fresh();
function fresh(): Stored {
  return {
    providerId: mockTherapist.identifier,
    clientId: mockNotesClient,
    therapistName: "Sarah Mitchell",
    sections: emptySections(),
    version: 0,
    updatedAt: null,
    updatedBy: null,
  };
}
/** The plan as the client's data export holds it, once written (tests/msw/handlers/data-export.ts). */
export const safetyPlansForExport = () =>
  plan.updatedAt
    ? [{ providerId: plan.providerId, sections: plan.sections, updatedAt: plan.updatedAt }]
    : [];

export const resetCareSafetyMock = () => {
  plan = fresh();
};

const who = (request: Request) => {
  const auth = request.headers.get("authorization");
  if (auth === `Bearer ${authAnswer().token}`) return demoClient.identifier;
  if (auth === `Bearer ${mockTherapist.token}`) return mockTherapist.identifier;
  return undefined;
};
const answer = ({ updatedBy, ...rest }: Stored, viewer: string): SafetyPlan => ({
  ...rest,
  updatedByYou: updatedBy === null ? null : updatedBy === viewer,
});
const isPair = (params: Record<string, unknown>, viewer: string) =>
  params.providerId === plan.providerId &&
  params.clientId === plan.clientId &&
  (viewer === plan.providerId || viewer === plan.clientId);

export const careSafetyHandlers = [
  http.get(apiPath("/care/safety-plans"), ({ request }) => {
    const viewer = who(request);
    if (!viewer) return apiError(request, "UNAUTHORIZED");
    if (viewer !== demoClient.identifier) return apiError(request, "NOT_FOUND");
    return HttpResponse.json({ data: [answer(plan, viewer)] });
  }),
  http.get(apiPath("/care/safety-plans/:providerId/:clientId"), ({ request, params }) => {
    const viewer = who(request);
    if (!viewer) return apiError(request, "UNAUTHORIZED");
    if (!isPair(params, viewer)) return apiError(request, "NOT_FOUND");
    return HttpResponse.json({ data: answer(plan, viewer) });
  }),
  http.put(apiPath("/care/safety-plans/:providerId/:clientId"), async ({ request, params }) => {
    const viewer = who(request);
    if (!viewer) return apiError(request, "UNAUTHORIZED");
    if (!isPair(params, viewer)) return apiError(request, "NOT_FOUND");
    const parsed = saveSafetyPlanSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (parsed.data.version !== plan.version) return apiError(request, "SAFETY_PLAN_STALE");
    plan = {
      ...plan,
      sections: parsed.data.sections,
      version: plan.version + 1,
      updatedAt: new Date().toISOString(),
      updatedBy: viewer,
    };
    return HttpResponse.json({ data: answer(plan, viewer) });
  }),
];
