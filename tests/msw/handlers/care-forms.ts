import { http, HttpResponse } from "msw";
import { firstProblem, isFullName, keptAnswers } from "@/features/care/forms/answers";
import {
  completeFormSchema,
  copyStarterSchema,
  formTemplateInputSchema,
  saveFormSchema,
  type FormDetail,
  type FormSummary,
} from "@/features/care/forms/schemas";
import { starterTemplate } from "@/features/care/forms/starters";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { careFormsFixture, formTemplatesFixture } from "../fixtures/care-forms";
import { mockNotesClient, mockTherapist } from "../fixtures/notes";
import { apiError, fieldMessage, invalidInput } from "./errors";
import { apiPath } from "./lang";

/** The twins of the intake and consent forms (issue 70): the demo client fills, the therapist reads. */
let state = fresh();
function fresh() {
  return { templates: formTemplatesFixture(), forms: careFormsFixture() };
}
/** The forms the client has sent, for the access history's twin (tests/msw/handlers/care.ts). */
export const sentFormsMock = () => state.forms.filter((f) => f.completedAt);

/** The forms as the client's data export holds them: each copy sent, its answers (decision 0707). */
export const formsForExport = () => state.forms.map((f) => ({ ...f, therapistName: null }));

export const resetCareFormsMock = () => {
  state = fresh();
};

const who = (request: Request) => {
  const auth = request.headers.get("authorization");
  if (auth === `Bearer ${authAnswer().token}`) return "client" as const;
  if (auth === `Bearer ${mockTherapist.token}`) return "therapist" as const;
  return undefined;
};
const body = (request: Request) => request.json().catch(() => undefined);

const summary = (
  { body: _b, questions: _q, answers: _a, signature: _s, ...rest }: FormDetail,
  named = true,
): FormSummary => ({ ...rest, therapistName: named ? rest.therapistName : null });

const problem = (request: Request, field: string) =>
  apiError(request, "VALIDATION_FAILED", {
    errors: { [field]: fieldMessage(request, "careFormAnswer") },
  });

export const careFormHandlers = [
  http.get(apiPath("/care/form-templates"), ({ request }) => {
    const role = who(request);
    if (!role) return apiError(request, "UNAUTHORIZED");
    if (role !== "therapist") return apiError(request, "FORBIDDEN");
    return HttpResponse.json({ data: state.templates });
  }),
  http.post(apiPath("/care/form-templates"), async ({ request }) => {
    const role = who(request);
    if (!role) return apiError(request, "UNAUTHORIZED");
    if (role !== "therapist") return apiError(request, "FORBIDDEN");
    const parsed = copyStarterSchema.safeParse(await body(request));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const template = {
      identifier: crypto.randomUUID(),
      ...starterTemplate(parsed.data.starter, "en"),
      sendToNewClients: false,
      updatedAt: new Date().toISOString(),
    };
    state.templates.push(template);
    return HttpResponse.json({ data: template }, { status: 201 });
  }),
  http.put(apiPath("/care/form-templates/:id"), async ({ request, params }) => {
    const role = who(request);
    if (!role) return apiError(request, "UNAUTHORIZED");
    if (role !== "therapist") return apiError(request, "FORBIDDEN");
    const parsed = formTemplateInputSchema.safeParse(await body(request));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const index = state.templates.findIndex((t) => t.identifier === params.id);
    if (index < 0) return apiError(request, "NOT_FOUND");
    const updated = {
      ...state.templates[index]!,
      ...parsed.data,
      updatedAt: new Date().toISOString(),
    };
    state.templates[index] = updated;
    return HttpResponse.json({ data: updated });
  }),
  http.get(apiPath("/care/forms"), ({ request }) => {
    const role = who(request);
    if (!role) return apiError(request, "UNAUTHORIZED");
    if (role !== "client") return apiError(request, "NOT_FOUND");
    return HttpResponse.json({ data: state.forms.map((f) => summary(f)) });
  }),
  http.get(apiPath("/care/forms/:id"), ({ request, params }) => {
    const role = who(request);
    if (!role) return apiError(request, "UNAUTHORIZED");
    const form = state.forms.find((f) => f.identifier === params.id);
    if (!form) return apiError(request, "NOT_FOUND");
    // A therapist reads a form once it is sent, never a draft.
    const shown = role === "therapist" && !form.completedAt ? { ...form, answers: {} } : form;
    return HttpResponse.json({ data: shown });
  }),
  http.put(apiPath("/care/forms/:id/answers"), async ({ request, params }) => {
    const role = who(request);
    if (!role) return apiError(request, "UNAUTHORIZED");
    const parsed = saveFormSchema.safeParse(await body(request));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const form = state.forms.find((f) => f.identifier === params.id);
    if (role !== "client" || !form) return apiError(request, "NOT_FOUND");
    if (form.completedAt) return apiError(request, "CARE_FORM_COMPLETED");
    const wrong = firstProblem(form.questions, parsed.data.answers, { complete: false });
    if (wrong) return problem(request, `answers.${wrong}`);
    form.answers = keptAnswers(parsed.data.answers);
    form.savedAt = new Date().toISOString();
    form.state = "started";
    return HttpResponse.json({ data: summary(form, false) });
  }),
  http.post(apiPath("/care/forms/:id/complete"), async ({ request, params }) => {
    const role = who(request);
    if (!role) return apiError(request, "UNAUTHORIZED");
    const parsed = completeFormSchema.safeParse(await body(request));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const form = state.forms.find((f) => f.identifier === params.id);
    if (role !== "client" || !form) return apiError(request, "NOT_FOUND");
    if (form.completedAt) return apiError(request, "CARE_FORM_COMPLETED");
    const wrong = firstProblem(form.questions, parsed.data.answers, { complete: true });
    if (wrong) return problem(request, `answers.${wrong}`);
    const signedName = parsed.data.signedName?.trim() ?? "";
    if (form.kind === "consent" && !isFullName(signedName, demoClient))
      return apiError(request, "VALIDATION_FAILED", {
        errors: { signedName: fieldMessage(request, "careSignatureName") },
      });
    const now = new Date().toISOString();
    Object.assign(form, {
      answers: keptAnswers(parsed.data.answers),
      savedAt: form.savedAt ?? now,
      completedAt: now,
      state: "completed",
      signature:
        form.kind === "consent"
          ? {
              name: signedName,
              signedAt: now,
              accountId: mockNotesClient,
              textHash: "0".repeat(64),
            }
          : null,
    });
    return HttpResponse.json({ data: form });
  }),
  http.get(apiPath("/care/client/:clientId/forms"), ({ request, params }) => {
    const role = who(request);
    if (!role) return apiError(request, "UNAUTHORIZED");
    if (role !== "therapist") return apiError(request, "NOT_FOUND");
    if (params.clientId !== mockNotesClient) return apiError(request, "NOT_YOUR_CLIENT");
    return HttpResponse.json({ data: state.forms.map((f) => summary(f, false)) });
  }),
];
