import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { FormPanel } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The sign-in and sign-up pages' frame: their messages and the centred panel; each page puts its
 * heading and form in it. No <Suspense> here or in the pages: its content would stream in a hidden
 * block that only a script reveals, and these forms must work before the scripts have run
 * (decision 0033). The pages are dynamic.
 */
export default async function AuthLayout({ children, params }: Props) {
  // The locale layout above has refused any other locale.
  setRequestLocale((await params).locale as Locale);
  return (
    <ClientMessages namespaces={["Accounts", "Common", "Validation"]}>
      <FormPanel>{children}</FormPanel>
    </ClientMessages>
  );
}
