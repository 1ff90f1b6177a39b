"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { isAxiosError } from "axios";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useFieldError } from "@/components/ui/text-field";
import type { Timeslot } from "@/features/availability";
import { track } from "@/lib/analytics/track";
import type { ErrorBody } from "@/lib/api/envelope";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { applyFieldErrors } from "@/lib/api/form-errors";
import { STORED, writeStored } from "@/lib/browser-storage";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useCreateAppointment, useCreateBooking, useCreateSeries } from "../api";
import {
  BOOKING_NOTE_MAX,
  bookingFormSchema,
  type BookingFormInput,
  type BookingFormValues,
} from "../schemas";
import type { BookableTherapist } from "./bookable-therapist";
import { ChoicePills } from "./choice-pills";
import { HeldNotice } from "./held-notice";
import { forgetInPayment, rememberInPayment, useRememberedChoices } from "./remembered-choices";
import { RepeatWeekly } from "./repeat-weekly";
import { SlotPicker } from "./slot-picker";

export type { BookableTherapist } from "./bookable-therapist";

/** The fields an API 400 can name that this form shows. */
const fields = ["therapyCategoryId", "modality", "timeslotIdentifier", "note"] as const;

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
  const waitlist = useTranslations("Waitlist");
  const tc = useTranslations("Common");
  const fieldError = useFieldError();
  const locale = useLocale();
  const router = useRouter();
  const create = useCreateBooking();
  const createSeries = useCreateSeries();
  const createAppointment = useCreateAppointment();
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: {
      therapyCategoryId: "",
      modality: "",
      timeslotIdentifier: undefined,
      scheduleLater: false,
      weeks: null,
      note: "",
    },
    // A message stays until the next try, and nothing jumps: the choices are pills and a
    // calendar, which the form cannot focus, so it would focus the note below them.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [categoryId, later, weeks, note = "", modality] = useWatch({
    control: form.control,
    name: ["therapyCategoryId", "scheduleLater", "weeks", "note", "modality"],
  });
  /** The chosen slot, whose times the weekly repeat shows; the form holds its identifier. */
  const [slot, setSlot] = useState<Timeslot | null>(null);
  /** Back from the payment page: the booking sent there, while it waits for payment. */
  const [inPayment, setInPayment] = useState<{ booking: string; start: string | null } | null>(
    null,
  );
  const onInPayment = useCallback(
    (sent: { booking: string; slot: Timeslot | null }) => {
      setInPayment({ booking: sent.booking, start: sent.slot?.start ?? null });
      setSlot(sent.slot);
      form.setValue("timeslotIdentifier", sent.slot?.identifier);
    },
    [form],
  );
  const paidOrGone = useCallback(() => {
    setInPayment(null);
    forgetInPayment();
  }, []);
  useRememberedChoices(
    form.setValue,
    therapist,
    !forClient,
    { categoryId, modality, note },
    onInPayment,
  );
  const [clashes, setClashes] = useState<{ weeks: string[]; message?: string }>({ weeks: [] });
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fee = therapist.fees.find((f) => f.categoryIdentifier === categoryId);
  const busy = create.isPending || createSeries.isPending || createAppointment.isPending;
  /** How many weekly sessions this booking makes, when it is a series. */
  const repeatWeeks = later || forClient ? null : weeks;

  useEffect(() => {
    if (!forClient) track("start_booking", { therapist: therapist.identifier });
  }, [therapist.identifier, forClient]);

  const holdSlot = (next: Timeslot | null) => {
    setSlot(next);
    form.setValue("timeslotIdentifier", next?.identifier);
  };
  const chooseSlot = (next: Timeslot | null) => {
    holdSlot(next);
    setClashes({ weeks: [] });
  };

  async function send(values: BookingFormValues) {
    const base = {
      therapyCategoryId: values.therapyCategoryId,
      modality: values.modality,
      note: values.note || undefined,
    };
    if (forClient) {
      const booking = await createAppointment.mutateAsync({
        ...base,
        clientId: forClient.identifier,
        timeslotIdentifier: values.timeslotIdentifier!,
      });
      toast.success(t("bookedForClientToast", { name: forClient.name }));
      router.push(`/appointments/${booking.identifier}`);
      return;
    }
    if (!values.scheduleLater && values.weeks !== null) {
      const series = await createSeries.mutateAsync({
        ...base,
        providerId: therapist.identifier,
        timeslotIdentifier: values.timeslotIdentifier!,
        weeks: values.weeks,
      });
      track("booking_request", { booking: series.bookings[0], sessions: values.weeks });
      sentToPayment(values, series.bookings[0]!);
      router.push(`/payment/${series.bookings[0]}`);
      return;
    }
    const booking = await create.mutateAsync({
      ...base,
      providerId: therapist.identifier,
      ...(values.scheduleLater
        ? { scheduleLater: true }
        : { timeslotIdentifier: values.timeslotIdentifier! }),
    });
    track("booking_request", { booking: booking.identifier });
    sentToPayment(values, booking.identifier);
    router.push(`/payment/${booking.identifier}`);
  }

  /** The note is sent; every choice is kept for the way back from the payment page. */
  function sentToPayment(values: BookingFormValues, bookingId: string) {
    writeStored(STORED.bookingNote, null);
    rememberInPayment({
      therapist: therapist.identifier,
      booking: bookingId,
      slot: values.scheduleLater ? null : slot,
      categoryId: values.therapyCategoryId,
      modality: values.modality,
      note: values.note ?? "",
      scheduleLater: values.scheduleLater,
      weeks: values.scheduleLater ? null : values.weeks,
    });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      const code = errorCode(error);
      const body = isAxiosError(error)
        ? (error.response?.data as ErrorBody | undefined)
        : undefined;
      // Someone was faster: the mutation has read the slots again; show the picker's current state.
      if (code === ErrorCode.SLOT_TAKEN || code === ErrorCode.SLOT_UNAVAILABLE) holdSlot(null);
      if (code === ErrorCode.SERIES_CLASHES) {
        setClashes({ weeks: body?.errors?.weeks?.split(", ") ?? [], message: body?.message });
      } else if (code === ErrorCode.VALIDATION_FAILED) {
        applyFieldErrors(error, form.setError, fields);
      }
      // A clash lists its weeks by the form; the toast says what to do.
      toast.error(
        code === ErrorCode.SERIES_CLASHES && body?.message
          ? body.message
          : errorToMessage(error, tc("genericError")),
      );
    }
  });

  const price = fee
    ? fee.isFree
      ? t("free")
      : formatMoney(fee.amount * (repeatWeeks ?? 1), fee.currency, locale)
    : "—";

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-8">
      {inPayment && <HeldNotice bookingId={inPayment.booking} onGone={paidOrGone} />}
      <Controller
        control={form.control}
        name="therapyCategoryId"
        render={({ field }) => (
          <ChoicePills
            name={field.name}
            label={t("therapy")}
            options={therapist.categories}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              chooseSlot(null);
            }}
            error={fieldError(errors.therapyCategoryId?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="modality"
        render={({ field }) => (
          <ChoicePills
            name={field.name}
            label={forClient ? t("meeting") : t("modality")}
            options={therapist.modalities}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(errors.modality?.message)}
          />
        )}
      />

      <section aria-labelledby="when" className="space-y-3">
        <h2 id="when" className="font-semibold">
          {t("when")}
        </h2>
        {!forClient && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              {...form.register("scheduleLater")}
              className="size-4 accent-brand-600"
            />
            {t("scheduleLater")}
          </label>
        )}
        {!later && (
          <SlotPicker
            providerId={therapist.identifier}
            categoryId={categoryId || null}
            timeZone={timeZone}
            selected={slot}
            onSelect={chooseSlot}
            held={inPayment?.start ?? null}
            noSlotsText={forClient ? t("noSlotsForDateTherapist") : undefined}
          />
        )}
        {!forClient && (
          // No time that suits: wait for one (issue 71).
          <p className="text-sm text-muted">
            {waitlist("pickerHint")}{" "}
            <Link
              href={`/waitlist?provider=${therapist.identifier}`}
              className="font-medium text-brand-800 underline"
            >
              {waitlist("openProfile")}
            </Link>
          </p>
        )}
        {errors.timeslotIdentifier && (
          <p role="alert" className="text-sm text-red-700">
            {fieldError(errors.timeslotIdentifier.message)}
          </p>
        )}
        {!forClient && !later && (
          <RepeatWeekly
            slot={slot}
            weeks={weeks}
            onChange={(n) => {
              form.setValue("weeks", n);
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
          {...form.register("note")}
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
            {fieldError(errors.note.message)}
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
