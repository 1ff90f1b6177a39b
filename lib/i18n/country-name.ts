const regionNames = new Map<string, Intl.DisplayNames | null>();

/** Intl's region names in one language, made once per language (null when Intl has none). */
function namesIn(locale: string): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return regionNames.get(locale)!;
}

/**
 * Names already asked for, by language and code: every directory card asks for one. Codes are two
 * letters, so the set stays small.
 */
const known = new Map<string, string | undefined>();

/** A country's name in the viewer's language, from its ISO code; `fallback` when Intl has none. */
export function countryName(code: string, locale: string, fallback: string = code): string {
  const key = `${locale} ${code}`;
  if (!known.has(key)) {
    let name: string | undefined;
    try {
      name = namesIn(locale)?.of(code);
    } catch {
      name = undefined;
    }
    known.set(key, name);
  }
  return known.get(key) ?? fallback;
}
