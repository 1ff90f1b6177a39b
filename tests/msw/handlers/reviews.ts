import { http, HttpResponse } from "msw";
import { reviewsOf } from "../fixtures/directory";
import { apiPath } from "./lang";

export const reviewHandlers = [
  http.get(apiPath("/review/provider/:id/count"), ({ params }) => {
    const reviews = reviewsOf(String(params.id));
    const average = reviews.length
      ? Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10
      : null;
    return HttpResponse.json({ data: { count: reviews.length, averageRating: average } });
  }),
  http.get(apiPath("/review/provider/:id"), ({ params, request }) => {
    const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
    const all = reviewsOf(String(params.id));
    return HttpResponse.json({
      data: all.slice((page - 1) * 10, page * 10),
      meta: { page, pageSize: 10, total: all.length },
    });
  }),
];
