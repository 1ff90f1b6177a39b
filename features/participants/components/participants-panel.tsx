"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { useFieldError } from "@/components/ui/text-field";
import { useBooking } from "@/features/booking/api";
import { errorToMessage } from "@/lib/api/error-message";
import { useAllowInvite, useDecideParticipant, useParticipants, useShareBooking } from "../api";
import {
  INVITE_VALID_DAYS,
  inviteFormSchema,
  PARTICIPANT_LIMIT,
  type InviteFormInput,
  type Participant,
} from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

/**
 * Invited participants of a couples or family session: the client invites and sees who
 * answered; the therapist sees them and acknowledges or rejects each.
 */
export function ParticipantsPanel({
  bookingId,
  role,
}: {
  bookingId: string;
  role: "client" | "provider";
}) {
  const t = useTranslations("Participants");
  const tc = useTranslations("Common");
  const booking = useBooking(role, bookingId);
  const allow = useAllowInvite(booking.data?.therapyCategory.identifier);
  const participants = useParticipants(bookingId, allow.data === true);
  const decide = useDecideParticipant(bookingId);
  const [now] = useState(() => Date.now());
  if (!allow.data) return null;
  const b = booking.data!;
  const open =
    (b.status === "pending" || b.status === "confirmed") &&
    (!b.startTime || Date.parse(b.startTime) > now);

  return (
    <section
      aria-labelledby="participants-heading"
      className="space-y-3 border-t border-stone-200 pt-4"
    >
      <h2 id="participants-heading" className="font-semibold">
        {t("heading")}
      </h2>
      {participants.isLoading ? (
        <Spinner label={tc("loading")} />
      ) : participants.isError ? (
        <p role="alert" className="text-sm">
          {errorToMessage(participants.error, tc("genericError"))}
        </p>
      ) : !participants.data?.length ? (
        <p className="text-sm text-muted">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
          {participants.data.map((p) => (
            <li key={p.identifier} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <span className="min-w-0 flex-1 break-all">
                <span className="font-medium">{p.name ?? p.email}</span>
                {p.name && <span className="block text-muted">{p.email}</span>}
              </span>
              <StatusBadge participant={p} />
              {role === "provider" && !p.providerDecision && p.status === "acknowledged" && (
                <span className="flex gap-2">
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: p.identifier, decision: "acknowledge" })}
                  >
                    {t("acknowledge")}
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-3 py-1.5"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: p.identifier, decision: "reject" })}
                  >
                    {t("reject")}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {role === "client" && open && <InviteForm bookingId={bookingId} />}
    </section>
  );
}

function StatusBadge({ participant: p }: { participant: Participant }) {
  const t = useTranslations("Participants");
  const label = p.expired
    ? t("expired")
    : p.providerDecision
      ? t(`decisions.${p.providerDecision}`)
      : t(`statuses.${p.status}`);
  const tone =
    p.providerDecision === "rejected" || p.status === "rejected" || p.expired
      ? "bg-stone-100 text-stone-700"
      : p.status === "acknowledged"
        ? "bg-green-100 text-green-800"
        : "bg-brand-100 text-ink";
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}>
      {label}
      {!p.expired && p.status === "posted" && (
        <span className="sr-only">
          {" "}
          <LocalTime iso={p.expiresAt} />
        </span>
      )}
    </span>
  );
}

function InviteForm({ bookingId }: { bookingId: string }) {
  const t = useTranslations("Participants");
  const fieldError = useFieldError();
  const id = useId();
  const share = useShareBooking(bookingId);
  const form = useForm<InviteFormInput, unknown, { emails: string[] }>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { emails: "" },
  });
  const error = fieldError(form.formState.errors.emails?.message);
  const showError = useFormError(form.setError, ["emails"] as const, (message) =>
    form.setError("emails", { message }),
  );
  const submit = form.handleSubmit(async ({ emails }) => {
    try {
      await share.mutateAsync(emails);
      toast.success(t("sent"));
      form.reset();
    } catch (e) {
      showError(e);
    }
  });
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-2 rounded-xl bg-brand-50 p-4"
    >
      <h3 className="font-semibold">{t("inviteHeading")}</h3>
      <p className="text-sm text-muted">
        {t("inviteHint", { max: PARTICIPANT_LIMIT, days: INVITE_VALID_DAYS })}
      </p>
      <label htmlFor={`${id}-emails`} className="block text-sm font-medium">
        {t("emails")}
      </label>
      <input
        id={`${id}-emails`}
        type="text"
        inputMode="email"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-emails-note`}
        className={`block w-full rounded-xl border bg-white px-3 py-2.5 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${error ? "border-red-600" : "border-stone-300"}`}
        {...form.register("emails")}
      />
      {error ? (
        <p id={`${id}-emails-note`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-emails-note`} className="text-sm text-muted">
          {t("emailsHint")}
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t("send")}
      </Button>
    </form>
  );
}
