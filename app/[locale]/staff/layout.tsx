import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { StaffShell } from "@/features/staff/components/staff-shell";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The console is never indexed; its API answers 404 to everyone but staff. */
export const metadata = { robots: { index: false, follow: false } };

/** The operations console (issue 68): its own navigation inside the site's frame. */
export default async function StaffLayout({ children, params }: Props) {
  // The locale layout above has refused any other locale.
  setRequestLocale((await params).locale as Locale);
  return (
    <ClientMessages namespaces={["Staff", "Common"]}>
      <StaffShell>{children}</StaffShell>
    </ClientMessages>
  );
}
