import "server-only";
import axios, { type AxiosAdapter } from "axios";
import { cookies, headers } from "next/headers";
import {
  COUNTRY_CHOSEN_COOKIE,
  COUNTRY_COOKIE,
  GEO_HEADERS,
  isCountryChosen,
  knownVisitorCountry,
  resolveVisitorCountry,
} from "@/lib/i18n/visitor-country";
import { inProcessApi } from "./in-process";
import { inProcessAdapter } from "./in-process-adapter";
import { COOKIE } from "./session-cookies";
import { typedClient, type Answer, type ApiPath, type Args, type Request } from "./typed-client";

/**
 * How server components reach the API. An absolute NEXT_PUBLIC_API_URL is another deployment:
 * HTTP to it. Else this app: in-process through the Hono app the server entry published
 * (docs/decisions/0013), over HTTP when there is none (plain `next start`) and in the mocked
 * build, whose server-side calls MSW intercepts on the wire (instrumentation.ts).
 */
function serverTransport(): { baseURL: string; adapter?: AxiosAdapter } {
  const configured = process.env.NEXT_PUBLIC_API_URL;
  if (configured?.startsWith("http")) return { baseURL: configured };
  const baseURL =
    process.env.INTERNAL_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/api`;
  const api = process.env.NEXT_PUBLIC_API_MOCKING === "enabled" ? undefined : inProcessApi();
  return api ? { baseURL, adapter: inProcessAdapter(api) } : { baseURL };
}

async function countryClues() {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return {
    geoHeader: GEO_HEADERS.map((name) => h.get(name)).find(Boolean),
    cookie: c.get(COUNTRY_COOKIE)?.value,
    chosen: isCountryChosen(c.get(COUNTRY_CHOSEN_COOKIE)?.value),
  };
}

/** The visitor's country: their choice, else the geo header, the X-CountryCode cookie, the locale. */
export async function visitorCountry(locale: string): Promise<string> {
  return resolveVisitorCountry({ ...(await countryClues()), locale });
}

/** The country the visitor chose or is browsing from; undefined when only the locale hints at one. */
export async function knownCountry(): Promise<string | undefined> {
  return knownVisitorCountry(await countryClues());
}

/** An axios instance for server components, sending the same headers a browser call would. */
export async function serverApi(locale: string, options: { timeoutMs?: number } = {}) {
  const [h, c] = await Promise.all([headers(), cookies()]);
  // In "view as" (issue 68) the server reads as the person too.
  const viewingAs = c.get(COOKIE.viewMode)?.value === "impersonation";
  const token =
    (viewingAs && c.get(COOKIE.impersonationToken)?.value) || c.get(COOKIE.token)?.value;
  return axios.create({
    ...serverTransport(),
    timeout: options.timeoutMs,
    headers: {
      "X-Origin-Domain": h.get("host") ?? "",
      "X-Language": locale,
      "X-Locale": locale,
      "X-CountryCode": await visitorCountry(locale),
      ...(c.get(COOKIE.viewMode) ? { "X-View-Mode": c.get(COOKIE.viewMode)!.value } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** serverApi typed by the OpenAPI document, as the browser's typedApi is (lib/api/typed-client.ts). */
export async function serverTypedApi(locale: string, options: { timeoutMs?: number } = {}) {
  return typedClient(await serverApi(locale, options));
}

export const NOT_FOUND = "not-found";

type DataOf<A> = A extends { data: infer D } ? D : never;

/**
 * GET `path` (a documented path, its parameters in `request`) for a page that answers 404 when the
 * API does: the answer's `data` (the page starts from it, so the browser does not ask again),
 * NOT_FOUND when the API says 404, or undefined when the server could not ask: without the `token`
 * cookie, which expires with the access token while the refresh token reaches only /api/auth
 * (decision 0008), the API says 401, and the page asks again in the browser, which renews the
 * session first.
 */
export async function readForPage<P extends ApiPath<"get">>(
  locale: string,
  path: P,
  ...request: Args<Request<P, "get">>
): Promise<DataOf<Answer<P, "get">> | typeof NOT_FOUND | undefined> {
  // The mocked build keeps what a test made (a booking, a payment) in the browser's mocks, which
  // the server's mocks do not share: there the page always asks in the browser.
  if (process.env.NEXT_PUBLIC_API_MOCKING === "enabled") return undefined;
  const api = await serverTypedApi(locale);
  try {
    // tsc does not resolve Answer<P> for an unknown P: DataOf names what it holds.
    return ((await api.get(path, ...request)) as { data: DataOf<Answer<P, "get">> }).data;
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    return status === 404 ? NOT_FOUND : undefined;
  }
}
