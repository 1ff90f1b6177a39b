import "server-only";
import { cache } from "react";
import { NOT_FOUND, readForPage } from "@/lib/api/server";
import { isId } from "@/lib/validation/common";

/**
 * The client as the signed-in therapist sees them (GET /client/profile/{id}), NOT_FOUND when `id`
 * is surely none of theirs (not a UUID, the API's own param schema, or the API's 404), undefined
 * when the server could not ask (see readForPage). Cached per request: page and metadata share it.
 */
export const clientOnServer = cache(async (locale: string, id: string) =>
  isId(id) ? readForPage(locale, "/client/profile/{id}", { path: { id } }) : NOT_FOUND,
);

export const clientNotFound = async (locale: string, id: string) =>
  (await clientOnServer(locale, id)) === NOT_FOUND;
