import { http, HttpResponse } from "msw";
import { therapyCategories, topConcerns } from "../fixtures/catalog";
import { apiPath, langOf } from "./lang";

export const catalogHandlers = [
  http.get(apiPath("/categories/therapy"), ({ request }) =>
    HttpResponse.json({ data: therapyCategories(langOf(request)) }),
  ),
  http.get(apiPath("/categories/concerns/top"), ({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get("limit") ?? 10);
    return HttpResponse.json({ data: topConcerns(langOf(request), limit) });
  }),
];
