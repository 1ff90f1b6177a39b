import { http, HttpResponse } from "msw";
import { parseMonth } from "@/features/work-history/months";
import {
  experienceSchema,
  visibilitySchema,
  WORK_HISTORY_MAX_ENTRIES,
  type Experience,
} from "@/features/work-history/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { idParamSchema } from "@/lib/validation/common";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { authAnswer } from "../fixtures/accounts";
import { mockTherapist } from "../fixtures/notes";
import { apiError, fieldMessage } from "./errors";
import { apiPath, langOf } from "./lang";

/** The mocked therapist's jobs at the start of a session (and of each test that resets them). */
export const mockWorkHistory = (): Experience[] => [
  {
    identifier: "00000000-0000-4000-8000-00000000a501",
    companyName: "MindWell Clinic",
    jobTitle: "Lead Therapist",
    startDate: "02-2021",
    endDate: null,
    description: "Individual and couples therapy; supervising two junior therapists.",
    currentlyWorksHere: true,
  },
  {
    identifier: "00000000-0000-4000-8000-00000000a502",
    companyName: "Lagos University Teaching Hospital",
    jobTitle: "Clinical Psychologist",
    startDate: "03-2015",
    endDate: "01-2021",
    description: null,
    currentlyWorksHere: false,
  },
];

// Kept in session storage too, so a mocked build's page reload keeps what was added.
const KEY = "msw-work-history";
let memory: Experience[] = mockWorkHistory();
const storage = () => (typeof sessionStorage === "undefined" ? undefined : sessionStorage);
const jobs = (): Experience[] => {
  const saved = storage()?.getItem(KEY);
  return saved ? (JSON.parse(saved) as Experience[]) : memory;
};
export function setWorkHistoryMock(list: Experience[]) {
  memory = list;
  storage()?.setItem(KEY, JSON.stringify(list));
}
export const resetWorkHistoryMock = () => {
  setWorkHistoryMock(mockWorkHistory());
  setShownOnProfile(false);
};

// Whether the mocked therapist shows their work history on their profile (off, as on the API).
const SHOWN_KEY = "msw-work-history-shown";
let shownMemory = false;
const shownOnProfile = () => {
  const saved = storage()?.getItem(SHOWN_KEY);
  return saved ? saved === "true" : shownMemory;
};
function setShownOnProfile(shown: boolean) {
  shownMemory = shown;
  storage()?.setItem(SHOWN_KEY, String(shown));
}

/** The real API's order: current jobs first, then by start month, newest first. */
const ordered = (list: Experience[]) =>
  list
    .map((job, added) => ({ job, added }))
    .sort(
      (a, b) =>
        Number(b.job.currentlyWorksHere) - Number(a.job.currentlyWorksHere) ||
        parseMonth(b.job.startDate)! - parseMonth(a.job.startDate)! ||
        b.added - a.added,
    )
    .map(({ job }) => job);

const said = (request: Request, key: keyof typeof en.Api) => ({ en, de })[langOf(request)].Api[key];

/** Only the mocked therapist: the demo client gets 403, no one signed in 401, as on the real API. */
function refused(request: Request) {
  const auth = request.headers.get("authorization");
  if (auth === `Bearer ${mockTherapist.token}`) return null;
  return apiError(
    request,
    auth === `Bearer ${authAnswer().token}` ? ErrorCode.FORBIDDEN : ErrorCode.UNAUTHORIZED,
  );
}

function invalid(request: Request, issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const i of issues) errors[i.path.join(".") || "_"] ??= fieldMessage(request, i.message);
  return apiError(request, ErrorCode.VALIDATION_FAILED, { errors });
}

async function input(request: Request) {
  const body: unknown = await request.json().catch(() => undefined);
  return experienceSchema.safeParse(body);
}

/** The job of a path's id, or the answer the real API gives when there is none. */
function owned(request: Request, id: unknown) {
  const param = idParamSchema.safeParse({ id });
  if (!param.success) return { refusal: invalid(request, param.error.issues) };
  const job = jobs().find((j) => j.identifier === param.data.id);
  return job ? { job } : { refusal: apiError(request, ErrorCode.NOT_FOUND) };
}

/**
 * Spec section 7: POST, GET /provider/experience; PUT and DELETE /provider/experience/{id}; and
 * GET, PUT /provider/experience/visibility (decision 0211).
 */
export const workHistoryHandlers = [
  // Before "/provider/experience/:id", as on the API.
  http.get(apiPath("/provider/experience/visibility"), ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    return HttpResponse.json({ data: { showOnProfile: shownOnProfile() } });
  }),
  http.put(apiPath("/provider/experience/visibility"), async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const body: unknown = await request.json().catch(() => undefined);
    const parsed = visibilitySchema.safeParse(body);
    if (!parsed.success) return invalid(request, parsed.error.issues);
    setShownOnProfile(parsed.data.showOnProfile);
    return HttpResponse.json({
      data: { showOnProfile: shownOnProfile(), message: said(request, "profileSaved") },
    });
  }),
  http.get(apiPath("/provider/experience"), ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    return HttpResponse.json({ data: ordered(jobs()) });
  }),
  http.post(apiPath("/provider/experience"), async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const parsed = await input(request);
    if (!parsed.success) return invalid(request, parsed.error.issues);
    if (jobs().length >= WORK_HISTORY_MAX_ENTRIES)
      return apiError(request, ErrorCode.WORK_HISTORY_LIMIT, {
        values: { max: WORK_HISTORY_MAX_ENTRIES },
      });
    const job: Experience = { identifier: crypto.randomUUID(), ...parsed.data };
    setWorkHistoryMock([...jobs(), job]);
    return HttpResponse.json(
      { data: { ...job, message: said(request, "workHistorySaved") } },
      { status: 201 },
    );
  }),
  http.put(apiPath("/provider/experience/:id"), async ({ request, params }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const found = owned(request, params.id);
    if (found.refusal) return found.refusal;
    const parsed = await input(request);
    if (!parsed.success) return invalid(request, parsed.error.issues);
    const job: Experience = { identifier: found.job.identifier, ...parsed.data };
    setWorkHistoryMock(jobs().map((j) => (j.identifier === job.identifier ? job : j)));
    return HttpResponse.json({ data: { ...job, message: said(request, "workHistoryUpdated") } });
  }),
  http.delete(apiPath("/provider/experience/:id"), ({ request, params }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const found = owned(request, params.id);
    if (found.refusal) return found.refusal;
    setWorkHistoryMock(jobs().filter((j) => j.identifier !== found.job.identifier));
    return HttpResponse.json({
      data: { identifier: found.job.identifier, message: said(request, "workHistoryDeleted") },
    });
  }),
];
