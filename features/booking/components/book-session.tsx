"use client";

import { useQueryClient } from "@tanstack/react-query";
import { isAxiosError } from "axios";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { track } from "@/lib/analytics/track";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { useRouter } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useCreateBooking } from "../api";
import { BOOKING_NOTE_MAX, type TimeSlot } from "../schemas";
import { SlotPicker } from "./slot-picker";

type Option = { identifier?: string; slug?: string; name: string };

export type BookableTherapist = {
  identifier: string;
  name: string;
  categories: { identifier: string; name: string }[];
  modalities: { slug: string; name: string }[];
  fees: { categoryIdentifier: string; amount: number; currency: string; isFree: boolean }[];
};

/** Choose therapy and modality (both required), then a time or "schedule later", then pay. */
export function BookSession({ therapist }: { therapist: BookableTherapist }) {
  const t = useTranslations("Booking");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const create = useCreateBooking();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [modality, setModality] = useState<string>("");
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [later, setLater] = useState(false);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fee = therapist.fees.find((f) => f.categoryIdentifier === categoryId);

  useEffect(() => {
    track("start_booking", { therapist: therapist.identifier });
  }, [therapist.identifier]);

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
      const booking = await create.mutateAsync({
        providerId: therapist.identifier,
        therapyCategoryId: categoryId!,
        modality,
        note: note || undefined,
        ...(later ? { scheduleLater: true } : { timeslotIdentifier: slot!.identifier }),
      });
      track("booking_request", { booking: booking.identifier });
      router.push(`/payment/${booking.identifier}`);
    } catch (error) {
      const code = errorCode(error);
      if (code === "SLOT_TAKEN" || code === "SLOT_UNAVAILABLE") {
        // Someone was faster: show the picker's current state.
        setSlot(null);
        await queryClient.invalidateQueries({ queryKey: ["booking", "timeslots"] });
      }
      if (isAxiosError(error) && error.response?.status === 400) {
        const fieldErrors =
          (error.response.data as { errors?: Record<string, string> }).errors ?? {};
        setErrors(fieldErrors);
      }
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  const choice = (
    name: string,
    label: string,
    options: Option[],
    value: string,
    onChange: (v: string) => void,
  ) => (
    <fieldset>
      <legend className="font-semibold">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => {
          const key = o.identifier ?? o.slug!;
          return (
            <label
              key={key}
              className={`cursor-pointer rounded-full px-4 py-2 text-sm ring-1 ${value === key ? "bg-brand-400 ring-brand-600" : "bg-white ring-stone-300 hover:ring-brand-500"}`}
            >
              <input
                type="radio"
                name={name}
                value={key}
                checked={value === key}
                onChange={() => onChange(key)}
                className="sr-only"
              />
              {o.name}
            </label>
          );
        })}
      </div>
      {errors[name] && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </fieldset>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      {choice("therapyCategoryId", t("therapy"), therapist.categories, categoryId ?? "", (v) => {
        setCategoryId(v);
        setSlot(null);
      })}
      {choice("modality", t("modality"), therapist.modalities, modality, setModality)}

      <section aria-labelledby="when" className="space-y-3">
        <h2 id="when" className="font-semibold">
          {t("when")}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={later}
            onChange={(e) => setLater(e.target.checked)}
            className="size-4 accent-brand-600"
          />
          {t("scheduleLater")}
        </label>
        {!later && (
          <SlotPicker
            providerId={therapist.identifier}
            categoryId={categoryId}
            timeZone={timeZone}
            selected={slot}
            onSelect={setSlot}
          />
        )}
        {errors.timeslotIdentifier && (
          <p role="alert" className="text-sm text-red-700">
            {errors.timeslotIdentifier}
          </p>
        )}
      </section>

      <div>
        <label htmlFor="booking-note" className="font-semibold">
          {t("note")}
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
          <span className="text-sm text-muted">{t("price")}</span>{" "}
          <span className="text-lg font-semibold">
            {fee ? (fee.isFree ? t("free") : formatMoney(fee.amount, fee.currency, locale)) : "—"}
          </span>
        </p>
        <Button type="submit" disabled={create.isPending}>
          {later ? t("scheduleAndPay") : t("continueToPayment")}
        </Button>
      </div>
    </form>
  );
}
