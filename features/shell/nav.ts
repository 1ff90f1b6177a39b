/**
 * The dashboard's areas, one list per role, in the order they appear. The side navigation, the
 * phone menu, the header's "My account" menu and the overview's cards all read these lists.
 *
 * Adding an area is one line here (its label and description go in the `Nav` namespace of
 * messages/*.json). List only areas that exist: never a dead link.
 */
import type messages from "@/messages/en.json";

export type NavRole = "client" | "provider";

export type NavKey =
  | "overview"
  | "appointments"
  | "bookings"
  | "messages"
  | "notifications"
  | "wallet"
  | "vouchers"
  | "recommended"
  | "account"
  | "preferences"
  | "security"
  | "calendar"
  | "availability"
  | "clients"
  | "importedClients"
  | "practice"
  | "credentials"
  | "earnings"
  | "waitlist"
  | "waitlistDemand"
  | "care"
  | "careForms";

type Description = keyof (typeof messages)["Nav"]["descriptions"];

/** Messages are with a client's therapists or a therapist's clients: their card says which. */
export type NavArea =
  | { key: Exclude<NavKey, "messages">; href: string }
  | { key: "messages"; href: string; description: Description };

/** The text of an area's overview card (Nav.descriptions). */
export const descriptionOf = (area: NavArea): Description =>
  area.key === "messages" ? area.description : area.key;

export const NAV: Record<NavRole, readonly NavArea[]> = {
  client: [
    { key: "overview", href: "/overview" },
    { key: "bookings", href: "/appointments" },
    { key: "messages", href: "/messages", description: "messagesWithTherapists" },
    { key: "notifications", href: "/notifications" },
    { key: "wallet", href: "/wallet" },
    { key: "vouchers", href: "/vouchers" },
    { key: "recommended", href: "/recommended-provider" },
    { key: "account", href: "/account" },
    { key: "preferences", href: "/preference" },
    { key: "security", href: "/account/security" },
    { key: "waitlist", href: "/waitlist" },
    { key: "care", href: "/care" },
  ],
  provider: [
    { key: "overview", href: "/overview" },
    { key: "appointments", href: "/appointments" },
    { key: "calendar", href: "/calendar" },
    { key: "availability", href: "/availability" },
    { key: "clients", href: "/clients" },
    { key: "importedClients", href: "/clients/imported" },
    { key: "messages", href: "/messages", description: "messagesWithClients" },
    { key: "notifications", href: "/notifications" },
    { key: "earnings", href: "/earnings" },
    { key: "practice", href: "/practice" },
    { key: "credentials", href: "/credentials" },
    { key: "security", href: "/account/security" },
    { key: "waitlistDemand", href: "/waitlist/demand" },
    { key: "careForms", href: "/care/templates" },
  ],
};

/** Pages that belong to an area without being listed (a receipt belongs to the wallet). */
const BELONGS_TO: Record<string, string> = { "/transactions": "/wallet" };

const trim = (path: string) => path.replace(/^\/de(?=\/|$)/, "").replace(/\/+$/, "") || "/";

/** The area a path is in: the longest listed prefix (/account/security is not /account). */
export function currentArea<A extends NavArea>(
  areas: readonly A[],
  pathname: string,
): A | undefined {
  let path = trim(pathname);
  for (const [from, to] of Object.entries(BELONGS_TO))
    if (path === from || path.startsWith(`${from}/`)) path = to;
  return areas
    .filter((a) => path === a.href || path.startsWith(`${a.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
