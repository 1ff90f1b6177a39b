/**
 * Ranks therapists by fit to a client's preferences (issue 14). Pure: the server loads plain data
 * and calls this. Everything is compared by option slug, the catalogue's stable names.
 *
 * - A therapist who cannot serve the client is never ranked above one who can: another country
 *   than the one the client chose, or none of the languages the client chose.
 * - Among the rest, each shared preference adds its weight; a tie keeps the catalogue's order
 *   by name, so the list is stable from one visit to the next.
 */

/** The preference lists a therapist's profile can answer (the others shape nothing yet). */
export const MATCH_KINDS = [
  "language",
  "specialities",
  "modality",
  "gender",
  "religion",
  "background",
] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** How much one shared option of a kind counts. Language first: without it there is no session. */
export const MATCH_WEIGHTS: Record<MatchKind, number> = {
  language: 5,
  specialities: 4,
  modality: 3,
  gender: 3,
  religion: 2,
  background: 2,
};

export type Wishes = {
  countryId: string | null;
  /** Option slugs the client chose, by kind (kinds not listed or empty: no preference). */
  wants: Partial<Record<MatchKind, string[]>>;
};

export type Candidate = {
  identifier: string;
  /** "Lastname Firstname" or similar: the tie-breaker. */
  sortName: string;
  countryId: string | null;
  /** Option slugs the therapist offers or is, by kind. */
  offers: Partial<Record<MatchKind, string[]>>;
};

export type Blocker = "country" | "language";
export type Match = { kind: MatchKind; slug: string };
export type Ranked<C extends Candidate> = {
  candidate: C;
  score: number;
  servable: boolean;
  blockers: Blocker[];
  /** Why this therapist fits, strongest reasons first. */
  matches: Match[];
};

export function rankTherapists<C extends Candidate>(wishes: Wishes, candidates: C[]): Ranked<C>[] {
  const ranked = candidates.map((candidate) => {
    const matches: Match[] = [];
    for (const kind of MATCH_KINDS) {
      const offered = new Set(candidate.offers[kind] ?? []);
      for (const slug of wishes.wants[kind] ?? [])
        if (offered.has(slug)) matches.push({ kind, slug });
    }
    const blockers: Blocker[] = [];
    if (wishes.countryId && candidate.countryId !== wishes.countryId) blockers.push("country");
    if ((wishes.wants.language ?? []).length && !matches.some((m) => m.kind === "language"))
      blockers.push("language");
    const score = matches.reduce((sum, m) => sum + MATCH_WEIGHTS[m.kind], 0);
    return { candidate, score, servable: blockers.length === 0, blockers, matches };
  });
  return ranked.sort(
    (a, b) =>
      Number(b.servable) - Number(a.servable) ||
      b.score - a.score ||
      a.candidate.sortName.localeCompare(b.candidate.sortName) ||
      a.candidate.identifier.localeCompare(b.candidate.identifier),
  );
}
