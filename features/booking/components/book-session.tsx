"use client";

import { isAxiosError } from "axios";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import type { Timeslot } from "@/features/availability";
import { track } from "@/lib/analytics/track";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { useRouter } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useCreateAppointment, useCreateBooking, useCreateSeries } from "../api";
import { BOOKING_NOTE_MAX } from "../schemas";
import { ChoicePills } from "./choice-pills";
import { RepeatWeekly } from "./repeat-weekly";
import { SlotPicker } from "./slot-picker";

export type BookableTherapist = {
  identifier: string;
  name: string;
  categories: { identifier: string; name: string }[];
  modalities: { slug: string; name: string }[];
  fees: { categoryIdentifier: string; amount: number; currency: string; isFree: boolean }[];
};

type ApiErrorBody = { message?: string; code?: string; errors?: Record<string, string> };

/**
 * Choose therapy and modality (both required), then a time or "schedule later", then pay. A
 * client may repeat the time weekly. With `forClient`, the therapist books one of their clients:
 * a single session at a set time, which the client then confirms and pays.
 */
export function BookSession({
  therapist,
  forClient,
}: {
  therapist: BookableTherapist;
  forClient?: { identifier: string; name: string };
}) {
  const t = useTranslations("Booking");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const router = useRouter();
  const create = useCreateBooking();
  const createSeries = useCreateSeries();
  const createAppointment = useCreateAppointment();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [modality, setModality] = useState<string>("");
  const [slot, setSlot] = useState<Timeslot | null>(null);
  const [later, setLater] = useState(false);
  const [weeks, setWeeks] = useState<number | null>(null);
  const [clashes, setClashes] = useState<{ weeks: string[]; message?: string }>({ weeks: [] });
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fee = therapist.fees.find((f) => f.categoryIdentifier === categoryId);
  const busy = create.isPending || createSeries.isPending || createAppointment.isPending;
  /** How many weekly sessions this booking makes, when it is a series. */
  const repeatWeeks = later || forClient ? null : weeks;

  useEffect(() => {
    if (!forClient) track("start_booking", { therapist: therapist.identifier });
  }, [therapist.identifier, forClient]);

  const chooseSlot = (next: Timeslot | null) => {
    setSlot(next);
    setClashes({ weeks: [] });
  };

  async function send() {
    const base = {
      therapyCategoryId: categoryId!,
      modality,
      note: note || undefined,
    };
    if (forClient) {
      const booking = await createAppointment.mutateAsync({
        ...base,
        clientId: forClient.identifier,
        timeslotIdentifier: slot!.identifier,
      });
      toast.success(t("bookedForClientToast", { name: forClient.name }));
      router.push(`/appointments/${booking.identifier}`);
      return;
    }
    if (repeatWeeks !== null) {
      const series = await createSeries.mutateAsync({
        ...base,
        providerId: therapist.identifier,
        timeslotIdentifier: slot!.identifier,
        weeks: repeatWeeks,
      });
      track("booking_request", { booking: series.bookings[0], sessions: repeatWeeks });
      router.push(`/payment/${series.bookings[0]}`);
      return;
    }
    const booking = await create.mutateAsync({
      ...base,
      providerId: therapist.identifier,
      ...(later ? { scheduleLater: true } : { timeslotIdentifier: slot!.identifier }),
    });
    track("booking_request", { booking: booking.identifier });
    router.push(`/payment/${booking.identifier}`);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!categoryId) problems.therapyCategoryId = t("errors.therapy");
    if (!modality) problems.modality = t("errors.modality");
    if (!later && !slot) problems.timeslotIdentifier = t("errors.timeslot");
    if (note.length > BOOKING_NOTE_MAX) problems.note = t("errors.note");
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await send();
    } catch (error) {
      const code = errorCode(error);
      const body = isAxiosError(error) ? (error.response?.data as ApiErrorBody) : undefined;
      // Someone was faster: the mutation has read the slots again; show the picker's current state.
      if (code === "SLOT_TAKEN" || code === "SLOT_UNAVAILABLE") setSlot(null);
      if (code === "SERIES_CLASHES") {
        setClashes({ weeks: body?.errors?.weeks?.split(", ") ?? [], message: body?.message });
      } else if (isAxiosError(error) && error.response?.status === 400) {
        setErrors(body?.errors ?? {});
      }
      // A clash lists its weeks by the form; the toast says what to do.
      toast.error(
        code === "SERIES_CLASHES" && body?.message
          ? body.message
          : errorToMessage(error, tc("genericError")),
      );
    }
  }

  const price = fee
    ? fee.isFree
      ? t("free")
      : formatMoney(fee.amount * (repeatWeeks ?? 1), fee.currency, locale)
    : "—";

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <ChoicePills
        name="therapyCategoryId"
        label={t("therapy")}
        options={therapist.categories}
        value={categoryId ?? ""}
        onChange={(v) => {
          setCategoryId(v);
          chooseSlot(null);
        }}
        error={errors.therapyCategoryId}
      />
      <ChoicePills
        name="modality"
        label={forClient ? t("meeting") : t("modality")}
        options={therapist.modalities}
        value={modality}
        onChange={setModality}
        error={errors.modality}
      />

      <section aria-labelledby="when" className="space-y-3">
        <h2 id="when" className="font-semibold">
          {t("when")}
        </h2>
        {!forClient && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={later}
              onChange={(e) => setLater(e.target.checked)}
              className="size-4 accent-brand-600"
            />
            {t("scheduleLater")}
          </label>
        )}
        {!later && (
          <SlotPicker
            providerId={therapist.identifier}
            categoryId={categoryId}
            timeZone={timeZone}
            selected={slot}
            onSelect={chooseSlot}
            noSlotsText={forClient ? t("noSlotsForDateTherapist") : undefined}
          />
        )}
        {errors.timeslotIdentifier && (
          <p role="alert" className="text-sm text-red-700">
            {errors.timeslotIdentifier}
          </p>
        )}
        {!forClient && !later && (
          <RepeatWeekly
            slot={slot}
            weeks={weeks}
            onChange={(n) => {
              setWeeks(n);
              setClashes({ weeks: [] });
            }}
            fee={fee}
            clashes={clashes.weeks}
            clashMessage={clashes.message}
          />
        )}
      </section>

      <div>
        <label htmlFor="booking-note" className="font-semibold">
          {forClient ? t("noteForClient") : t("note")}
        </label>
        <textarea
          id="booking-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          className="mt-2 block w-full rounded-xl border border-stone-300 bg-white p-3 shadow-sm"
        />
        <p
          className={`mt-1 text-xs ${note.length > BOOKING_NOTE_MAX ? "text-red-700" : "text-muted"}`}
        >
          {t("noteCount", { count: note.length, max: BOOKING_NOTE_MAX })}
        </p>
        {errors.note && (
          <p role="alert" className="text-sm text-red-700">
            {errors.note}
          </p>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        <p>
          <span className="text-sm text-muted">
            {repeatWeeks !== null ? t("seriesPrice", { weeks: repeatWeeks }) : t("price")}
          </span>{" "}
          <span className="text-lg font-semibold">{price}</span>
        </p>
        <Button type="submit" disabled={busy}>
          {forClient
            ? t("bookForClient", { name: forClient.name })
            : later
              ? t("scheduleAndPay")
              : t("continueToPayment")}
        </Button>
      </div>
    </form>
  );
}
