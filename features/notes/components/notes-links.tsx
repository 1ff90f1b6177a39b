"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useNoteDialog } from "../dialog-state";

const linkClass = "text-sm font-semibold text-brand-800 underline underline-offset-4";

/**
 * Small links the appointment page and the client page can place: a session's notes and a client's
 * notes. They live here so those pages need not know the notes routes. With `add`, the session's
 * notes page opens with the add dialog (its state lives in session storage, spec section 3).
 */
export function SessionNotesLink({
  bookingId,
  clientId,
  add = false,
}: {
  bookingId: string;
  clientId: string;
  add?: boolean;
}) {
  const t = useTranslations("Notes");
  const [, setDialog] = useNoteDialog("booking");
  return (
    <Link
      href={`/clients/${clientId}/notes/session/${bookingId}`}
      onClick={add ? () => setDialog({ action: "add" }) : undefined}
      className={linkClass}
    >
      {add ? t("addSessionNote") : t("sessionNotesLink")}
    </Link>
  );
}

export function ClientNotesLink({ clientId }: { clientId: string }) {
  const t = useTranslations("Notes");
  return (
    <Link href={`/clients/${clientId}/notes`} className={linkClass}>
      {t("clientNotesLink")}
    </Link>
  );
}
