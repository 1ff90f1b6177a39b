"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import {
  acceptAll,
  CONSENT_CHOICES_COOKIE,
  CONSENT_COOKIE,
  CONSENT_COOKIE_SCOPE,
  CONSENT_MAX_AGE_DAYS,
  denyAll,
  serializeConsent,
} from "@/lib/analytics/consent";
import { returnPath } from "@/lib/forms/same-site-path";

/**
 * The banner's "Accept all" and "Reject all" as a form the server answers, so that a click before
 * the page's scripts have run (they are asked for after the first paint, decision 0025), or
 * without them, still stores the choice. Once hydrated, the banner stores it in the browser
 * instead and never calls this. Anything but "all" is a refusal. See docs/decisions/0032.
 */
export async function chooseConsent(form: FormData) {
  const { value } = serializeConsent(form.get("choice") === "all" ? acceptAll() : denyAll());
  const jar = await cookies();
  // As the browser's own saveConsent writes them: the banner's script reads them too.
  jar.set(CONSENT_COOKIE, value, {
    ...CONSENT_COOKIE_SCOPE,
    maxAge: CONSENT_MAX_AGE_DAYS * 24 * 60 * 60,
  });
  jar.delete(CONSENT_CHOICES_COOKIE);
  redirect(returnPath(form, (await headers()).get("referer")));
}
