import "server-only";
import { cache } from "react";
import { serverApi } from "@/lib/api/server";
import { isId } from "@/lib/validation/common";

/**
 * Whether `id` is surely not one of the signed-in therapist's clients: not a UUID (the API's own
 * param schema), or GET /client/profile/{id} answers 404 with the visitor's token. Any other answer
 * is none: without the `token` cookie, which expires with the access token while the refresh token
 * reaches only /api/auth (decision 0008), the API says 401, and the page renders and asks again in
 * the browser, which renews the session first. Cached per request: page and metadata share it.
 */
export const clientNotFound = cache(async (locale: string, id: string): Promise<boolean> => {
  if (!isId(id)) return true;
  const api = await serverApi(locale);
  try {
    await api.get(`/client/profile/${id}`);
    return false;
  } catch (error) {
    return (error as { response?: { status?: number } }).response?.status === 404;
  }
});
