// What an error report may carry (decision 0812). Shared by the server's and the browser's
// Sentry clients: their beforeSend runs `reportable` and then `scrubEvent`. No server-only.
import type { ErrorEvent, EventHint } from "@sentry/nextjs";

/** Sentry collects none of these (its defaults collect them all): no users, cookies, bodies. */
export const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
};

/**
 * Failures of the network, not of the code: a dropped connection, a chunk that did not load.
 * Sentry appends the host to a failed fetch's message: "Failed to fetch (example.com)".
 */
const NETWORK_MESSAGE =
  /^(failed to fetch|fetch failed|networkerror when attempting to fetch resource\.?|load failed|network error|the network connection was lost\.?|the internet connection appears to be offline\.?|loading (css )?chunk [\w-]+ failed.*)( \(.*\))?$/i;
const NETWORK_CODES = new Set(["ERR_NETWORK", "ECONNABORTED", "ETIMEDOUT", "ERR_CANCELED"]);
/** next-intl's errors (a missing or malformed message): a translation to fix, not a crash. */
const LANGUAGE_MESSAGE =
  /^(MISSING_MESSAGE|INSUFFICIENT_PATH|INVALID_MESSAGE|INVALID_KEY|FORMATTING_ERROR|ENVIRONMENT_FALLBACK)\b/;

/** The spec (section 8): language and network errors are ignored by error reporting. */
export function reportable(event: ErrorEvent, hint?: EventHint): boolean {
  const original = hint?.originalException as
    { name?: unknown; code?: unknown; message?: unknown } | undefined;
  if (original && typeof original === "object") {
    if (original.name === "IntlError" || original.name === "ChunkLoadError") return false;
    if (typeof original.code === "string" && NETWORK_CODES.has(original.code)) return false;
  }
  const values = event.exception?.values ?? [];
  for (const value of values) {
    if (value.type === "IntlError" || value.type === "ChunkLoadError") return false;
    const text = (value.value ?? "").trim();
    if (NETWORK_MESSAGE.test(text) || LANGUAGE_MESSAGE.test(text)) return false;
  }
  const message = typeof original?.message === "string" ? original.message.trim() : "";
  return !NETWORK_MESSAGE.test(message) && !LANGUAGE_MESSAGE.test(message);
}

/**
 * Removes what names a person from any text: email addresses, bearer tokens, JWTs, long random
 * strings (reset and invitation tokens), and a failed query's parameters.
 */
export function scrubText(text: string): string {
  return text
    .replace(/\nparams:[\s\S]*$/, "\nparams: [removed]")
    .replace(/[^\s@<>"'(),;:/]+@[^\s@<>"'(),;:/]+\.[^\s@<>"'(),;:/]+/g, "[email]")
    .replace(/\bBearer\s+\S+/gi, "Bearer [token]")
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, "[token]")
    .replace(/\b[A-Za-z0-9_-]{32,}\b/g, "[token]");
}

/** A page or API address without its query (tokens travel there) and with token-like parts out. */
export function scrubUrl(url: string): string {
  const noQuery = url.replace(/[?#].*$/, "");
  return scrubText(noQuery);
}

/** Context a report may keep: where it ran, never who or what they typed. */
const KEPT_CONTEXTS = new Set(["os", "browser", "runtime", "device", "trace", "app", "culture"]);

/**
 * The event as sent: no cookies, headers, bodies, query strings, breadcrumbs or extra data; the
 * user as an id at most; every text passed through `scrubText`.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const userId = event.user?.id;
  event.user = userId === undefined ? undefined : { id: userId };
  if (event.request) {
    event.request = {
      method: event.request.method,
      url: event.request.url === undefined ? undefined : scrubUrl(event.request.url),
    };
  }
  delete event.breadcrumbs;
  delete event.extra;
  if (event.contexts)
    for (const key of Object.keys(event.contexts))
      if (!KEPT_CONTEXTS.has(key)) delete event.contexts[key];
  if (event.message) event.message = scrubText(event.message);
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  if (event.logentry?.message) event.logentry = { message: scrubText(event.logentry.message) };
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
    for (const frame of value.stacktrace?.frames ?? []) {
      delete frame.vars;
      if (frame.abs_path) frame.abs_path = scrubUrl(frame.abs_path);
    }
  }
  return event;
}

/** beforeSend for both clients. */
export function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  return reportable(event, hint) ? scrubEvent(event) : null;
}
