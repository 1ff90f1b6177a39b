import { http, HttpResponse } from "msw";
import { ErrorCode } from "@/lib/api/error-codes";
import { topStates } from "../fixtures/catalog";
import { providerCards, statesServed } from "../fixtures/directory";
import { apiError } from "./errors";
import { apiPath, langOf } from "./lang";

export const directoryHandlers = [
  http.get(apiPath("/providers/stats/states"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const countryCode = (params.get("countryCode") ?? "").toUpperCase();
    return HttpResponse.json({ data: topStates(countryCode, Number(params.get("top") ?? 3)) });
  }),
  http.get(apiPath("/providers"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get("page") ?? 1);
    const country = params.get("countryCode")?.toUpperCase();
    const state = params.get("state")?.toUpperCase();
    const matches = providerCards(langOf(request))
      .filter((p) => !country || p.country.code === country)
      .filter((p) => !state || statesServed(p.identifier).includes(state))
      .filter(
        (p) =>
          !params.get("category") || p.categories.some((c) => c.slug === params.get("category")),
      )
      .filter(
        (p) => !params.get("concern") || p.concerns.some((c) => c.slug === params.get("concern")),
      )
      .filter((p) => !params.get("gender") || p.gender === params.get("gender"))
      .filter((p) => {
        const text = [p.firstName, p.lastName, p.title, p.headline].join(" ").toLowerCase();
        const words = (params.get("q") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
        return words.every((w) => text.includes(w));
      })
      .filter(
        (p) =>
          !params.get("modality") || p.modalities.some((m) => m.slug === params.get("modality")),
      )
      .filter(
        (p) =>
          !params.get("language") || p.languages.some((l) => l.slug === params.get("language")),
      )
      .filter((p) => !params.get("maxFee") || p.fee.amount <= Number(params.get("maxFee")) * 100)
      .map(
        ({
          bio: _bio,
          officeAddress: _office,
          fees: _fees,
          modalities: _modalities,
          languages: _languages,
          experience: _experience,
          ...card
        }) => card,
      );
    return HttpResponse.json({
      data: matches.slice((page - 1) * 12, page * 12),
      meta: { page, pageSize: 12, total: matches.length },
    });
  }),
  http.get(apiPath("/providers/:id"), ({ params, request }) => {
    const profile = providerCards(langOf(request)).find((p) => p.identifier === params.id);
    return profile ? HttpResponse.json({ data: profile }) : apiError(request, ErrorCode.NOT_FOUND);
  }),
];
