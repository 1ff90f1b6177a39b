"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button, buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { useNewPasswordFromLink, type NEW_PASSWORD_PATHS } from "../api";
import { passwordResetSchema, type PasswordResetInput } from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

/**
 * What differs between the two links: where to turn when one is missing or dead (only a change
 * sends an undo link, so that one points to the contact page), and the button.
 */
const LINK_KINDS = {
  reset: { help: "/forgot-password", helpText: "requestNewLink", submit: "setNewPassword" },
  restoreEmail: { help: "/contact", helpText: "restoreHelp", submit: "restoreSubmit" },
} as const satisfies Record<keyof typeof NEW_PASSWORD_PATHS, object>;

/** A new password from an emailed link's token: a reset, or undoing an email change (0517). */
export function ResetPasswordForm({ kind = "reset" }: { kind?: keyof typeof NEW_PASSWORD_PATHS }) {
  const link = LINK_KINDS[kind];
  const t = useTranslations("Accounts");
  const token = useSearchParams().get("token") ?? "";
  const reset = useNewPasswordFromLink(kind);
  const [done, setDone] = useState<string | null>(null);
  // A used or run-out link cannot be mended by typing again: it says so where the form was.
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const showError = useFormError(form.setError, ["password", "confirmPassword"] as const);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setDone((await reset.mutateAsync(values)).message);
    } catch (error) {
      if (errorCode(error) === ErrorCode.INVALID_LINK) {
        setDeadLink(errorToMessage(error, t("missingToken")));
      } else {
        showError(error);
      }
    }
  });

  if (!token || deadLink) {
    return (
      <p role="alert" className="text-red-700">
        {deadLink ?? t("missingToken")}{" "}
        <Link href={link.help} className="font-medium underline">
          {t(link.helpText)}
        </Link>
      </p>
    );
  }
  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-lg font-medium">{done}</p>
        <Link href="/login" className={buttonClass()}>
          {t("signIn")}
        </Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {t(link.submit)}
      </Button>
    </form>
  );
}
