"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button, buttonClass } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Modal, useModal } from "@/components/ui/modal";
import type { Timeslot } from "@/features/availability";
import { errorToMessage } from "@/lib/api/error-message";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useRescheduleBooking, useRescheduleCheck } from "../api";
import { remainingReschedules, rescheduleBlock } from "../policy";
import { RESCHEDULE_NOTE_MAX, type Booking, type RescheduledBooking } from "../schemas";
import { SlotPicker } from "./slot-picker";

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
  onDone: (result: RescheduledBooking) => void;
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
  const other = role === "client" ? booking.provider : booking.client;
  const name = `${other.firstName} ${other.lastName}`;
  const payAfter = role === "client" && booking.status === "pending";

  async function submit() {
    if (!slot) return setMissingSlot(true);
    try {
      const result = await move.mutateAsync({
        timeslotIdentifier: slot.identifier,
        note: note.trim() || undefined,
      });
      // An unpaid booking goes on to payment at its new time.
      if (payAfter) return router.push(`/payment/${booking.identifier}`);
      onDone(result);
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <div className="space-y-4 text-sm">
      <p>
        {t("currentTime")}:{" "}
        <strong>
          <LocalTime iso={booking.startTime!} options={{ dateStyle: "full", timeStyle: "short" }} />
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
        <Button onClick={submit} disabled={move.isPending}>
          {payAfter ? t("rescheduleAndPay") : t("confirmReschedule")}
        </Button>
      </div>
    </div>
  );
}

/** Reschedule successful: moved at once, or asked of the other party; then back to the bookings. */
function Rescheduled({ result, role }: { result: RescheduledBooking; role: Role }) {
  const t = useTranslations("Lifecycle");
  const locale = useLocale();
  const other = role === "client" ? result.provider : result.client;
  const name = `${other.firstName} ${other.lastName}`;
  return (
    <div role="status" className="space-y-3 text-sm">
      {result.rescheduleStatus === "pending" ? (
        <p>
          {role === "client"
            ? t("requestSentClient", { name })
            : t("requestSentProvider", { name })}
        </p>
      ) : (
        <p>
          {t("movedTo", {
            time: new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(
              new Date(result.startTime!),
            ),
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
  const [result, setResult] = useState<RescheduledBooking | null>(null);
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
          <Rescheduled result={result} role={role} />
        ) : (
          modal.open && <RescheduleForm booking={booking} role={role} onDone={setResult} />
        )}
      </Modal>
    </>
  );
}
