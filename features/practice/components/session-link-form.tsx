"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useSaveSessionLink, useSessionLink } from "../api";
import { sessionLinkSchema, type SessionLinkInput } from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

function Form({ link }: { link: string | null }) {
  const t = useTranslations("Practice");
  const save = useSaveSessionLink();
  const form = useForm<SessionLinkInput>({
    resolver: zodResolver(sessionLinkSchema),
    defaultValues: { link: link ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const showError = useFormError(form.setError, ["link"]);
  const onSubmit = form.handleSubmit(async ({ link: value }) => {
    try {
      const answer = await save.mutateAsync(value);
      form.reset({ link: answer.link ?? "" });
      toast.success(answer.message);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        label={t("sessionLinkLabel")}
        error={errors.link?.message}
        hint={link ? undefined : t("sessionLinkNone")}
        {...form.register("link")}
      />
      <Button type="submit" disabled={isSubmitting || !form.formState.isDirty}>
        {t("saveSessionLink")}
      </Button>
    </form>
  );
}

/** Where a therapist's video and audio sessions happen (decision 0308); empty removes it. */
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
  return <Form link={current.data.link} />;
}
