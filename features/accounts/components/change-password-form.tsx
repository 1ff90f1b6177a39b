"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useUpdatePassword } from "../api";
import { updatePasswordSchema, type UpdatePasswordInput } from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

export function ChangePasswordForm() {
  const t = useTranslations("Accounts");
  const update = useUpdatePassword();
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const showError = useFormError(form.setError, [
    "oldPassword",
    "newPassword",
    "confirmPassword",
  ] as const);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toast.success((await update.mutateAsync(values)).message);
      form.reset();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t("currentPassword")}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register("oldPassword")}
      />
      <TextField
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <TextField
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <p className="text-sm text-muted">{t("otherSessionsEnd")}</p>
      <Button type="submit" disabled={isSubmitting}>
        {t("changePassword")}
      </Button>
    </form>
  );
}
