"use client";

import { useTranslations } from "next-intl";
import { useRequestVerification } from "../api";
import { EmailRequestForm } from "./email-request-form";

export function ResendVerificationForm() {
  const t = useTranslations("Accounts");
  const request = useRequestVerification();
  return (
    <EmailRequestForm submitLabel={t("resendLink")} send={(email) => request.mutateAsync(email)} />
  );
}
