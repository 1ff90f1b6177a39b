import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";

/**
 * Small links the appointment page and the client page can place: a session's notes and a client's
 * notes. They live here so those pages need not know the notes routes.
 */
export function SessionNotesLink({ bookingId, clientId }: { bookingId: string; clientId: string }) {
  const t = useTranslations("Notes");
  return (
    <Link
      href={`/clients/${clientId}/notes/session/${bookingId}`}
      className="text-sm font-semibold text-brand-800 underline underline-offset-4"
    >
      {t("sessionNotesLink")}
    </Link>
  );
}

export function ClientNotesLink({ clientId }: { clientId: string }) {
  const t = useTranslations("Notes");
  return (
    <Link
      href={`/clients/${clientId}/notes`}
      className="text-sm font-semibold text-brand-800 underline underline-offset-4"
    >
      {t("clientNotesLink")}
    </Link>
  );
}
