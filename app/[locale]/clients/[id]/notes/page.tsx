import { getTranslations, setRequestLocale } from "next-intl/server";
import { BackToClient } from "@/features/clients/components/back-to-client";
import { clientNotFound, clientOnServer } from "@/features/clients/server/page-data";
import { NotesPanel } from "@/features/notes/components/notes-panel";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import { NOT_FOUND } from "@/lib/api/server";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if (await clientNotFound(locale, id)) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Notes" });
  return { title: t("pageTitleClient") };
}

/**
 * A therapist's notes on one client: client notes and session notes, filtered and paged, under
 * the client's name. Whoever the therapist may keep notes on has a client page (decision 0405).
 */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const client = await clientOnServer(locale, id);
  if (client === NOT_FOUND) return notFoundPage();
  return (
    <ClientMessages namespaces={["Clients", "Common", "DateField", "Notes", "Validation"]}>
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <BackToClient id={id} initial={client} />
        <NotesPanel kind="client" clientId={id} />
      </section>
    </ClientMessages>
  );
}
