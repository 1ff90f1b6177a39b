"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import type { Timeslot } from "@/features/availability";
import { errorToMessage } from "@/lib/api/error-message";
import { useAnswerCounter, useCounterProposal, useProposeCounter } from "../move-api";
import { COUNTER_MAX_TIMES, type Booking } from "../schemas";
import { SlotPicker } from "./slot-picker";

type Role = "client" | "provider";
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Declining the other side's reschedule request with up to 3 other times from the therapist's
 * free slots (decision 0318). Sending declines the request and holds the times.
 */
export function CounterProposeForm({
  booking,
  role,
  onClose,
}: {
  booking: Booking;
  role: Role;
  onClose: () => void;
}) {
  const t = useTranslations("Lifecycle");
  const tc = useTranslations("Common");
  const localTime = useLocalDateTime();
  const propose = useProposeCounter(role, booking.identifier);
  const [times, setTimes] = useState<Timeslot[]>([]);
  const full = times.length >= COUNTER_MAX_TIMES;

  function pick(slot: Timeslot | null) {
    if (!slot || times.some((s) => s.identifier === slot.identifier)) return;
    if (full) {
      toast.error(t("counterMax"));
      return;
    }
    setTimes([...times, slot].sort((a, b) => a.start.localeCompare(b.start)));
  }

  async function send() {
    try {
      await propose.mutateAsync({ timeslotIdentifiers: times.map((s) => s.identifier) });
      toast.success(t("counterSentToast"));
      onClose();
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <div
      className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-stone-200"
      data-testid="counter-form"
    >
      <p className="font-medium">{t("counterPickTitle")}</p>
      <SlotPicker
        providerId={booking.provider.identifier}
        categoryId={booking.therapyCategory.identifier}
        timeZone={viewerZone()}
        selected={times.at(-1) ?? null}
        onSelect={pick}
        noSlotsText={t("noSlotsForDate")}
        current={booking.startTime}
      />
      {times.length > 0 && (
        <div>
          <p className="font-medium">{t("counterChosen")}</p>
          <ul className="mt-1 space-y-1">
            {times.map((s) => (
              <li key={s.identifier} className="flex flex-wrap items-center gap-2">
                <span>{localTime(s.start, "session")}</span>
                {/* Each says which time it removes: three "Remove" buttons read alike otherwise. */}
                <button
                  type="button"
                  aria-label={t("counterRemoveTime", { time: localTime(s.start, "session") })}
                  className="text-brand-800 underline"
                  onClick={() => setTimes(times.filter((x) => x.identifier !== s.identifier))}
                >
                  {t("counterRemove")}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={send} disabled={!times.length || propose.isPending}>
          {t("counterSend")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("counterCancel")}
        </Button>
      </div>
    </div>
  );
}

/**
 * The booking's open counter-proposal: for the side that asked, the offered times to take in one
 * click or decline all; for the side that offered them, that they wait. Nothing otherwise.
 */
export function CounterProposalPanel({ booking, role }: { booking: Booking; role: Role }) {
  const t = useTranslations("Lifecycle");
  const tc = useTranslations("Common");
  const localTime = useLocalDateTime();
  const active = booking.status === "confirmed" || booking.status === "pending";
  const proposal = useCounterProposal(role, booking.identifier, active);
  const answer = useAnswerCounter(role, booking.identifier);
  const open = proposal.data?.status === "open" ? proposal.data : null;
  if (!active || !open) return null;
  const other = role === "client" ? booking.provider : booking.client;
  const values = {
    name: `${other.firstName} ${other.lastName}`,
    until: localTime(open.expiresAt, "session"),
  };
  const theirs = open.proposedBy !== role;

  async function reply(startTime: string | null) {
    try {
      await answer.mutateAsync(startTime);
      toast.success(t(startTime ? "counterAcceptedToast" : "counterDeclinedToast"));
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <section
      aria-labelledby="counter-title"
      className="space-y-3 rounded-2xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200"
      data-testid="counter-proposal"
    >
      <h2 id="counter-title" className="font-semibold">
        {t("counterTitle")}
      </h2>
      <p>{theirs ? t("counterOffered", values) : t("counterWaiting", values)}</p>
      {open.note && <p className="text-muted">{t("requestNote", { note: open.note })}</p>}
      <ul className="space-y-2">
        {open.times.map((time) => (
          <li key={time.startTime} className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{localTime(time.startTime, "session")}</span>
            {theirs && (
              <Button onClick={() => reply(time.startTime)} disabled={answer.isPending}>
                {t("counterTake")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {theirs && (
        <Button variant="secondary" onClick={() => reply(null)} disabled={answer.isPending}>
          {t("counterDeclineAll")}
        </Button>
      )}
    </section>
  );
}
