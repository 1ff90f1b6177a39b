"use client";

import { useLocale, useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useCancelFollowingPreview } from "../move-api";
import type { SeriesCancelled, SeriesCancelPreview } from "../schemas";

type Role = "client" | "provider";
type Session = SeriesCancelPreview["sessions"][number];

/**
 * What cancelling this session and every later one of its series gives back, session by session
 * (each by its own 48-hour rule, from the server) and in total, before anything is cancelled.
 */
export function CancelFollowingPreview({ role, bookingId }: { role: Role; bookingId: string }) {
  const t = useTranslations("Lifecycle");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const localTime = useLocalDateTime();
  const preview = useCancelFollowingPreview(role, bookingId, true);
  if (preview.isLoading) return <Spinner label={t("cancelFollowingLoading")} />;
  if (!preview.data)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
        {errorToMessage(preview.error, tc("genericError"))}
      </p>
    );
  const { sessions, totalRefund, currency } = preview.data;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const line = (s: Session) => {
    const time = s.startTime ? localTime(s.startTime, "session") : t("cancelFollowingNoTime");
    if (s.isRefundable) return t("cancelFollowingRefund", { time, amount: money(s.refundAmount) });
    // A time that decides the refund and has passed: inside 48 hours. Otherwise nothing was paid.
    return s.refundableUntil
      ? t("cancelFollowingNoRefund", { time })
      : t("cancelFollowingNothingPaid", { time });
  };
  return (
    <section aria-labelledby="cancel-following-title" className="space-y-2 text-sm">
      <h3 id="cancel-following-title" className="font-medium">
        {t("cancelFollowingTitle")}
      </h3>
      <ol className="space-y-1" data-testid="cancel-following-preview">
        {sessions.map((s) => (
          <li
            key={s.identifier}
            className={`rounded-xl p-2 ${s.isRefundable ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-950"}`}
          >
            {line(s)}
          </li>
        ))}
      </ol>
      <p className="font-semibold" data-testid="cancel-following-total">
        {t("cancelFollowingTotal", { amount: money(totalRefund) })}
      </p>
    </section>
  );
}

/** After a series' cancel: how many sessions went, what went back, and the way to the dashboard. */
export function SeriesCancelledView({ result }: { result: SeriesCancelled }) {
  const t = useTranslations("Lifecycle");
  const locale = useLocale();
  const currency = result.sessions[0]?.currency ?? "USD";
  return (
    <div role="status" className="space-y-3">
      <p className="font-medium">
        {t("doneFollowing", {
          count: result.sessions.length,
          amount: formatMoney(result.refunded, currency, locale),
        })}
      </p>
      <Link href="/overview" className={buttonClass()}>
        {t("backToDashboard")}
      </Link>
    </div>
  );
}
