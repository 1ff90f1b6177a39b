import "server-only";
import { cache, createElement } from "react";
import { serverTypedApi, visitorCountry } from "@/lib/api/server";
import { answerWithStatus } from "@/lib/server/page-status";
import { NotFound } from "../components/not-found";
import type { ShellData } from "../schemas";
import { logWarning } from "@/lib/server/log";

/** Spec section 2: each shell list gives up after 5 seconds. */
export const SHELL_TIMEOUT_MS = 5000;
export const TOP_STATES = 3;
export const TOP_CONCERNS = 10;

async function listOrEmpty<T>(what: string, request: Promise<{ data: T[] }>): Promise<T[]> {
  try {
    const answer = await request;
    return Array.isArray(answer.data) ? answer.data : [];
  } catch (error) {
    // Spec section 8: shell data failures are logged, never shown to the visitor.
    logWarning(`[shell] ${what} failed to load:`, error instanceof Error ? error.message : error);
    return [];
  }
}

/** The shell's data for one page load; cached per request so layout and page share it. */
export const loadShellData = cache(async (locale: string): Promise<ShellData> => {
  const [client, countryCode] = await Promise.all([
    serverTypedApi(locale, { timeoutMs: SHELL_TIMEOUT_MS }),
    visitorCountry(locale),
  ]);
  const [topStates, categories, concerns, countries] = await Promise.all([
    listOrEmpty(
      "top states",
      client.get("/providers/stats/states", { query: { countryCode, top: TOP_STATES } }),
    ),
    listOrEmpty("therapy categories", client.get("/categories/therapy")),
    listOrEmpty(
      "top concerns",
      client.get("/categories/concerns/top", {
        query: { limit: TOP_CONCERNS, withTherapists: "false" },
      }),
    ),
    listOrEmpty("operating countries", client.get("/region/country")),
  ]);
  return {
    countryCode,
    topStates,
    categories,
    concerns,
    countries: countries.map(({ code, name, currencyCode }) => ({
      code,
      name,
      currencyCode,
    })),
  };
});

/**
 * A page's answer when what it shows does not exist: `return notFoundPage()` where Next's
 * `notFound()` would be thrown. The not-found content is then in the server's HTML, sent with 404
 * (docs/decisions/0028); `notFound()` answers an empty shell the browser fills in once its scripts
 * have run.
 */
export function notFoundPage() {
  answerWithStatus(404);
  return createElement(NotFound);
}

/** Such a page's metadata: search engines leave it out. */
export const notFoundMetadata = { robots: { index: false } };
