"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { untimedKey } from "@/features/booking";
import { useClientAppointments } from "../api";
import type { ClientAppointmentsPart } from "../schemas";
import { Pager } from "@/components/ui/pager";

/** One part of the client's sessions, a page at a time, each with its status and review. */
function AppointmentItems({ clientId, part }: { clientId: string; part: ClientAppointmentsPart }) {
  const t = useTranslations("Clients");
  const tb = useTranslations("Booking");
  const tr = useTranslations("Reviews");
  const tc = useTranslations("Common");
  const [page, setPage] = useState(1);
  const list = useClientAppointments(clientId, page, part);
  return list.isLoading ? (
    <Spinner label={tc("loading")} />
  ) : list.isError || !list.data ? (
    <p role="alert">{errorToMessage(list.error, tc("genericError"))}</p>
  ) : !list.data.data.length ? (
    <p className="text-muted">{t("noAppointments")}</p>
  ) : (
    <>
      <ul className="space-y-3">
        {list.data.data.map((a) => (
          <li
            key={a.identifier}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link href={`/appointments/${a.identifier}`} className="font-semibold underline">
                {a.startTime ? (
                  <LocalTime iso={a.startTime} format="session" />
                ) : (
                  tb(untimedKey("provider", a.status))
                )}
              </Link>
              <span className="rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold">
                {tb(`statuses.${a.status}`)}
              </span>
            </div>
            <p className="text-sm text-muted">
              {a.therapyCategory.name} · {a.modalityName}
            </p>
            {a.review && (
              <p className="mt-2 rounded-xl bg-stone-50 p-3 text-sm">
                <span className="font-semibold">
                  {t("review")}: {tr("ratingValue", { rating: a.review.rating })}
                </span>
                {a.review.comment && (
                  <span className="mt-1 block whitespace-pre-line break-words">
                    {a.review.comment}
                  </span>
                )}
                <span className="mt-1 block text-muted">
                  {a.review.isAnonymous ? tr("anonymousClient") : a.review.reviewerName}
                </span>
              </p>
            )}
          </li>
        ))}
      </ul>
      <Pager meta={list.data.meta} onPage={setPage} />
    </>
  );
}

/**
 * The client's sessions with this therapist: those to come soonest first, then the completed
 * newest first; the cancelled, declined and lapsed unpaid holds folded away below.
 */
export function ClientAppointments({ clientId }: { clientId: string }) {
  const t = useTranslations("Clients");
  const other = useClientAppointments(clientId, 1, "other");
  return (
    <section aria-labelledby="client-appointments-heading" className="space-y-3">
      <h2 id="client-appointments-heading" className="text-lg font-semibold">
        {t("appointments")}
      </h2>
      <AppointmentItems clientId={clientId} part="sessions" />
      {!!other.data?.meta.total && (
        <details className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <summary className="cursor-pointer text-sm font-medium">
            {t("otherAppointments", { count: other.data.meta.total })}
          </summary>
          <div className="mt-3">
            <AppointmentItems clientId={clientId} part="other" />
          </div>
        </details>
      )}
    </section>
  );
}
