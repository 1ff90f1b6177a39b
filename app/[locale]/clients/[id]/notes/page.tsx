import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotesPanel } from "@/features/notes/components/notes-panel";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Notes" });
  return { title: t("pageTitleClient") };
}

/** A therapist's notes on one client: client notes and session notes, filtered and paged. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages namespaces={["Common", "DateField", "Notes", "Validation"]}>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <NotesPanel kind="client" clientId={id} />
      </section>
    </ClientMessages>
  );
}
