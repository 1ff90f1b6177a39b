import { z } from "zod";

/** `/:id` in a route: a UUID, or the spec's "invalidId" message. */
export const idParamSchema = z.object({ id: z.uuid("invalidId") });

/** `?page=` of a numbered list: 1 to `max`, default 1. */
export const pageNumber = (max = 1000) =>
  z.coerce.number("page").int("page").min(1, "page").max(max, "page").default(1);

export const pageQuerySchema = z.object({ page: pageNumber() });

/** `?cursor=` of a cursor list: opaque to the caller, at most 200 characters. */
export const cursorQuerySchema = z.object({ cursor: z.string().max(200, "cursor").optional() });
