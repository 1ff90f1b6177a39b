"use client";

import { useTranslations } from "next-intl";
import { useRequestPasswordReset } from "../api";
import { EmailRequestForm } from "./email-request-form";

export function ForgotPasswordForm() {
  const t = useTranslations("Accounts");
  const request = useRequestPasswordReset();
  return (
    <EmailRequestForm
      submitLabel={t("sendResetLink")}
      send={(email) => request.mutateAsync(email)}
    />
  );
}
