"use client";

import Cookies from "js-cookie";
import { COOKIE, IMPERSONATION_VIEW_MODE } from "@/lib/api/session-cookies";

/** Who is being viewed as, for the banner and for the way back: JSON in one cookie. */
export const VIEW_AS_COOKIE = "viewAs";
export type ViewAs = { personId: string; name: string; staffUserType: string };

const options = (expiresInSeconds: number) => ({
  expires: new Date(Date.now() + expiresInSeconds * 1000),
  sameSite: "lax" as const,
  secure: typeof location !== "undefined" && location.protocol === "https:",
  path: "/",
});

/**
 * Starts "view as" (issue 68): the spec's impersonation token and view mode, and the person's
 * user type so the site's guards and menus are theirs, all ending with the token's 15 minutes.
 */
export function startViewAs(
  answer: { impersonationToken: string; expiresIn: number },
  person: { identifier: string; name: string; userType: string },
) {
  const o = options(answer.expiresIn);
  const staffUserType = Cookies.get(COOKIE.userType) ?? "client";
  Cookies.set(COOKIE.impersonationToken, answer.impersonationToken, o);
  Cookies.set(COOKIE.viewMode, IMPERSONATION_VIEW_MODE, o);
  Cookies.set(
    VIEW_AS_COOKIE,
    JSON.stringify({ personId: person.identifier, name: person.name, staffUserType }),
    o,
  );
  Cookies.set(COOKIE.userType, person.userType, options(30 * 86_400));
}

export function readViewAs(): ViewAs | null {
  if (Cookies.get(COOKIE.viewMode) !== IMPERSONATION_VIEW_MODE) return null;
  try {
    return JSON.parse(Cookies.get(VIEW_AS_COOKIE) ?? "") as ViewAs;
  } catch {
    return null;
  }
}

/** Ends "view as": the staff member's own session and menus again. Answers whom they viewed. */
export function endViewAs(): ViewAs | null {
  const viewing = readViewAs();
  for (const name of [COOKIE.impersonationToken, COOKIE.viewMode, VIEW_AS_COOKIE])
    Cookies.remove(name, { path: "/" });
  if (viewing) Cookies.set(COOKIE.userType, viewing.staffUserType, options(30 * 86_400));
  return viewing;
}
