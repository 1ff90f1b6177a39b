import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { Locale } from "./routing";

/**
 * A page's generateMetadata when its title is one message: `export const generateMetadata =
 * pageTitle("Accounts", "dashboard");`. The namespace and key are checked against the messages.
 */
export function pageTitle<N extends keyof Messages>(namespace: N, key: keyof Messages[N] & string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }) {
    const t = await getTranslations({ locale: (await params).locale, namespace });
    return { title: (t as unknown as (key: string) => string)(key) };
  };
}
