"use client";

import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/ui/load-failed";
import { useLocalDateTime } from "@/components/ui/local-time";
import { isAxiosError } from "@/lib/api/error-message";
import { useBooking } from "@/features/booking/api";
import type { Booking } from "@/features/booking";
import { Link } from "@/lib/i18n/navigation";
import { useClientForms, useOwnForms } from "../forms-api";
import type { FormState, FormSummary } from "../forms/schemas";

const card = "space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";
const badge: Record<FormState, string> = {
  sent: "bg-amber-100 text-amber-900",
  started: "bg-sky-100 text-sky-900",
  completed: "bg-emerald-100 text-emerald-900",
};

export function StateBadge({ state }: { state: FormState }) {
  const t = useTranslations("Care.forms");
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[state]}`}>
      {t(`states.${state}`)}
    </span>
  );
}

/**
 * The client's forms still to complete: in the overview's to-do (all therapists) and on a
 * session's page (that session's therapist). Nothing shows while there is nothing to do.
 */
export function FormsToDo({ providerId }: { providerId?: string }) {
  const t = useTranslations("Care.forms");
  const query = useOwnForms();
  const open = (query.data ?? []).filter(
    (f) => f.state !== "completed" && (!providerId || f.providerId === providerId),
  );
  if (!open.length) return null;
  const therapists = [...new Set(open.map((f) => f.therapistName ?? ""))].filter(Boolean);
  return (
    <section aria-labelledby="forms-to-do" className={card}>
      <h2 id="forms-to-do" className="text-lg font-semibold">
        {t("toDo")}
      </h2>
      {therapists.length > 0 && (
        <p className="text-sm text-muted">{t("toDoLead", { therapist: therapists.join(", ") })}</p>
      )}
      <ul className="space-y-3">
        {open.map((f) => (
          <li key={f.identifier} className="flex flex-wrap items-center gap-3">
            <Link
              href={`/care/forms/${f.identifier}`}
              className="rounded-full bg-brand-400 px-5 py-2.5 text-sm font-semibold text-ink shadow-sm hover:bg-brand-300"
            >
              {t("open", { title: f.title })}
            </Link>
            <StateBadge state={f.state} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FormRows({ forms }: { forms: FormSummary[] }) {
  const t = useTranslations("Care.forms");
  const format = useLocalDateTime();
  return (
    <ul className="divide-y divide-stone-200">
      {forms.map((f) => (
        <li key={f.identifier} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <Link
            href={`/care/forms/${f.identifier}`}
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            {t("view", { title: f.title })}
          </Link>
          <span className="flex items-center gap-2 text-sm text-muted">
            {f.completedAt
              ? t("completedOn", { at: format(f.completedAt, "recordDay") })
              : t("sentOn", { at: format(f.sentAt, "recordDay") })}
            <StateBadge state={f.state} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The therapist's view of the forms a client was sent and each one's state. */
export function ClientFormStates({ clientId }: { clientId: string }) {
  const t = useTranslations("Care.forms");
  const query = useClientForms(clientId);
  // Not (yet) their client, as before a first booking is confirmed: there is nothing to show.
  if (isAxiosError(query.error) && query.error.response?.status === 404) return null;
  return (
    <section aria-labelledby={`forms-${clientId}`} className={card}>
      <h2 id={`forms-${clientId}`} className="text-lg font-semibold">
        {t("clientTitle")}
      </h2>
      {query.isError ? (
        <LoadFailed message={t("failed")} retryLabel={t("retry")} onRetry={() => query.refetch()} />
      ) : query.data && query.data.length === 0 ? (
        <p className="text-sm text-muted">
          {t("clientNone")}{" "}
          <Link href="/care/templates" className="font-semibold text-brand-800 underline">
            {t("templatesLink")}
          </Link>
        </p>
      ) : query.data ? (
        <FormRows forms={query.data} />
      ) : (
        <p className="text-sm text-muted">{t("loading")}</p>
      )}
    </section>
  );
}

/**
 * A session's page: the client's forms to complete, or the therapist's view of their states. The
 * session comes from the booking feature's cache (the page's first data when it had it).
 */
export function SessionForms({
  role,
  bookingId,
  initial,
}: {
  role: "client" | "provider";
  bookingId: string;
  initial?: Booking;
}) {
  const booking = useBooking(role, bookingId, initial).data;
  if (!booking) return null;
  return role === "client" ? (
    <FormsToDo providerId={booking.provider.identifier} />
  ) : (
    <ClientFormStates clientId={booking.client.identifier} />
  );
}
