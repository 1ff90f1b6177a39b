/**
 * APP_URL is the address people reach the app at: links in emails, the calendar feed's address
 * and a payment gateway on another site's return point at it. Unset in production it used to
 * fall back to http://localhost:3000, and every email link pointed there (issue 74), so the
 * production start refuses to run without it. Development and the demo set it from the address
 * they serve (scripts/dev.mjs, scripts/demo.mjs).
 */
export function appUrlProblem(value: string | undefined): string | null {
  if (!value?.trim())
    return (
      "APP_URL must be set in production: the address people reach this app at, such as " +
      "https://haven.example. Links in emails and the payment gateway's return point at it."
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "APP_URL must be an http:// or https:// address, such as https://haven.example.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return "APP_URL must be an http:// or https:// address, such as https://haven.example.";
  if (url.pathname !== "/" || url.search || url.hash)
    return "APP_URL must be the site's origin only, without a path: such as https://haven.example.";
  return null;
}
