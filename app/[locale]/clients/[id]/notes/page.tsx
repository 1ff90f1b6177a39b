import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotesPanel } from "@/features/notes/components/notes-panel";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { isId } from "@/lib/validation/common";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if (!isId(id)) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Notes" });
  return { title: t("pageTitleClient") };
}

/** A therapist's notes on one client: client notes and session notes, filtered and paged. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  // Only an id that cannot be a client's: notes count a claimed import as a client (decision 0702),
  // which GET /client/profile does not, and the notes API shows anyone else no notes.
  if (!isId(id)) return notFoundPage();
  return (
    <ClientMessages namespaces={["Common", "DateField", "Notes", "Validation"]}>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <NotesPanel kind="client" clientId={id} />
      </section>
    </ClientMessages>
  );
}
