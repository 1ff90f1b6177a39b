"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useNoteDialog } from "../dialog-state";

const linkClass = "text-sm font-semibold text-brand-800 underline underline-offset-4";

/**
 * Small links the appointment page and the client page can place: a session's notes and a client's
 * notes. They live here so those pages need not know the notes routes. With action "add", the
 * session's notes page opens with the add dialog (its state lives in session storage, spec
 * section 3); "edit" only names the link for a place that already lists the notes.
 */
export function SessionNotesLink({
  bookingId,
  clientId,
  action,
  className = "",
}: {
  bookingId: string;
  clientId: string;
  action?: "add" | "edit";
  className?: string;
}) {
  const t = useTranslations("Notes");
  const [, setDialog] = useNoteDialog("booking");
  return (
    <Link
      href={`/clients/${clientId}/notes/session/${bookingId}`}
      onClick={action === "add" ? () => setDialog({ action: "add" }) : undefined}
      className={`${linkClass} ${className}`}
    >
      {action === "add"
        ? t("addSessionNote")
        : action === "edit"
          ? t("editSessionNotes")
          : t("sessionNotesLink")}
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
