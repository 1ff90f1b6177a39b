import { http, HttpResponse } from "msw";
import { countries, statesOf } from "../fixtures/catalog";
import { profileOptions, providerProfile } from "../fixtures/practice";
import { apiPath, langOf } from "./lang";

/** The mocked therapist's licence states, as saved in this session. */
let licensed: { identifier: string; code: string; name: string; countryCode: string }[] = [];

const saved = (lang: "en" | "de", en: string, de: string) => (lang === "de" ? de : en);

/** The therapist's practice, answered like the real API (tests/msw/contract.test.ts). */
export const practiceHandlers = [
  http.get(apiPath("/provider/options"), ({ request }) =>
    HttpResponse.json({ data: profileOptions(langOf(request)) }),
  ),
  http.get(apiPath("/provider"), ({ request }) =>
    HttpResponse.json({ data: providerProfile(langOf(request)) }),
  ),
  http.post(apiPath("/provider/update/info"), async ({ request }) => {
    const lang = langOf(request);
    const body = (await request.json()) as Record<string, unknown>;
    const profile = providerProfile(lang);
    const next = {
      ...profile,
      ...(body.section === "profile"
        ? {
            title: body.title as string,
            bio: body.bio as string,
            gender: body.gender as string,
            language: body.language as string[],
            // Left out, kept; empty, cleared (decision 0408).
            ...(body.userName !== undefined && { userName: (body.userName as string) || null }),
            ...(body.disciplineIdentifier !== undefined && {
              disciplineIdentifier: (body.disciplineIdentifier as string) || null,
            }),
            ...(body.officeAddress !== undefined && {
              officeAddress: (body.officeAddress as string).trim(),
            }),
          }
        : { officeAddress: body.officeAddress as string, title: body.title as string }),
    };
    return HttpResponse.json({
      data: {
        ...next,
        message: saved(lang, "Data saved successfully", "Daten erfolgreich gespeichert"),
      },
    });
  }),
  http.post(apiPath("/provider/update/photo"), ({ request }) =>
    HttpResponse.json({
      data: {
        photo: `/api/provider/${providerProfile().profileInfo.identifier}/photo?v=mock`,
        message: saved(langOf(request), "Image Changed Successfully", "Bild erfolgreich geändert"),
      },
    }),
  ),
  http.post(apiPath("/provider/booking-fee/general"), async ({ request }) => {
    const body = (await request.json()) as { fee: number; isFree: boolean };
    const regularFee = body.isFree ? providerProfile().bookingFee.general!.regularFee : body.fee;
    return HttpResponse.json({
      data: {
        general: { fee: body.isFree ? 0 : body.fee, isFree: body.isFree, regularFee },
        currencyCode: "NGN",
        message: saved(
          langOf(request),
          "Fee Successfully Saved",
          "Honorar erfolgreich gespeichert",
        ),
      },
    });
  }),
  http.post(apiPath("/provider/booking-fee/therapy"), async ({ request }) => {
    const lang = langOf(request);
    const body = (await request.json()) as {
      categoryIdentifier: string;
      fee: number;
      isFree: boolean;
    };
    const category = profileOptions(lang).therapy.find(
      (c) => c.identifier === body.categoryIdentifier,
    );
    return HttpResponse.json({
      data: {
        therapy: {
          categoryIdentifier: body.categoryIdentifier,
          name: category?.name ?? "",
          fee: body.isFree ? 0 : body.fee,
          isFree: body.isFree,
          regularFee: body.fee,
        },
        currencyCode: "NGN",
        message: saved(lang, "Fee Successfully Saved", "Honorar erfolgreich gespeichert"),
      },
    });
  }),
  http.get(apiPath("/provider/license-states"), () => HttpResponse.json({ data: licensed })),
  http.post(apiPath("/provider/license-states"), async ({ request }) => {
    const { stateIdentifiers } = (await request.json()) as { stateIdentifiers: string[] };
    const all = countries("en", true).flatMap((c) =>
      statesOf(c.code).map((s) => ({ ...s, countryCode: c.code })),
    );
    licensed = all
      .filter((s) => stateIdentifiers.includes(s.identifier))
      .sort((a, b) => a.countryCode.localeCompare(b.countryCode) || a.name.localeCompare(b.name));
    return HttpResponse.json({ data: licensed });
  }),
];
