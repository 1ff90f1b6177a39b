"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { useBooking } from "@/features/booking/api";
import { errorToMessage } from "@/lib/api/error-message";
import { useBookingNotes } from "../api";
import { shortFileName } from "../file-rules";
import { SessionNotesLink } from "./notes-links";

/**
 * Issue 16: the therapist's appointment page shows the session's notes, read-only, with links to
 * add one and to the notes page (edit, delete, files). Only a session that took place has notes
 * (confirmed or completed; the API answers not found for any other), so nothing shows before.
 */
export function AppointmentNotes({
  bookingId,
  role,
}: {
  bookingId: string;
  role: "client" | "provider";
}) {
  return role === "provider" ? <TherapistNotes bookingId={bookingId} /> : null;
}

function TherapistNotes({ bookingId }: { bookingId: string }) {
  const t = useTranslations("Notes");
  // The same query as the booking's details on this page: answered from the cache.
  const booking = useBooking("provider", bookingId);
  const held = booking.data?.status === "confirmed" || booking.data?.status === "completed";
  const notes = useBookingNotes(bookingId, held);
  if (!held) return null;
  const clientId = booking.data!.client.identifier;

  return (
    <section
      aria-labelledby="appointment-notes-heading"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="appointment-notes-heading" className="text-lg font-semibold">
          {t("sessionNotes")}
        </h2>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <SessionNotesLink bookingId={bookingId} clientId={clientId} action="add" />
          {notes.data?.length ? (
            <SessionNotesLink bookingId={bookingId} clientId={clientId} action="edit" />
          ) : null}
        </div>
      </div>
      {notes.isPending ? (
        <Spinner label={t("loading")} />
      ) : notes.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
          <p>{errorToMessage(notes.error, t("loadError"))}</p>
          <Button variant="secondary" className="mt-3" onClick={() => notes.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : !notes.data.length ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-sm text-muted">
          {t("empty")}
        </p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {notes.data.map((note) => (
            <li key={note.identifier} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold break-words">{note.title}</h3>
                <span className="text-xs text-muted">
                  <LocalTime iso={note.createdAt} />
                </span>
              </div>
              {note.content ? (
                <p className="mt-1 line-clamp-4 text-sm whitespace-pre-wrap break-words text-ink/90">
                  {note.content}
                </p>
              ) : null}
              {note.file ? (
                <p className="mt-1 truncate text-sm text-muted" title={note.file.name}>
                  {t("file")}: {shortFileName(note.file.name)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
