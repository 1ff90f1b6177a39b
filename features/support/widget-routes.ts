import { routing } from "@/lib/i18n/routing";

/**
 * Spec section 2: the support chat widget stays off the account and dashboard routes (and the
 * booking, payment and appointment-confirmation screens), and is always allowed on /overview.
 * A path is hidden when any of its segments names one of them.
 */
const HIDDEN_SEGMENTS = new Set([
  "account",
  "wallet",
  "appointments",
  "booking",
  "book",
  "messages",
  "credentials",
  "notifications",
  "security",
  "preference",
  "availability",
  "earnings",
  "calendar",
  "settings",
  "client-cancellation",
  "recommended-provider",
  "clients",
  "email-manual",
  "payment",
  "checkout",
  "transactions",
  // The contact page is the same form.
  "contact",
  // The operations console: its staff answer the widget, they do not write to it.
  "staff",
]);

export function supportWidgetAllowed(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] && (routing.locales as readonly string[]).includes(segments[0])) segments.shift();
  if (segments.length === 1 && segments[0] === "overview") return true;
  return !segments.some((segment) => HIDDEN_SEGMENTS.has(segment));
}
