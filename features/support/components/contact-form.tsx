"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { useUserInfo } from "@/features/accounts/api";
import { readRefreshToken } from "@/lib/api/session-cookies";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { useSendContact } from "../api";
import { CONTACT_MESSAGE_MAX } from "../limits";
import type { Contact } from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

type Values = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  message: string;
};
const FIELDS = ["email", "firstName", "lastName", "phone", "message"] as const;
const noSubscription = () => () => {};
const resolver = lazyZodResolver<Values>(() =>
  // The form's phone is always a string; the schema also takes none, so the types differ there.
  import("../schemas").then(
    ({ contactSchema }) =>
      contactSchema.omit({ page: true }) as unknown as z.ZodType<unknown, Values>,
  ),
);

/**
 * The contact form (spec section 5), on the contact page and in the support widget. A signed-in
 * person finds their name and email filled in; what they typed stays when sending fails.
 */
export function ContactForm({ page, compact = false }: { page: string; compact?: boolean }) {
  const t = useTranslations("Support");
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string>();
  // Read after hydration (the server renders the form signed-out); cookies do not notify.
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => Boolean(readRefreshToken()),
    () => false,
  );
  const user = useUserInfo(signedIn);
  const send = useSendContact();
  const form = useForm<Values>({
    resolver,
    defaultValues: { email: "", firstName: "", lastName: "", phone: "", message: "" },
  });
  const errors = form.formState.errors;
  const message = useWatch({ control: form.control, name: "message" });

  useEffect(() => {
    if (!user.data) return;
    for (const field of ["email", "firstName", "lastName"] as const)
      if (!form.getValues(field)) form.setValue(field, user.data[field]);
  }, [user.data, form]);

  const showError = useFormError(form.setError, FIELDS, setFailure);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const input = values as unknown as Contact;
    try {
      const receipt = await send.mutateAsync({ ...input, page });
      setSent(receipt.message);
      form.reset({ ...form.getValues(), phone: "", message: "" });
    } catch (error) {
      showError(error);
    }
  });

  if (sent)
    return (
      <div role="status" className="space-y-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
        <p className="font-semibold">{t("sentTitle")}</p>
        <p>{sent}</p>
        <Button type="button" variant="secondary" onClick={() => setSent(undefined)}>
          {t("another")}
        </Button>
      </div>
    );

  const names = compact ? "grid gap-3" : "grid gap-4 sm:grid-cols-2";
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className={compact ? "space-y-3" : "space-y-4"}
    >
      <div className={names}>
        <TextField
          label={t("firstName")}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          label={t("lastName")}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        label={t("email")}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label={t("phone")}
        type="tel"
        autoComplete="tel"
        hint={t("phoneHint")}
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <TextAreaField
        label={t("message")}
        rows={compact ? 4 : 6}
        error={errors.message?.message}
        count={{ length: (message ?? "").length, max: CONTACT_MESSAGE_MAX }}
        {...form.register("message")}
      />
      {failure && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          {failure}
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full">
        {form.formState.isSubmitting ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
