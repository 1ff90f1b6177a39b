import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientCare } from "@/features/care/components/client-care";
import { ClientSafetyPlan } from "@/features/care/components/safety-plan";
import { BackToClient } from "@/features/clients/components/back-to-client";
import { clientNotFound, clientOnServer } from "@/features/clients/server/page-data";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import { NOT_FOUND } from "@/lib/api/server";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if (await clientNotFound(locale, id)) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Care.therapist" });
  return { title: t("title") };
}

/** A therapist's view of one client's questionnaires (issue 70): alerts, scores, sending; the safety plan. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const client = await clientOnServer(locale, id);
  if (client === NOT_FOUND) return notFoundPage();
  return (
    <ClientMessages namespaces={["Care", "Clients", "Common", "Validation"]}>
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <BackToClient id={id} initial={client} />
        <ClientCare clientId={id} />
        <ClientSafetyPlan clientId={id} />
      </section>
    </ClientMessages>
  );
}
