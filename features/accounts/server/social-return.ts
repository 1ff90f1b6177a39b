import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { oidcStarts } from "@/db/schema/accounts";
import { hashToken } from "@/lib/server/secure-token";
import { providerConfig, socialCallbackPage } from "./social";

/** What the provider sends back that the callback page needs; nothing else travels on. */
const RETURNED = ["code", "state", "iss", "error", "error_description"] as const;

/**
 * GET or POST /user/social/{provider}/return (decision 0524): the provider's answer, from the
 * query (Google) or a `form_post` body (Apple), sent on to the callback page in the language the
 * sign-in started in. The state is only read here, never spent: the page's post spends it.
 */
export async function socialReturnAddress(id: string, params: URLSearchParams) {
  const provider = providerConfig(id);
  const state = params.get("state") ?? "";
  const db = await getDb();
  const ours = and(
    eq(oidcStarts.stateHash, hashToken(state)),
    eq(oidcStarts.provider, provider.id),
  );
  const names = applesNames(params.get("user"));
  const [start] = !state
    ? []
    : names
      ? await db
          .update(oidcStarts)
          .set(names)
          .where(and(ours, isNull(oidcStarts.usedAt)))
          .returning({ locale: oidcStarts.locale })
      : await db.select({ locale: oidcStarts.locale }).from(oidcStarts).where(ours);
  const target = new URL(socialCallbackPage(provider.id, start?.locale ?? "en"));
  for (const key of RETURNED) {
    const value = params.get(key);
    if (value !== null) target.searchParams.set(key, value);
  }
  return target.href;
}

/**
 * Apple's `user` field, posted beside the first answer only: `{"name":{"firstName","lastName"}}`.
 * Kept with the start, for the sign-up form, rather than carried in the page's address.
 */
function applesNames(user: string | null) {
  if (!user) return null;
  try {
    const { name } = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const text = (value: unknown) =>
      typeof value === "string" && value.trim() ? value.trim().slice(0, 50) : null;
    const givenName = text(name?.firstName);
    const familyName = text(name?.lastName);
    return givenName || familyName ? { givenName, familyName } : null;
  } catch {
    return null;
  }
}
