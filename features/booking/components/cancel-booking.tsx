"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button, buttonClass } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Modal, useModal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { readStored, STORED, writeStored } from "@/lib/browser-storage";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useCancelBooking, useCancellationCheck } from "../api";
import { useCancelFollowing, useCancelFollowingPreview } from "../move-api";
import { isCancellable } from "../policy";
import {
  CANCEL_NOTE_MAX,
  type Booking,
  type CancelledBooking,
  type SeriesCancelled,
} from "../schemas";
import { CancelFollowingPreview, SeriesCancelledView } from "./series-cancel";
import { ScopeChoice, type MoveScope } from "./series-move";

type Role = "client" | "provider";

/** Whole days and a hh:mm:ss clock until `until`, ticking every second; null once it is past. */
function useCountdown(until: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const left = Math.floor((Date.parse(until) - now) / 1000);
  if (left <= 0) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  const days = Math.floor(left / 86_400);
  const rest = left % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}

/**
 * The refund rules and a live preview for the client: what cancelling now gives back, from when
 * nothing is refunded, and a countdown to that moment (from the server's refund check).
 */
function ClientRefundPreview({ booking }: { booking: Booking }) {
  const t = useTranslations("Lifecycle");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const localTime = useLocalDateTime();
  const check = useCancellationCheck(booking.identifier, true);
  const countdown = useCountdown(check.data?.isRefundable ? check.data.refundableUntil : null);
  if (check.isLoading) return <Spinner label={t("checkingRefund")} />;
  if (!check.data)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
        {errorToMessage(check.error, tc("genericError"))}
      </p>
    );
  const c = check.data;
  return (
    <div className="space-y-2 text-sm">
      {booking.status === "confirmed" && !booking.isFree && <p>{t("cancelRulesClient")}</p>}
      {c.isRefundable ? (
        <div className="rounded-xl bg-green-50 p-3 text-green-900" data-testid="refund-preview">
          <p className="font-medium">
            {c.refundableUntil
              ? t("cancelPreviewRefund", {
                  amount: formatMoney(c.refundAmount, c.currency, locale),
                  // The session's own format, so the deadline reads like the start it is counted from.
                  deadline: localTime(c.refundableUntil, "session"),
                })
              : formatMoney(c.refundAmount, c.currency, locale)}
          </p>
          {countdown && (
            <p className="mt-1 tabular-nums" aria-live="off">
              {t("countdown", countdown)}
            </p>
          )}
        </div>
      ) : (
        <p className="rounded-xl bg-amber-50 p-3 text-amber-950" data-testid="refund-preview">
          {booking.status === "confirmed" && !booking.isFree
            ? t("cancelPreviewNoRefund")
            : t("cancelPreviewNothingPaid")}
        </p>
      )}
    </div>
  );
}

/**
 * What the confirmation shows, kept in session storage (spec section 3: "cancel status") so a
 * reload after the cancel shows it again, once. Names and amounts only, never the booking's notes.
 */
type CancelStatus = Pick<
  CancelledBooking,
  "identifier" | "previousStatus" | "refunded" | "currency"
> & {
  client: Pick<CancelledBooking["client"], "firstName" | "lastName">;
};
const cancelStatusOf = (b: CancelledBooking): CancelStatus => ({
  identifier: b.identifier,
  previousStatus: b.previousStatus,
  refunded: b.refunded,
  currency: b.currency,
  client: { firstName: b.client.firstName, lastName: b.client.lastName },
});

/** After the cancel: what happened, the status before it, and the way back to the dashboard. */
function Cancelled({ result, role }: { result: CancelStatus; role: Role }) {
  const t = useTranslations("Lifecycle");
  const tb = useTranslations("Booking");
  const locale = useLocale();
  const amount = formatMoney(result.refunded, result.currency, locale);
  const name = `${result.client.firstName} ${result.client.lastName}`;
  const text =
    role === "provider"
      ? result.refunded > 0
        ? t("doneProvider", { name, amount })
        : t("doneProviderNothingPaid", { name })
      : result.previousStatus === "pending"
        ? t("doneRequest")
        : result.refunded > 0
          ? t("doneRefunded", { amount })
          : t("doneNoRefund");
  return (
    <div role="status" className="space-y-3">
      <p className="font-medium">{text}</p>
      {result.previousStatus && (
        <p className="text-sm text-muted">
          {t("previousStatus", { status: tb(`statuses.${result.previousStatus}`) })}
        </p>
      )}
      <Link href="/overview" className={buttonClass()}>
        {t("backToDashboard")}
      </Link>
    </div>
  );
}

/**
 * The cancel button and its modal. A client sees the refund rules and the live preview; a
 * therapist a plain confirmation. A session of a series may go alone or with every later one,
 * whose refunds both sides see session by session before confirming (decision 0320). Both link
 * the policy (the provider's for a therapist) in a new tab. An error of the check shows in the
 * dialog; one of the cancel in a toast too.
 */
export function CancelBooking({ booking, role }: { booking: Booking; role: Role }) {
  const t = useTranslations("Lifecycle");
  const tc = useTranslations("Common");
  const modal = useModal(`cancel-${booking.identifier}`);
  const single = useCancelBooking(role, booking.identifier);
  const all = useCancelFollowing(role, booking.identifier);
  const [scope, setScope] = useState<MoveScope>("this");
  const following = scope === "following";
  const cancel = following ? all : single;
  const preview = useCancelFollowingPreview(role, booking.identifier, modal.open && following);
  const [note, setNote] = useState("");
  // A cancel just before a reload shows its confirmation again (the dialog is not in the
  // server's HTML, so reading the storage here changes nothing there).
  const [result, setResult] = useState<CancelStatus | null>(() => {
    const kept = readStored<CancelStatus>(STORED.cancelStatus);
    return kept?.identifier === booking.identifier ? kept : null;
  });
  const [restored] = useState(result !== null);
  const { show } = modal;
  useEffect(() => {
    if (!restored) return;
    writeStored(STORED.cancelStatus, null);
    show();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the status found on mounting
  }, [restored]);
  const [seriesResult, setSeriesResult] = useState<SeriesCancelled | null>(null);
  const isRequest = booking.status === "pending";
  const other = role === "client" ? booking.provider : booking.client;

  async function submit() {
    const input = { note: note.trim() || undefined };
    try {
      if (following) setSeriesResult(await all.mutateAsync(input));
      else {
        const status = cancelStatusOf(await single.mutateAsync(input));
        writeStored(STORED.cancelStatus, status);
        setResult(status);
      }
    } catch (error) {
      // Spec 8.2: a toast, as for reschedule and schedule; the dialog keeps it too (cancel.error).
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  // The modal stays mounted after the cancel (to show its outcome); only the button goes.
  const [now] = useState(() => Date.now());
  const canCancel = isCancellable({ booking, now });
  return (
    <>
      {canCancel && (
        <Button variant="secondary" onClick={modal.show}>
          {role === "client" && isRequest ? t("cancelRequest") : t("cancel")}
        </Button>
      )}
      <Modal
        open={modal.open}
        onClose={modal.hide}
        title={result || seriesResult ? t("doneTitle") : t("cancelTitle")}
      >
        {seriesResult ? (
          <SeriesCancelledView result={seriesResult} />
        ) : result ? (
          <Cancelled result={result} role={role} />
        ) : (
          <div className="space-y-4">
            {booking.series && <ScopeChoice value={scope} onChange={setScope} />}
            {following ? (
              <CancelFollowingPreview role={role} bookingId={booking.identifier} />
            ) : role === "client" ? (
              <ClientRefundPreview booking={booking} />
            ) : (
              <p className="text-sm">
                {t("cancelProviderConfirm", { name: `${other.firstName} ${other.lastName}` })}
              </p>
            )}
            <label className="block text-sm font-medium">
              {t("reason")}
              <textarea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={CANCEL_NOTE_MAX}
                rows={3}
                className="mt-1 block w-full rounded-xl border border-stone-300 p-2 font-normal"
              />
            </label>
            <Link
              href={`/policy/${role === "provider" ? "provider" : "client"}-cancellation`}
              target="_blank"
              rel="noopener noreferrer"
              className="block text-sm font-medium text-brand-800 underline"
            >
              {role === "provider" ? t("policyLinkProvider") : t("policyLinkClient")}{" "}
              <span className="sr-only">{t("newTab")}</span>
            </Link>
            {cancel.error && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
                {errorToMessage(cancel.error, tc("genericError"))}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={modal.hide}>
                {following
                  ? // Before the preview has counted them, "this and all following" reads as many.
                    t("keepFollowing", { count: preview.data?.sessions.length ?? 2 })
                  : t("keep")}
              </Button>
              <Button onClick={submit} disabled={cancel.isPending || (following && !preview.data)}>
                {following
                  ? t("confirmCancelFollowing", { count: preview.data?.sessions.length ?? 0 })
                  : t("confirmCancel")}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
