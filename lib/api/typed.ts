import { api } from "./client";
import { typedClient } from "./typed-client";

export type { Answer, ApiPath, Request } from "./typed-client";

/**
 * The browser's API client typed by the OpenAPI document (typed-client.ts): the same axios
 * instance (`api`) sends it, with tokens, refresh and the caller's language as before.
 */
export const typedApi = typedClient(api);
