import { http, HttpResponse } from "msw";
import { AVATARS } from "@/features/client-account";
import {
  clientProfileSchema,
  emergencyContactSchema,
  preferencesSchema,
} from "@/features/client-account/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { demoClient } from "../fixtures/accounts";
import {
  avatarById,
  clientState,
  pictureUrl,
  preferenceOptions,
  recommendations,
  TAKEN_USER_NAME,
} from "../fixtures/client-account";
import { apiError, fieldMessage, invalidInput } from "./errors";
import { apiPath, langOf } from "./lang";

const saved = (request: Request, en: string, de: string) => (langOf(request) === "de" ? de : en);
const dataSaved = (request: Request) =>
  saved(request, "Data saved successfully", "Daten erfolgreich gespeichert");

const face = () => {
  const { profile } = clientState;
  return profile.pictureUrl ?? profile.avatar?.photoUrl ?? null;
};

/** A calm circle, the mocked client's uploaded picture (also in the archive of their files). */
export const PICTURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#bae6fd"/><circle cx="100" cy="90" r="45" fill="#c68642"/></svg>';

/** The client's account, answered like the real API (tests/msw/contract.test.ts). */
export const clientAccountHandlers = [
  http.get(apiPath("/client"), () => HttpResponse.json({ data: clientState.profile })),
  http.put(apiPath("/client"), async ({ request }) => {
    const parsed = clientProfileSchema.safeParse(await request.json());
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (parsed.data.userName.toLowerCase() === TAKEN_USER_NAME)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { userName: fieldMessage(request, "userNameTaken") },
      });
    const { countryIdentifier, ...rest } = parsed.data;
    clientState.profile = {
      ...clientState.profile,
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(countryIdentifier ? { countryIdentifier } : {}),
    };
    return HttpResponse.json({ data: { ...clientState.profile, message: dataSaved(request) } });
  }),
  http.post(apiPath("/client/emergency-contact"), async ({ request }) => {
    const parsed = emergencyContactSchema.safeParse(await request.json());
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    clientState.profile = { ...clientState.profile, emergencyContact: parsed.data };
    return HttpResponse.json({ data: { ...parsed.data, message: dataSaved(request) } });
  }),
  http.post(apiPath("/client/profile-picture"), ({ request }) => {
    clientState.profile = { ...clientState.profile, pictureUrl: pictureUrl };
    clientState.profile.photoUrl = face();
    return HttpResponse.json({
      data: {
        photoUrl: face(),
        message: saved(request, "Image Changed Successfully", "Bild erfolgreich geändert"),
      },
    });
  }),
  http.delete(apiPath("/client/profile-picture"), ({ request }) => {
    clientState.profile = { ...clientState.profile, pictureUrl: null };
    clientState.profile.photoUrl = face();
    return HttpResponse.json({
      data: {
        photoUrl: face(),
        message: saved(request, "Image Deleted Successfully", "Bild erfolgreich gelöscht"),
      },
    });
  }),
  http.get(apiPath("/client/profile-picture/:id"), ({ request, params }) =>
    params.id === demoClient.identifier && clientState.profile.pictureUrl
      ? new HttpResponse(PICTURE_SVG, { headers: { "content-type": "image/svg+xml" } })
      : apiError(request, ErrorCode.FILE_NOT_FOUND),
  ),
  http.get(apiPath("/client/avatars"), () => HttpResponse.json({ data: AVATARS })),
  http.post(apiPath("/client/avatar/:id"), ({ request, params }) => {
    const avatar = avatarById(String(params.id));
    if (!avatar) return apiError(request, ErrorCode.NOT_FOUND);
    clientState.profile = { ...clientState.profile, avatar };
    clientState.profile.photoUrl = face();
    return HttpResponse.json({
      data: {
        photoUrl: face(),
        avatar,
        message: saved(request, "Image Changed Successfully", "Bild erfolgreich geändert"),
      },
    });
  }),
  http.get(apiPath("/client/preferences"), () =>
    HttpResponse.json({ data: clientState.preferences }),
  ),
  http.put(apiPath("/client/preferences"), async ({ request }) => {
    const parsed = preferencesSchema.safeParse(await request.json());
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    clientState.preferences = {
      ...parsed.data,
      // No choice means the client's own country, as on the real API.
      countryIdentifier: parsed.data.countryIdentifier ?? clientState.profile.countryIdentifier,
    };
    return HttpResponse.json({ data: { ...clientState.preferences, message: dataSaved(request) } });
  }),
  http.get(apiPath("/client/preference-options"), ({ request }) =>
    HttpResponse.json({ data: preferenceOptions(langOf(request)) }),
  ),
  http.get(apiPath("/recommended-provider"), ({ request }) =>
    HttpResponse.json({ data: recommendations(langOf(request)).slice(0, 24) }),
  ),
];
