"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { isIsoDate } from "@/lib/i18n/local-date";
import { useBookingNotes, useClientNotes, useDeleteNote, type ClientNotesFilter } from "../api";
import { useNoteDialog } from "../dialog-state";
import { shortFileName } from "../file-rules";
import { SessionNotesLink } from "./notes-links";
import type { Note, NoteType } from "../schemas";
import { AccessHistory } from "./access-history";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilePreview } from "./file-preview";
import { ExportNotes } from "./export-notes";
import { NoteDialog } from "./note-dialog";
import { SuccessDialog } from "./success-dialog";

type Props = { kind: "booking"; bookingId: string } | { kind: "client"; clientId: string };

/**
 * A therapist's notes on one session (kind "booking") or one client (kind "client", with the
 * spec's filters: type, title, dates, page), with the add, edit, delete, preview and history
 * dialogs. The open dialog is kept in session storage and restored after a reload.
 */
export function NotesPanel(props: Props) {
  const t = useTranslations("Notes");
  const type: NoteType = props.kind;
  const reference = props.kind === "booking" ? props.bookingId : props.clientId;
  const [filter, setFilter] = useState<ClientNotesFilter>({ page: 1 });
  // Both hooks run (a hook cannot be skipped); only this panel's kind asks the server.
  const bookingNotes = useBookingNotes(
    props.kind === "booking" ? props.bookingId : "",
    props.kind === "booking",
  );
  const clientNotes = useClientNotes(
    props.kind === "client" ? props.clientId : "",
    filter,
    props.kind === "client",
  );
  const query = props.kind === "booking" ? bookingNotes : clientNotes;
  const notes: Note[] | undefined =
    props.kind === "booking" ? bookingNotes.data : clientNotes.data?.data;
  const [stored, setDialog] = useNoteDialog(type);
  const [success, setSuccess] = useState<string | null>(null);
  const remove = useDeleteNote();

  const saved = (message: string) => {
    setDialog(null);
    toast.success(message);
    setSuccess(message);
  };

  const current =
    stored && stored.action !== "add"
      ? notes?.find((n) => n.identifier === stored.noteId)
      : undefined;
  // A restored id that is not (or no longer) in the list opens nothing.
  const dialog = stored?.action === "add" || current ? stored : null;

  const confirmDelete = async () => {
    if (!current) return;
    try {
      const result = await remove.mutateAsync(current.identifier);
      saved(result.message);
    } catch (error) {
      toast.error(errorToMessage(error, t("genericError")));
    }
  };

  return (
    <section aria-labelledby="notes-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="notes-heading" className="text-2xl font-semibold">
          {props.kind === "booking" ? t("sessionNotes") : t("clientNotes")}
        </h1>
        <Button onClick={() => setDialog({ action: "add" })}>
          {props.kind === "booking" ? t("addSessionNote") : t("addClientNote")}
        </Button>
      </div>

      {props.kind === "client" ? <Filters filter={filter} onChange={setFilter} /> : null}

      {query.isPending ? (
        <Spinner label={t("loading")} />
      ) : query.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
          <p>{errorToMessage(query.error, t("loadError"))}</p>
          <Button variant="secondary" className="mt-3" onClick={() => query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : !notes?.length ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-sm text-muted">
          {filtered(filter) ? t("noMatches") : t("empty")}
        </p>
      ) : (
        <ul className="space-y-3">
          {notes.map((note) => (
            <li
              key={note.identifier}
              className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold break-words">{note.title}</h3>
                <span className="text-xs text-muted">
                  {note.type === "booking" ? t("sessionNote") : t("clientNote")} ·{" "}
                  <LocalTime iso={note.createdAt} />
                </span>
              </div>
              {note.content ? (
                <p className="mt-2 text-sm whitespace-pre-wrap break-words text-ink/90">
                  {note.content}
                </p>
              ) : null}
              {note.file ? (
                <button
                  type="button"
                  onClick={() => setDialog({ action: "preview", noteId: note.identifier })}
                  title={note.file.name}
                  className="mt-3 inline-flex max-w-full items-center gap-2 rounded-full bg-stone-100 px-3 py-1 text-sm hover:bg-stone-200"
                >
                  <svg
                    aria-hidden
                    viewBox="0 0 20 20"
                    className="size-4 shrink-0 fill-none stroke-current stroke-[1.6]"
                  >
                    <path d="M13.5 6.5 7.7 12.3a1.6 1.6 0 0 0 2.3 2.3l6-6a3.2 3.2 0 0 0-4.6-4.6l-6 6a4.8 4.8 0 0 0 6.8 6.8l5-5" />
                  </svg>
                  <span className="truncate">{shortFileName(note.file.name)}</span>
                  <span className="text-xs text-muted">
                    {Math.max(1, Math.round(note.file.size / 1024))} kb
                  </span>
                </button>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={() => setDialog({ action: "edit", noteId: note.identifier })}
                >
                  {t("edit")}
                </Button>
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={() => setDialog({ action: "delete", noteId: note.identifier })}
                >
                  {t("delete")}
                </Button>
                <Button
                  variant="ghost"
                  className="px-3 py-1.5"
                  onClick={() => setDialog({ action: "history", noteId: note.identifier })}
                >
                  {t("history")}
                </Button>
                {props.kind === "client" && note.bookingId ? (
                  // The session's own page says which session it is and lists its notes.
                  <SessionNotesLink
                    bookingId={note.bookingId}
                    clientId={props.clientId}
                    className="self-center px-3"
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      {props.kind === "client" &&
      clientNotes.data &&
      clientNotes.data.meta.total > clientNotes.data.meta.pageSize ? (
        <Pager
          page={filter.page}
          pages={Math.ceil(clientNotes.data.meta.total / clientNotes.data.meta.pageSize)}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      ) : null}

      {props.kind === "client" && clientNotes.data?.meta.total ? (
        <ExportNotes clientId={props.clientId} />
      ) : null}

      {dialog?.action === "add" ? (
        <NoteDialog
          type={type}
          reference={reference}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.action === "edit" && current ? (
        <NoteDialog
          type={current.type}
          reference={current.reference}
          note={current}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.action === "delete" && current ? (
        <ConfirmDialog
          open
          danger
          title={t("confirmDeleteTitle")}
          body={t("confirmDeleteBody", { title: current.title })}
          confirmLabel={t("delete")}
          busyLabel={t("working")}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.action === "preview" && current?.file ? (
        <FilePreview note={current} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.action === "history" && current ? (
        <AccessHistory note={current} onClose={() => setDialog(null)} />
      ) : null}
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </section>
  );
}

const filtered = (f: ClientNotesFilter) => Boolean(f.type || f.title || f.fromDate || f.toDate);

function Filters({
  filter,
  onChange,
}: {
  filter: ClientNotesFilter;
  onChange: (f: ClientNotesFilter) => void;
}) {
  const t = useTranslations("Notes");
  const set = (patch: Partial<ClientNotesFilter>) => onChange({ ...filter, ...patch, page: 1 });
  const field = "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm";
  return (
    <div className="grid gap-3 rounded-2xl bg-stone-50 p-3 sm:grid-cols-4">
      <label className="text-sm font-medium">
        {t("filterTitle")}
        <input
          type="search"
          className={field}
          value={filter.title ?? ""}
          maxLength={32}
          onChange={(e) => set({ title: e.target.value || undefined })}
        />
      </label>
      <label className="text-sm font-medium">
        {t("filterType")}
        <select
          className={field}
          value={filter.type ?? ""}
          onChange={(e) => set({ type: (e.target.value || undefined) as NoteType | undefined })}
        >
          <option value="">{t("allTypes")}</option>
          <option value="client">{t("clientNote")}</option>
          <option value="booking">{t("sessionNote")}</option>
        </select>
      </label>
      <DateField
        compact
        label={t("fromDate")}
        value={filter.fromDate}
        max={filter.toDate}
        onChange={(v) => (v === "" || isIsoDate(v)) && set({ fromDate: v || undefined })}
      />
      <DateField
        compact
        label={t("toDate")}
        value={filter.toDate}
        min={filter.fromDate}
        onChange={(v) => (v === "" || isIsoDate(v)) && set({ toDate: v || undefined })}
      />
    </div>
  );
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("Notes");
  return (
    <nav aria-label={t("pages")} className="flex items-center justify-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("previous")}
      </Button>
      <span>{t("pageOf", { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
      </Button>
    </nav>
  );
}
