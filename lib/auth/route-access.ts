/**
 * Which pages need a session, and which belong to one kind of user. Paths are without the
 * locale prefix. The API enforces every rule again; this only spares people a dead end.
 */
const SIGNED_IN = [
  "overview",
  "account",
  "appointments",
  "messages",
  "notifications",
  "settings",
  "security",
  "preference",
];
const PROVIDER_ONLY = [
  "availability",
  "earnings",
  "calendar",
  "credentials",
  "clients",
  "practice",
];
const CLIENT_ONLY = [
  "wallet",
  // The sandbox gateway's checkout: signed out, the visitor signs in and comes back to it.
  "checkout",
  "booking",
  "payment",
  "transactions",
  "preference",
  "recommended-provider",
  // A client's questionnaires and the crisis help after them (issue 70).
  "care",
];

export type RouteAccess = "public" | "signed-in" | "provider" | "client";

export function routeAccess(pathname: string): RouteAccess {
  const segments = pathname
    .replace(/^\/(de|en)(?=\/|$)/, "")
    .split("/")
    .filter(Boolean);
  const first = segments[0] ?? "";
  // Booking a therapist: /therapists/{id}/book
  if (first === "therapists" && segments[2] === "book") return "client";
  // The waitlist (issue 71): a client's own, and a therapist's counts at /waitlist/demand.
  if (first === "waitlist") return segments[1] === "demand" ? "provider" : "client";
  // Care (issue 70): a therapist's intake and consent templates; a form, for its client or therapist.
  if (first === "care" && segments[1] === "templates") return "provider";
  if (first === "care" && segments[1] === "forms") return "signed-in";
  if (PROVIDER_ONLY.includes(first)) return "provider";
  if (CLIENT_ONLY.includes(first)) return "client";
  if (SIGNED_IN.includes(first)) return "signed-in";
  return "public";
}

export type GuardDecision = { action: "allow" } | { action: "login" } | { action: "home" };

export function guard(
  access: RouteAccess,
  session: { signedIn: boolean; userType?: "client" | "provider" },
): GuardDecision {
  if (access === "public") return { action: "allow" };
  if (!session.signedIn) return { action: "login" };
  if (
    (access === "provider" || access === "client") &&
    session.userType &&
    session.userType !== access
  ) {
    return { action: "home" };
  }
  return { action: "allow" };
}
