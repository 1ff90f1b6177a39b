import { http, HttpResponse } from "msw";
import { countries, statesOf } from "../fixtures/catalog";
import { apiPath, langOf } from "./lang";

export const regionHandlers = [
  http.get(apiPath("/region/country"), ({ request }) => {
    const all = new URL(request.url).searchParams.get("all") === "true";
    return HttpResponse.json({ data: countries(langOf(request), all) });
  }),
  http.get(apiPath("/region/country/code/:code/states"), ({ params }) =>
    HttpResponse.json({ data: statesOf(String(params.code).toUpperCase()) }),
  ),
  http.get(apiPath("/region/country/:id/states"), ({ params }) => {
    const country = countries("en", true).find((c) => c.identifier === params.id);
    return HttpResponse.json({ data: country ? statesOf(country.code) : [] });
  }),
  http.get(apiPath("/region/user-timezone"), ({ request }) => {
    const code = request.headers.get("x-countrycode")?.toUpperCase() ?? null;
    const country = countries("en", true).find((c) => c.code === code);
    return HttpResponse.json({ data: { timezone: country?.timezone ?? "UTC", countryCode: code } });
  }),
];
