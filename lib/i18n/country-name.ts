/** A country's name in the viewer's language, from its ISO code; `fallback` when Intl has none. */
export function countryName(code: string, locale: string, fallback: string = code): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
