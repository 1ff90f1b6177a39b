import { setRequestLocale } from "next-intl/server";
import { Invitation } from "@/features/participants/components/invitation";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export const generateMetadata = pageTitle("Participants", "invitationTitle");

/** The page an invitation email links to (GET /booking/participant/{id}). */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages namespaces={["Common", "Participants", "SessionRoom"]}>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <Invitation id={id} />
      </section>
    </ClientMessages>
  );
}
