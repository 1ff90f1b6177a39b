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
  keys = {},
  children,
}: {
  namespaces: readonly Namespace[];
  /** Some keys of a namespace whose whole would be too much for the place (a widget on every page). */
  keys?: Partial<Record<Namespace, readonly string[]>>;
  children: ReactNode;
}) {
  const messages = await getMessages();
  const picked: Record<string, unknown> = Object.fromEntries(
    namespaces.map((ns) => [ns, messages[ns]]),
  );
  for (const [ns, names] of Object.entries(keys)) {
    const all = messages[ns as Namespace] as Record<string, unknown>;
    picked[ns] = Object.fromEntries(names!.map((name) => [name, all[name]]));
  }
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
