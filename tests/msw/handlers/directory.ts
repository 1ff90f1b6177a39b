import { http, HttpResponse } from "msw";
import { topStates } from "../fixtures/catalog";
import { apiPath } from "./lang";

export const directoryHandlers = [
  http.get(apiPath("/providers/stats/states"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const countryCode = (params.get("countryCode") ?? "").toUpperCase();
    return HttpResponse.json({ data: topStates(countryCode, Number(params.get("top") ?? 3)) });
  }),
];
