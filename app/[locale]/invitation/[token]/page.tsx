import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { InvitationView } from "@/features/client-import/components/invitation-view";
import { hasSession, sessionUserType } from "@/lib/auth/session-state";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale; token: string }> };

export const generateMetadata = pageTitle("ClientImport", "invitationTitle");

/** The link in an import invitation email; public, so a person without an account can open it. */
export default async function Page({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("ClientImport");
  const jar = await cookies();
  return (
    <ClientMessages namespaces={["ClientImport"]}>
      <section className="mx-auto max-w-xl space-y-4 px-4 py-10">
        <h1 className="text-2xl font-semibold">{t("invitationTitle")}</h1>
        <InvitationView
          token={token}
          signedInAs={hasSession(jar) ? sessionUserType(jar) : undefined}
        />
      </section>
    </ClientMessages>
  );
}
