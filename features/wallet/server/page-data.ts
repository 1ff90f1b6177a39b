import "server-only";
import { cache } from "react";
import { NOT_FOUND, readForPage } from "@/lib/api/server";
import { isId } from "@/lib/validation/common";

/**
 * One of the viewer's wallet transactions (GET /wallet/transactions/{id}), NOT_FOUND when it is
 * surely none of theirs, undefined when the server could not ask (see readForPage). Cached per
 * request: page and metadata share it.
 */
export const transactionOnServer = cache(async (locale: string, id: string) =>
  isId(id) ? readForPage(locale, "/wallet/transactions/{id}", { path: { id } }) : NOT_FOUND,
);
