import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientNotesLink } from "@/features/notes/components/notes-links";
import { NotesPanel } from "@/features/notes/components/notes-panel";
import { SessionOfNotes } from "@/features/notes/components/session-of-notes";
import { sessionNotesNotFound, sessionOfNotes } from "@/features/notes/server/page-data";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import { NOT_FOUND } from "@/lib/api/server";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string; bookingId: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id, bookingId } = await params;
  if (await sessionNotesNotFound(locale, id, bookingId)) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Notes" });
  return { title: t("pageTitleSession") };
}

/** The session notes of one booking, reached from the appointment page. */
export default async function Page({ params }: Props) {
  const { locale, id, bookingId } = await params;
  setRequestLocale(locale);
  const session = await sessionOfNotes(locale, id, bookingId);
  if (session === NOT_FOUND) return notFoundPage();
  return (
    <ClientMessages namespaces={["Common", "DateField", "Notes", "Validation"]}>
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <ClientNotesLink clientId={id} />
        <SessionOfNotes bookingId={bookingId} initial={session} />
        <NotesPanel kind="booking" bookingId={bookingId} />
      </section>
    </ClientMessages>
  );
}
