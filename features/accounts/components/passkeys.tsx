"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { useAddPasskey, usePasskeys, useRemovePasskey } from "../api";
import { PASSKEY_NAME_MAX, passkeyNameSchema, type PasskeyNameInput } from "../schemas";
import { passkeyCancelled } from "./passkey-errors";
import { useFormError } from "@/lib/forms/use-form-error";

/**
 * The account's passkeys (decision 0522): each with its name, when it was added and last used;
 * a new one is named first, then the browser's own dialog makes it. Each counts as a second factor.
 */
export function PasskeysSection() {
  const t = useTranslations("Accounts.passkeys");
  const tc = useTranslations("Common");
  const format = useLocalDateTime();
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const form = useForm<PasskeyNameInput>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: { name: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // Said beside the button that failed, not in a toast that goes away while the person reads it.
  const [failure, setFailure] = useState<string | null>(null);

  const showError = useFormError(form.setError, ["name"] as const, setFailure);
  const onSubmit = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await add.mutateAsync(name);
      form.reset({ name: "" });
      toast.success(t("added"));
    } catch (error) {
      if (passkeyCancelled(error)) setFailure(t("cancelled"));
      else showError(error);
    }
  });

  const onRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorToMessage(error, t("removeFailed"))),
    });

  return (
    <section
      aria-labelledby="passkeys-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="passkeys-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      <div className="mt-4">
        {list.isPending ? (
          <Spinner label={tc("loading")} />
        ) : list.isError ? (
          <LoadFailed
            message={errorToMessage(list.error, t("loadFailed"))}
            retryLabel={t("retry")}
            onRetry={() => list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted">{t("empty")}</p>
        ) : (
          <ul aria-label={t("heading")} className="divide-y divide-stone-200">
            {list.data.map((passkey) => (
              <li key={passkey.identifier} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{passkey.name}</p>
                  <p className="text-sm text-muted">
                    {t("createdAt", { time: format(passkey.createdAt, "record") })}
                  </p>
                  <p className="text-sm text-muted">
                    {passkey.lastUsedAt
                      ? t("lastUsed", { time: format(passkey.lastUsedAt, "record") })
                      : t("neverUsed")}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  className="shrink-0"
                  disabled={remove.isPending}
                  aria-label={t("removeLabel", { name: passkey.name })}
                  onClick={() => onRemove(passkey.identifier)}
                >
                  {t("remove")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {failure && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="sm:flex-1">
          <TextField
            label={t("name")}
            hint={t("nameHint")}
            maxLength={PASSKEY_NAME_MAX}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register("name")}
          />
        </div>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
          {isSubmitting ? t("adding") : t("add")}
        </Button>
      </form>
    </section>
  );
}
