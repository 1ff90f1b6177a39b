/** /login?redirect={current path}, under the current locale's prefix (de: /de/login/). */
export function loginPathFor(currentPath: string): string {
  const prefix = /^\/de(\/|$)/.test(currentPath) ? "/de" : "";
  return `${prefix}/login/?redirect=${encodeURIComponent(currentPath)}`;
}

/** Only same-site paths are followed after login: no protocol-relative or absolute URLs. */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback = "/overview/",
): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return fallback;
  return value;
}

const AFTER_SIGN_UP_KEY = "redirectAfterSignUp";

/**
 * A person sent to sign in (say, from a therapist's booking page) may create an account first.
 * Where they were going is kept in this browser until the verified email's "Sign in" link.
 */
export function rememberRedirectAfterSignUp(value: string | null | undefined) {
  const path = safeRedirectPath(value, "");
  if (path) window.localStorage.setItem(AFTER_SIGN_UP_KEY, path);
  else window.localStorage.removeItem(AFTER_SIGN_UP_KEY);
}

/** The sign-in link after a verified email: with the remembered redirect, if any (read once). */
export function signInAfterSignUpPath(): string {
  const path = window.localStorage.getItem(AFTER_SIGN_UP_KEY);
  window.localStorage.removeItem(AFTER_SIGN_UP_KEY);
  return withRedirect("/login", path);
}

/** A link to another page of the sign-in flow that keeps `?redirect`. */
export function withRedirect(href: string, redirect: string | null) {
  const path = safeRedirectPath(redirect, "");
  return path ? `${href}?redirect=${encodeURIComponent(path)}` : href;
}

const SESSION_ENDED_KEY = "sessionEnded";

/**
 * The session was ended by the server (signed out elsewhere, a changed password, a refused
 * renewal): the login page says so in this tab until the person signs in again, rather than
 * appearing out of nowhere.
 */
export function markSessionEnded() {
  window.sessionStorage.setItem(SESSION_ENDED_KEY, "1");
}

export const sessionWasEnded = () => window.sessionStorage.getItem(SESSION_ENDED_KEY) !== null;

/** Signed in again: the note has said what it had to. */
export function forgetSessionEnded() {
  window.sessionStorage.removeItem(SESSION_ENDED_KEY);
}
