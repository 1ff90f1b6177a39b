"use client";

import Cookies from "js-cookie";
import { CONSENT_CHOICES_COOKIE, CONSENT_COOKIE, parseConsent } from "./consent";

/** The funnel events of spec section 1. */
export type AnalyticsEvent =
  | "client_sign_up_start"
  | "provider_sign_up_start"
  | "provider_sign_up_success"
  | "start_booking"
  | "booking_payment"
  | "finish_booking"
  | "booking_request";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Conversion values are NGN unless said otherwise (spec section 1). */
export const DEFAULT_TRACKING_CURRENCY = "NGN";

/** Queues an event for the analytics tag; nothing is recorded without analytics consent. */
export function track(event: AnalyticsEvent, properties: Record<string, unknown> = {}): boolean {
  const consent = parseConsent(Cookies.get(CONSENT_COOKIE), Cookies.get(CONSENT_CHOICES_COOKIE));
  if (!consent?.grants.analytics) return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, currency: DEFAULT_TRACKING_CURRENCY, ...properties });
  return true;
}
