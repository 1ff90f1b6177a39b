/** Spec section 4: consent is "true" (all granted), "custom" (chosen one by one) or otherwise denied. */
export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_CHOICES_COOKIE = "cookieConsentChoices";
/** How long a choice is kept, wherever it is stored (the browser or the server's answer). */
export const CONSENT_MAX_AGE_DAYS = 365;
/** The cookies' scope, the same from the browser (js-cookie) and from the server (chooseConsent). */
export const CONSENT_COOKIE_SCOPE = { path: "/", sameSite: "lax" } as const;

export type ConsentCategory = "analytics" | "advertising" | "personalization";
export type Grants = Record<ConsentCategory, boolean>;
export type Consent = { mode: "all" | "custom" | "denied"; grants: Grants } | null;

const none: Grants = { analytics: false, advertising: false, personalization: false };
const all: Grants = { analytics: true, advertising: true, personalization: true };

/** Reads the stored choice; null means the visitor has not chosen yet. */
export function parseConsent(value: string | undefined, choices: string | undefined): Consent {
  if (value === undefined) return null;
  if (value === "true") return { mode: "all", grants: all };
  if (value === "custom") {
    try {
      const parsed = JSON.parse(choices ?? "{}") as Partial<Grants>;
      return {
        mode: "custom",
        grants: {
          analytics: parsed.analytics === true,
          advertising: parsed.advertising === true,
          personalization: parsed.personalization === true,
        },
      };
    } catch {
      return { mode: "custom", grants: none };
    }
  }
  return { mode: "denied", grants: none };
}

type CookieJar = { get(name: string): { value: string } | undefined };

/** The stored choice as the server sees it in the request's cookies (next/headers' cookies()). */
export function consentFromCookies(jar: CookieJar): Consent {
  return parseConsent(jar.get(CONSENT_COOKIE)?.value, jar.get(CONSENT_CHOICES_COOKIE)?.value);
}

export function serializeConsent(consent: NonNullable<Consent>): {
  value: string;
  choices?: string;
} {
  if (consent.mode === "all") return { value: "true" };
  if (consent.mode === "custom")
    return { value: "custom", choices: JSON.stringify(consent.grants) };
  return { value: "false" };
}

export const acceptAll = (): NonNullable<Consent> => ({ mode: "all", grants: all });
export const denyAll = (): NonNullable<Consent> => ({ mode: "denied", grants: none });
export const custom = (grants: Grants): NonNullable<Consent> => ({ mode: "custom", grants });

export type TagId = "analytics" | "advertising" | "social-pixel" | "session-recording";

/** Which consent each third-party tag needs before it may load. */
export const TAG_CONSENT: Record<TagId, ConsentCategory> = {
  analytics: "analytics",
  "session-recording": "analytics",
  advertising: "advertising",
  "social-pixel": "advertising",
};

/** Tags that may run: configured (a script URL is set) and consented to. */
export function allowedTags(consent: Consent, sources: Partial<Record<TagId, string>>): TagId[] {
  if (!consent) return [];
  return (Object.keys(TAG_CONSENT) as TagId[]).filter(
    (tag) => Boolean(sources[tag]) && consent.grants[TAG_CONSENT[tag]],
  );
}
