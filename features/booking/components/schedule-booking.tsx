"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button, buttonClass } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Modal, useModal } from "@/components/ui/modal";
import type { Timeslot } from "@/features/availability";
import { errorToMessage } from "@/lib/api/error-message";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useScheduleBooking } from "../api";
import type { Booking } from "../schemas";
import { SlotPicker } from "./slot-picker";

/**
 * The client's schedule modal for a "schedule later" booking (POST /booking/{id}/schedule). An
 * unpaid booking goes on to payment ("Schedule and Pay"); a paid one shows its new time.
 */
export function ScheduleBooking({ booking }: { booking: Booking }) {
  const t = useTranslations("Lifecycle");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const router = useRouter();
  const modal = useModal(`schedule-${booking.identifier}`);
  const schedule = useScheduleBooking(booking.identifier);
  const [slot, setSlot] = useState<Timeslot | null>(null);
  const [missingSlot, setMissingSlot] = useState(false);
  const [saved, setSaved] = useState<Booking | null>(null);
  const pending = booking.status === "pending";
  const name = `${booking.provider.firstName} ${booking.provider.lastName}`;

  async function submit() {
    if (!slot) return setMissingSlot(true);
    try {
      const result = await schedule.mutateAsync(slot.identifier);
      if (pending) return router.push(`/payment/${booking.identifier}`);
      setSaved(result);
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  const canSchedule =
    !booking.startTime && (booking.status === "pending" || booking.status === "confirmed");
  return (
    <>
      {canSchedule && <Button onClick={modal.show}>{t("schedule")}</Button>}
      <Modal wide open={modal.open} onClose={modal.hide} title={t("scheduleTitle")}>
        {saved ? (
          <div role="status" className="space-y-3 text-sm">
            <p className="font-medium">{t("scheduledTitle")}</p>
            <p>
              <LocalTime iso={saved.startTime!} format="session" />
            </p>
            <Link href="/appointments" className={buttonClass()}>
              {t("backToBookings")}
            </Link>
          </div>
        ) : (
          modal.open && (
            <div className="space-y-4 text-sm">
              <p>{t("scheduleIntro", { name })}</p>
              <SlotPicker
                providerId={booking.provider.identifier}
                categoryId={booking.therapyCategory.identifier}
                timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
                selected={slot}
                onSelect={(s) => {
                  setSlot(s);
                  setMissingSlot(false);
                }}
                noSlotsText={t("noSlotsForDate")}
              />
              {missingSlot && (
                <p role="alert" className="text-red-700">
                  {tv("timeslotRequired")}
                </p>
              )}
              <div className="flex justify-end">
                <Button onClick={submit} disabled={schedule.isPending}>
                  {pending ? t("scheduleAndPay") : t("saveTime")}
                </Button>
              </div>
            </div>
          )
        )}
      </Modal>
    </>
  );
}
