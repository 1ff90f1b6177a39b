"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button, buttonClass } from "@/components/ui/button";
import { LocalTime, useLocalDateTime } from "@/components/ui/local-time";
import { Modal, useModal } from "@/components/ui/modal";
import type { Timeslot } from "@/features/availability";
import { errorToMessage } from "@/lib/api/error-message";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useRescheduleBooking, useRescheduleCheck } from "../api";
import { useFollowingPreview, useMoveFollowing } from "../move-api";
import { remainingReschedules, rescheduleBlock } from "../policy";
import { RESCHEDULE_NOTE_MAX, type Booking, type RescheduledBooking } from "../schemas";
import { anyBlocked, FollowingPreview, ScopeChoice, type MoveScope } from "./series-move";
import { SlotPicker } from "./slot-picker";

/** The outcome shown after a move: the booking, and for a series how many moved or wait. */
type Outcome = { result: RescheduledBooking; moved?: number; waiting?: number };

type Role = "client" | "provider";

/** The wire booking as the reschedule rules read it. */
const policyView = (booking: Booking) => ({
  ...booking,
  remainingClientReschedule: booking.rescheduleInfo.remainingClientReschedule,
  remainingProviderReschedule: booking.rescheduleInfo.remainingProviderReschedule,
});

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "You have N reschedule attempt left." or, at zero, "Rescheduling limit reached." */
export function AttemptsLeft({ booking, role }: { booking: Booking; role: Role }) {
  const t = useTranslations("Lifecycle");
  if (booking.status === "pending") return null;
  const count = remainingReschedules(policyView(booking), role);
  return (
    // In the actions' row it takes a line of its own under the buttons (order-last, basis-full).
    <p className="order-last basis-full text-sm text-muted" data-testid="attempts-left">
      {t("attemptsLeft", { count })}
    </p>
  );
}

/** The new time chosen and a note; the answer decides the next step. */
function RescheduleForm({
  booking,
  role,
  onDone,
}: {
  booking: Booking;
  role: Role;
  onDone: (outcome: Outcome) => void;
}) {
  const t = useTranslations("Lifecycle");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const router = useRouter();
  const move = useRescheduleBooking(role, booking.identifier);
  const check = useRescheduleCheck(booking.identifier, booking.status === "confirmed");
  const [slot, setSlot] = useState<Timeslot | null>(null);
  const [note, setNote] = useState("");
  const [missingSlot, setMissingSlot] = useState(false);
  // A session of a series: only this one, or this and all following (decision 0318).
  const [scope, setScope] = useState<MoveScope>("this");
  const following = scope === "following";
  const moveAll = useMoveFollowing(role, booking.identifier);
  const preview = useFollowingPreview(
    role,
    booking.identifier,
    following ? (slot?.identifier ?? null) : null,
  );
  const other = role === "client" ? booking.provider : booking.client;
  const name = `${other.firstName} ${other.lastName}`;
  const payAfter = role === "client" && booking.status === "pending";

  async function submit() {
    if (!slot) return setMissingSlot(true);
    try {
      if (following) {
        const { sessions } = await moveAll.mutateAsync({
          timeslotIdentifier: slot.identifier,
          note: note.trim() || undefined,
        });
        // An unpaid series goes on to payment too: paying one session pays all that wait.
        if (payAfter) return router.push(`/payment/${booking.identifier}`);
        const waiting = sessions.filter((s) => s.rescheduleStatus === "pending").length;
        return onDone({ result: sessions[0]!, moved: sessions.length - waiting, waiting });
      }
      const result = await move.mutateAsync({
        timeslotIdentifier: slot.identifier,
        note: note.trim() || undefined,
      });
      // An unpaid booking goes on to payment at its new time.
      if (payAfter) return router.push(`/payment/${booking.identifier}`);
      onDone({ result });
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <div className="space-y-4 text-sm">
      <p>
        {t("currentTime")}:{" "}
        <strong>
          <LocalTime iso={booking.startTime!} format="session" />
        </strong>
      </p>
      {booking.status === "pending" ? (
        <p className="rounded-xl bg-stone-50 p-3">{t("pendingNoAttempt")}</p>
      ) : (
        <AttemptsLeft booking={booking} role={role} />
      )}
      {check.data?.needsApproval && (
        <p className="rounded-xl bg-amber-50 p-3 text-amber-950" data-testid="needs-approval">
          {role === "client"
            ? t("needsApprovalClient", { name })
            : t("needsApprovalProvider", { name })}
        </p>
      )}
      {booking.series && <ScopeChoice value={scope} onChange={setScope} />}
      <fieldset>
        <legend className="mb-2 font-medium">{t("pickNewTime")}</legend>
        <SlotPicker
          providerId={booking.provider.identifier}
          categoryId={booking.therapyCategory.identifier}
          timeZone={viewerZone()}
          selected={slot}
          onSelect={(s) => {
            setSlot(s);
            setMissingSlot(false);
          }}
          noSlotsText={t("noSlotsForDate")}
          current={booking.startTime}
        />
        {missingSlot && (
          <p role="alert" className="mt-2 text-red-700">
            {tv("timeslotRequired")}
          </p>
        )}
      </fieldset>
      {following && (
        <FollowingPreview
          role={role}
          bookingId={booking.identifier}
          slot={slot?.identifier ?? null}
        />
      )}
      <label className="block font-medium">
        {t("rescheduleNote")}
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={RESCHEDULE_NOTE_MAX}
          rows={2}
          className="mt-1 block w-full rounded-xl border border-stone-300 p-2 font-normal"
        />
      </label>
      <div className="flex justify-end">
        <Button
          onClick={submit}
          disabled={
            move.isPending ||
            moveAll.isPending ||
            (following && (!preview.data || anyBlocked(preview.data)))
          }
        >
          {payAfter
            ? t("rescheduleAndPay")
            : following
              ? t("confirmFollowing", { count: preview.data?.sessions.length ?? 0 })
              : t("confirmReschedule")}
        </Button>
      </div>
    </div>
  );
}

/** Reschedule successful: moved at once, or asked of the other party; then back to the bookings. */
function Rescheduled({ outcome, role }: { outcome: Outcome; role: Role }) {
  const { result, moved, waiting } = outcome;
  const t = useTranslations("Lifecycle");
  const localTime = useLocalDateTime();
  const other = role === "client" ? result.provider : result.client;
  const name = `${other.firstName} ${other.lastName}`;
  return (
    <div role="status" className="space-y-3 text-sm">
      {moved !== undefined ? (
        <p>
          {t("seriesMoved", { count: moved })}
          {waiting ? ` ${t("seriesWaiting", { count: waiting })}` : ""}
        </p>
      ) : result.rescheduleStatus === "pending" ? (
        <p>
          {role === "client"
            ? t("requestSentClient", { name })
            : t("requestSentProvider", { name })}
        </p>
      ) : (
        <p>
          {t("movedTo", {
            time: localTime(result.startTime!, "session"),
          })}
        </p>
      )}
      <Link href="/appointments" className={buttonClass()}>
        {t("backToBookings")}
      </Link>
    </div>
  );
}

/**
 * The reschedule button and its modal, worded for the viewer's role. Disabled at zero attempts on
 * a paid booking; hidden while a request waits (the pending list shows it) or when the booking
 * can no longer move. The modal stays mounted to show the outcome.
 */
export function RescheduleBooking({ booking, role }: { booking: Booking; role: Role }) {
  const t = useTranslations("Lifecycle");
  const modal = useModal(`reschedule-${booking.identifier}`);
  const [result, setResult] = useState<Outcome | null>(null);
  // The moment the page read the booking: enough to tell whether it has started.
  const [now] = useState(() => Date.now());
  const block = rescheduleBlock({ booking: policyView(booking), by: role, now });
  const waiting = booking.rescheduleInfo.status === "pending";
  const other = role === "client" ? booking.provider : booking.client;
  const name = `${other.firstName} ${other.lastName}`;
  const close = () => {
    modal.hide();
    setResult(null);
  };
  return (
    <>
      {block !== "NOT_RESCHEDULABLE" && !waiting && (
        <>
          <Button onClick={modal.show} disabled={block === "RESCHEDULE_LIMIT_REACHED"}>
            {t("reschedule")}
          </Button>
          <AttemptsLeft booking={booking} role={role} />
        </>
      )}
      <Modal
        wide
        open={modal.open}
        onClose={close}
        title={
          result
            ? t("successTitle")
            : role === "client"
              ? t("rescheduleTitleClient", { name })
              : t("rescheduleTitleProvider", { name })
        }
      >
        {result ? (
          <Rescheduled outcome={result} role={role} />
        ) : (
          modal.open && <RescheduleForm booking={booking} role={role} onDone={setResult} />
        )}
      </Modal>
    </>
  );
}
