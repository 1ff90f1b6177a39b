"use client";

import Cookies from "js-cookie";
import { useSyncExternalStore } from "react";
import {
  CONSENT_CHOICES_COOKIE,
  CONSENT_COOKIE,
  CONSENT_COOKIE_SCOPE,
  CONSENT_MAX_AGE_DAYS,
  parseConsent,
  serializeConsent,
  type Consent,
} from "./consent";

const listeners = new Set<() => void>();
let settingsOpen = false;
let cached: { key: string; consent: Consent } | undefined;

function read(): Consent {
  const value = Cookies.get(CONSENT_COOKIE);
  const choices = Cookies.get(CONSENT_CHOICES_COOKIE);
  const key = `${value}|${choices}`;
  if (cached?.key !== key) cached = { key, consent: parseConsent(value, choices) };
  return cached.consent;
}

const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function saveConsent(consent: NonNullable<Consent>) {
  const { value, choices } = serializeConsent(consent);
  const options = { ...CONSENT_COOKIE_SCOPE, expires: CONSENT_MAX_AGE_DAYS };
  Cookies.set(CONSENT_COOKIE, value, options);
  if (choices) Cookies.set(CONSENT_CHOICES_COOKIE, choices, options);
  else Cookies.remove(CONSENT_CHOICES_COOKIE, { path: "/" });
  settingsOpen = false;
  emit();
}

export function openConsentSettings() {
  settingsOpen = true;
  emit();
}

export function closeConsentSettings() {
  settingsOpen = false;
  emit();
}

/**
 * The visitor's choice. On the server and during hydration it is `serverConsent`, which the
 * layout read from the same cookies, so the server HTML already holds the banner (or not) and
 * hydration changes nothing. Without it (a component the server cannot tell) it is undefined
 * until the browser has read the cookies.
 */
export function useConsent(serverConsent?: Consent): Consent | undefined {
  return useSyncExternalStore(subscribe, read, () => serverConsent);
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  );
}
