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

/** A country's name in the viewer's language, from its ISO code; `fallback` when Intl has none. */
export function countryName(code: string, locale: string, fallback: string = code): string {
  try {
    return namesIn(locale)?.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
