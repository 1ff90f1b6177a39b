import { HttpResponse } from "msw";
import type { ErrorBody } from "@/lib/api/envelope";
import { errorCodes, type ErrorCode } from "@/lib/api/error-codes";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { langOf } from "./lang";

const messages = { en, de };
type Values = Record<string, string | number>;

/** A message in the request's language with its {placeholders} filled, as the real API words it. */
function words(
  request: Request,
  namespace: "Api" | "Validation",
  key: string,
  values: Values = {},
) {
  // "@Staff.api.x": a feature's own namespace, as lib/server/locale.ts reads it.
  let text: unknown = key.startsWith("@")
    ? messages[langOf(request)]
    : messages[langOf(request)][namespace];
  for (const part of key.replace(/^@/, "").split("."))
    text = (text as Record<string, unknown> | undefined)?.[part];
  if (typeof text !== "string") throw new Error(`No message ${namespace}.${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** A text the real API writes into a file (an Api key, dotted for nested ones). */
export const apiWords = (request: Request, key: string, values?: Values) =>
  words(request, "Api", key, values);

/** A field's message of the Validation namespace, for an error's `errors`. */
export const fieldMessage = (request: Request, key: string, values?: Values) =>
  words(request, "Validation", key, values);

/**
 * The real API's error envelope (DESIGN.md section 4): the code's status and message from
 * lib/api/error-codes, `errors` by field for bad input (or data such as a series' clashing weeks).
 */
export function apiError(
  request: Request,
  code: ErrorCode,
  details: { values?: Values; errors?: Record<string, string> } = {},
) {
  const { status, message } = errorCodes[code];
  const body: ErrorBody = { message: words(request, "Api", message, details.values), code };
  if (details.errors) body.errors = details.errors;
  return HttpResponse.json(body, { status });
}

/** 400 VALIDATION_FAILED from a shared schema's issues: each field's first message, as `validate` words it. */
export function invalidInput(request: Request, issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const i of issues) errors[i.path.join(".") || "_"] ??= fieldMessage(request, i.message);
  return apiError(request, "VALIDATION_FAILED", { errors });
}
