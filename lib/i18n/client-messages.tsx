import { NextIntlClientProvider, type Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

export type Namespace = keyof Messages;

/**
 * Hands the client components below it the message namespaces they read, and no others. Without
 * a `messages` prop next-intl sends the whole catalogue (35 KB a language) inside every page's
 * HTML. A nested provider replaces the outer one's messages, so a page that renders translated
 * client components wraps them in its own <ClientMessages> with their namespaces; the layout's
 * covers the shell. lib/i18n/client-messages.test.ts checks the lists against the code.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
