"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button, buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { applyFieldErrors } from "@/lib/api/form-errors";
import { Link } from "@/lib/i18n/navigation";
import { useResetPassword } from "../api";
import { passwordResetSchema, type PasswordResetInput } from "../schemas";

export function ResetPasswordForm() {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const token = useSearchParams().get("token") ?? "";
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setDone((await reset.mutateAsync(values)).message);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ["password", "confirmPassword"] as const)) {
        toast.error(errorToMessage(error, tc("genericError")));
      }
    }
  });

  if (!token) {
    return (
      <p role="alert" className="text-red-700">
        {t("missingToken")}{" "}
        <Link href="/forgot-password" className="font-medium underline">
          {t("requestNewLink")}
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
        {t("setNewPassword")}
      </Button>
    </form>
  );
}
