import type { Metadata } from "next";
import type { MessageKeys, Messages, NamespaceKeys, NestedKeyOf, NestedValueOf } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { Locale } from "./routing";

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
type Key<N extends Namespace> = MessageKeys<
  NestedValueOf<Messages, N>,
  NestedKeyOf<NestedValueOf<Messages, N>>
>;

/**
 * A page's generateMetadata when its title is one message: `export const generateMetadata =
 * pageTitle("Accounts", "dashboard");`, or `pageTitle("Care.safety", "title", { robots })` with a
 * nested namespace and fixed metadata beside the title. The namespace and key are checked against
 * the messages.
 */
export function pageTitle<N extends Namespace>(namespace: N, key: Key<N>, rest: Metadata = {}) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: Locale }>;
  }): Promise<Metadata> {
    const t = await getTranslations({ locale: (await params).locale, namespace });
    return { title: (t as unknown as (key: string) => string)(key), ...rest };
  };
}
