"use client";

import { useEffect, useRef } from "react";
import type { useForm } from "react-hook-form";
import type { Timeslot } from "@/features/availability";
import { readStored, STORED, writeStored } from "@/lib/browser-storage";
import type { BookingFormInput, BookingFormValues } from "../schemas";
import type { BookableTherapist } from "./bookable-therapist";

type StoredNote = { therapist: string; note: string };

/** The booking sent to the payment page and every choice that made it (issue 74). */
export type InPayment = {
  therapist: string;
  booking: string;
  slot: Timeslot | null;
  categoryId: string;
  modality: string;
  note: string;
  scheduleLater: boolean;
  weeks: number | null;
};

/** Kept for the way back from the payment page; session storage, so it ends with the tab. */
export const rememberInPayment = (sent: InPayment) => writeStored(STORED.bookingInPayment, sent);
export const forgetInPayment = () => writeStored(STORED.bookingInPayment, null);

type SetValue = ReturnType<
  typeof useForm<BookingFormInput, unknown, BookingFormValues>
>["setValue"];

/**
 * Spec section 3: a client's last therapy and modality are kept in local storage and offered again
 * on their next booking (when this therapist offers them); the note they are writing is kept in
 * session storage, so a reload of the page keeps it. Back from the payment page (issue 74), every
 * choice of the booking sent there comes back, its time too (`onInPayment`). Read after mounting:
 * the server render knows no storage. The therapist's form for a client remembers nothing.
 */
export function useRememberedChoices(
  setValue: SetValue,
  therapist: BookableTherapist,
  remember: boolean,
  current: { categoryId: string; modality: string; note: string },
  onInPayment: (sent: InPayment) => void,
) {
  const restored = useRef(false);
  useEffect(() => {
    if (!remember || restored.current) return;
    restored.current = true;
    const sent = readStored<InPayment>(STORED.bookingInPayment);
    if (sent?.therapist === therapist.identifier && typeof sent.booking === "string") {
      if (therapist.categories.some((c) => c.identifier === sent.categoryId))
        setValue("therapyCategoryId", sent.categoryId);
      if (therapist.modalities.some((m) => m.slug === sent.modality))
        setValue("modality", sent.modality);
      setValue("note", sent.note ?? "");
      setValue("scheduleLater", Boolean(sent.scheduleLater));
      setValue("weeks", sent.weeks ?? null);
      onInPayment(sent);
      return;
    }
    const category = readStored<string>(STORED.therapyCategoryIdentifier);
    if (category && therapist.categories.some((c) => c.identifier === category))
      setValue("therapyCategoryId", category);
    const modality = readStored<string>(STORED.modalityIdentifier);
    if (modality && therapist.modalities.some((m) => m.slug === modality))
      setValue("modality", modality);
    const note = readStored<StoredNote>(STORED.bookingNote);
    if (note?.therapist === therapist.identifier && typeof note.note === "string")
      setValue("note", note.note);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after mounting
  }, [remember, setValue, therapist]);

  const { categoryId, modality, note } = current;
  useEffect(() => {
    if (!remember || !restored.current) return;
    if (categoryId) writeStored(STORED.therapyCategoryIdentifier, categoryId);
    if (modality) writeStored(STORED.modalityIdentifier, modality);
  }, [remember, categoryId, modality]);
  useEffect(() => {
    if (!remember || !restored.current) return;
    writeStored(STORED.bookingNote, note ? { therapist: therapist.identifier, note } : null);
  }, [remember, note, therapist.identifier]);
}
