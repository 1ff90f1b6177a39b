import { http, HttpResponse } from "msw";
import { contactSchema } from "@/features/support/schemas";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { invalidInput } from "./errors";
import { apiPath, langOf } from "./lang";

/** POST /support/contact: checked by the shared schema, thanked like the real API. */
export const supportHandlers = [
  http.post(apiPath("/support/contact"), async ({ request }) => {
    const parsed = contactSchema.safeParse(await request.json().catch(() => ({})));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const { firstName, email } = parsed.data;
    const message = { en, de }[langOf(request)].Api.contactReceived
      .replace("{name}", firstName)
      .replace("{email}", email);
    return HttpResponse.json(
      { data: { identifier: crypto.randomUUID(), message } },
      { status: 201 },
    );
  }),
];
