import "server-only";
import { cache } from "react";
import type { Data } from "@/lib/api/envelope";
import { serverApi } from "@/lib/api/server";
import { isId } from "@/lib/validation/common";
import type { ClientProfile } from "../schemas";

export const NOT_A_CLIENT = "not-a-client";

/**
 * The client as the server sees them for the signed-in therapist: their profile (the page starts
 * from it, so the browser does not ask again), NOT_A_CLIENT when `id` is surely none of theirs (not
 * a UUID, the API's own param schema, or GET /client/profile/{id} answers 404), or undefined when
 * the server could not ask: without the `token` cookie, which expires with the access token while
 * the refresh token reaches only /api/auth (decision 0008), the API says 401, and the page asks
 * again in the browser, which renews the session first. Cached per request: page and metadata
 * share it.
 */
export const clientOnServer = cache(
  async (locale: string, id: string): Promise<ClientProfile | typeof NOT_A_CLIENT | undefined> => {
    if (!isId(id)) return NOT_A_CLIENT;
    const api = await serverApi(locale);
    try {
      return (await api.get<Data<ClientProfile>>(`/client/profile/${id}`)).data.data;
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      return status === 404 ? NOT_A_CLIENT : undefined;
    }
  },
);

export const clientNotFound = async (locale: string, id: string) =>
  (await clientOnServer(locale, id)) === NOT_A_CLIENT;
