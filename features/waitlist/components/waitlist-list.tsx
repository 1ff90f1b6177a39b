"use client";

import { useLocale, useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { QueryState } from "@/components/ui/query-state";
import { errorToMessage } from "@/lib/api/error-message";
import { useRouter } from "@/lib/i18n/navigation";
import { clockOfDay } from "@/lib/time/clock-time";
import { useOwnTimeZone } from "@/lib/time/use-own-time-zone";
import { sameZone } from "@/lib/time/zone-name";
import { useAcceptOffer, useLeaveWaitlist, useMyWaitlists, usePassOffer } from "../api";
import type { WaitlistEntry } from "../schemas";
import { calendarDate, weekdayName, WEEK } from "./weekday-names";

/** The client's waitlists; a time held for one shows first in its card, to book or pass. */
export function WaitlistList() {
  const t = useTranslations("Waitlist");
  const list = useMyWaitlists();
  return (
    <QueryState
      query={list}
      isEmpty={(entries) => entries.length === 0}
      labels={{
        loading: t("loading"),
        failed: t("loadFailed"),
        retry: t("retry"),
        empty: t("empty"),
      }}
    >
      {(entries) => (
        <ul className="space-y-4">
          {entries.map((entry) => (
            <li key={entry.identifier}>
              <EntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function EntryCard({ entry }: { entry: WaitlistEntry }) {
  const t = useTranslations("Waitlist");
  const locale = useLocale();
  const leave = useLeaveWaitlist();
  const days = WEEK.filter((d) => entry.weekdays.includes(d))
    .map((d) => weekdayName(locale, d))
    .join(", ");
  const ownZone = useOwnTimeZone();
  const hours = entry.ranges
    .map((r) => `${clockOfDay(r.from, locale)}–${clockOfDay(r.to, locale)}`)
    .join(", ");
  return (
    <article className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      {entry.offer && <OfferBox offer={entry.offer} />}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold">{t("waitingFor", { therapist: entry.providerName })}</h2>
          <p className="text-sm">
            {days} · {hours}
            {/* The zone the wish was made in, named when it is not this device's (issue 74). */}
            {(ownZone === null || !sameZone(entry.timezone, ownZone)) && (
              <span className="text-muted"> ({entry.timezone})</span>
            )}
          </p>
          <p className="text-sm text-muted">
            {t("between", {
              from: calendarDate(locale, entry.fromDate),
              to: calendarDate(locale, entry.toDate),
            })}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={leave.isPending}
          onClick={() =>
            leave.mutate(entry.identifier, {
              onSuccess: () => toast.success(t("left")),
              onError: (error) => toast.error(errorToMessage(error, t("failed"))),
            })
          }
        >
          {t("leave")}
        </Button>
      </div>
    </article>
  );
}

function OfferBox({ offer }: { offer: NonNullable<WaitlistEntry["offer"]> }) {
  const t = useTranslations("Waitlist");
  const router = useRouter();
  const format = useLocalDateTime();
  const accept = useAcceptOffer();
  const pass = usePassOffer();
  const busy = accept.isPending || pass.isPending;
  const failed = (error: unknown) => toast.error(errorToMessage(error, t("failed")));
  return (
    <div
      role="status"
      className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200"
      data-testid="waitlist-offer"
    >
      <p className="font-semibold">{t("offer", { time: format(offer.startTime, "session") })}</p>
      <p className="text-sm text-muted">
        {t("heldUntil", { deadline: format(offer.expiresAt, "session") })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy}
          onClick={() =>
            accept.mutate(offer.identifier, {
              onSuccess: ({ bookingId }) => router.push(`/payment/${bookingId}`),
              onError: failed,
            })
          }
        >
          {t("accept")}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() =>
            pass.mutate(offer.identifier, {
              onSuccess: () => toast.success(t("passed")),
              onError: failed,
            })
          }
        >
          {t("pass")}
        </Button>
      </div>
    </div>
  );
}
