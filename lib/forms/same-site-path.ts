/**
 * Where to send a visitor back to after a form: the path and query of the page it was on (from the
 * Referer), never another site; home when there is none.
 */
export function sameSitePath(referer: string | null): string {
  try {
    const url = new URL(referer ?? "");
    // A path of "//evil.example/x" would be read as another site's address: one slash keeps it ours.
    return `/${url.pathname.replace(/^\/+/, "")}${url.search}`;
  } catch {
    return "/";
  }
}
