"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { returnPath } from "@/lib/forms/same-site-path";
import {
  CHOSEN_BY,
  COUNTRY_CHOSEN_COOKIE,
  COUNTRY_COOKIE,
  IGNORE_COUNTRY_PROMPT_COOKIE,
} from "@/lib/i18n/visitor-country";

const YEAR = 365 * 24 * 60 * 60;
// Read by the browser's API client too (it sends X-CountryCode), so not HttpOnly.
const scope = { path: "/", sameSite: "lax", maxAge: YEAR } as const;

const back = async (form: FormData) => redirect(returnPath(form, (await headers()).get("referer")));

/**
 * The visitor's country, from the footer's choice or the non-operating-country prompt: a form the
 * server answers, so it works before the page's scripts have run. It wins over the geo header
 * from then on (lib/i18n/visitor-country.ts).
 */
export async function chooseCountry(form: FormData) {
  const code = String(form.get("country") ?? "").toUpperCase();
  if (/^[A-Z]{2}$/.test(code)) {
    const jar = await cookies();
    jar.set(COUNTRY_COOKIE, code, scope);
    jar.set(COUNTRY_CHOSEN_COOKIE, CHOSEN_BY.visitor, scope);
  }
  await back(form);
}

/** Spec section 4: dismissing the prompt sets ignoreOperatingCountryPrompt. */
export async function ignoreCountryPrompt(form: FormData) {
  (await cookies()).set(IGNORE_COUNTRY_PROMPT_COOKIE, "true", scope);
  await back(form);
}
