/**
 * How a note's title is found by a search (decision 0705). A title's words are lower-cased and
 * normalised (NFKC); a search for a word finds the titles with a word that starts with it, from
 * three letters on ("plan" finds "Planning"), or that is it ("GP"). Every searched word must be
 * found. The server keeps these keys only as keyed hashes (`server/title-index.ts`); the MSW twin
 * matches the same way on plain titles.
 */
export const MIN_PREFIX = 3;

/** The title's words: letters and digits, lower-cased, in order, each once. */
export function titleWords(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)];
}

/** What a title can be found by: each word, and each of its prefixes of three letters or more. */
export function titleKeys(title: string): string[] {
  const keys = new Set<string>();
  for (const word of titleWords(title)) {
    const letters = [...word];
    keys.add(word);
    for (let length = MIN_PREFIX; length < letters.length; length++)
      keys.add(letters.slice(0, length).join(""));
  }
  return [...keys];
}

/** Whether a title is found by a search: every searched word is one of its keys. */
export function titleMatches(title: string, search: string): boolean {
  const wanted = titleWords(search);
  if (!wanted.length) return false;
  const keys = new Set(titleKeys(title));
  return wanted.every((word) => keys.has(word));
}
