/** The country filter's value for every country, so that no value can mean the visitor's own. */
export const ALL_COUNTRIES = "all";

/**
 * The directory's country (decision 0219): the one in the address, every country for "all", else
 * the visitor's own when we operate there, so a visitor from Nigeria starts at Nigeria's therapists.
 * `countryCode` undefined is every country.
 */
export function directoryCountry(
  requested: string | undefined,
  visitor: string | undefined,
  operating: string[],
): { countryCode?: string; fromVisitor: boolean } {
  if (requested?.toLowerCase() === ALL_COUNTRIES) return { fromVisitor: false };
  if (requested) return { countryCode: requested, fromVisitor: false };
  if (visitor && operating.includes(visitor)) return { countryCode: visitor, fromVisitor: true };
  return { fromVisitor: false };
}
