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

/**
 * Where to send a visitor back to after a form that says where it was (a `returnTo` field, the
 * page's path and query): that page, else the Referer's. A Referer can be missing, or point at a
 * script (a service worker that passes requests on), so the form's own word comes first.
 */
export function returnPath(form: FormData, referer: string | null): string {
  const returnTo = form.get("returnTo");
  if (typeof returnTo === "string" && returnTo.startsWith("/"))
    return sameSitePath(new URL(returnTo, "http://same.site").href);
  return sameSitePath(referer);
}
