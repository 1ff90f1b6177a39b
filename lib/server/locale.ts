import "server-only";
import en from "@/messages/en.json";
import de from "@/messages/de.json";
import { routing, type Locale } from "@/lib/i18n/routing";

const catalogs = { en, de } as const;

type ServerNamespace = "Api" | "Validation" | "Email";

export function pickLocale(...candidates: (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    const short = candidate?.slice(0, 2).toLowerCase();
    if (short && (routing.locales as readonly string[]).includes(short)) return short as Locale;
  }
  return routing.defaultLocale;
}

function lookup(locale: Locale, namespace: ServerNamespace, key: string): string | undefined {
  // "@Staff.api.x": a feature's own namespace, so branches built at once never edit the same one.
  let node: unknown = key.startsWith("@") ? catalogs[locale] : catalogs[locale][namespace];
  for (const part of key.replace(/^@/, "").split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/** Messages the API answers with, in the caller's language; unknown keys come back as they are. */
export function translate(
  locale: Locale,
  namespace: ServerNamespace,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = lookup(locale, namespace, key) ?? lookup("en", namespace, key) ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
