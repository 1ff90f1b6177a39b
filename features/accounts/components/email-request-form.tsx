"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { emailOnlySchema } from "../schemas";

/** One email field whose answer is the same whether or not the account exists. */
export function EmailRequestForm({
  submitLabel,
  send,
}: {
  submitLabel: string;
  send: (email: string) => Promise<{ message: string }>;
}) {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: "" },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      setAnswer((await send(email)).message);
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  });

  if (answer)
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
        {answer}
      </p>
    );
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t("email")}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
