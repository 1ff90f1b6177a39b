"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useSaveSessionLink, useSessionLink } from "../api";
import { sessionLinkSchema, type SessionLink, type SessionLinkInput } from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

const CHOICES = [
  { own: false, label: "sessionRoomBuiltIn", hint: "sessionRoomBuiltInHint" },
  { own: true, label: "sessionRoomOwn", hint: "sessionRoomOwnHint" },
] as const;

function Form({ saved }: { saved: SessionLink }) {
  const t = useTranslations("Practice");
  const save = useSaveSessionLink();
  const form = useForm<SessionLinkInput>({
    resolver: zodResolver(sessionLinkSchema),
    defaultValues: { link: saved.link ?? "", useOwnRoom: saved.useOwnRoom },
  });
  const { errors, isSubmitting } = form.formState;
  // State, not useWatch, as in fee-form.tsx: a choice made just after the form mounted would
  // change the form's value but leave the radios drawn as they were.
  const [useOwnRoom, setUseOwnRoom] = useState(saved.useOwnRoom);

  const showError = useFormError(form.setError, ["link"]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({
        link: values.link,
        useOwnRoom: values.useOwnRoom ?? false,
      });
      form.reset({ link: answer.link ?? "", useOwnRoom: answer.useOwnRoom });
      setUseOwnRoom(answer.useOwnRoom);
      toast.success(answer.message);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">{t("sessionRoomChoice")}</legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.label}
            className={`flex cursor-pointer gap-3 rounded-lg p-3 text-sm ring-1 ${
              useOwnRoom === choice.own ? "bg-brand-50 ring-brand-400" : "ring-stone-300"
            }`}
          >
            <input
              type="radio"
              name="useOwnRoom"
              checked={useOwnRoom === choice.own}
              onChange={() => {
                setUseOwnRoom(choice.own);
                form.setValue("useOwnRoom", choice.own, {
                  shouldDirty: true,
                  shouldValidate: false,
                });
              }}
              aria-describedby={`session-room-${choice.label}-hint`}
              className="mt-1 accent-brand-600"
            />
            <span>
              <span className="block font-medium">{t(choice.label)}</span>
              <span id={`session-room-${choice.label}-hint`} className="block text-muted">
                {t(choice.hint)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        label={t("sessionLinkLabel")}
        error={errors.link?.message}
        hint={saved.link ? undefined : t("sessionLinkNone")}
        {...form.register("link")}
      />
      <Button type="submit" disabled={isSubmitting || !form.formState.isDirty}>
        {t("saveSessionLink")}
      </Button>
    </form>
  );
}

/**
 * Where a therapist's video and audio sessions happen: the built-in session room, the default, or
 * their own room at its link (decisions 0308, 0319); an empty link removes it.
 */
export function SessionLinkForm() {
  const tc = useTranslations("Common");
  const t = useTranslations("Practice");
  const current = useSessionLink();
  if (current.isPending) return <Spinner label={tc("loading")} />;
  if (current.isError)
    return (
      <LoadFailed
        message={t("sessionLinkFailed")}
        retryLabel={t("sessionLinkRetry")}
        onRetry={() => current.refetch()}
      />
    );
  return <Form saved={current.data} />;
}
