"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { useCountries } from "@/features/region/api";
import { track } from "@/lib/analytics/track";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { rememberRedirectAfterSignUp, withRedirect } from "@/lib/api/login-redirect";
import { Link } from "@/lib/i18n/navigation";
import { useRegister } from "../api";
import { registerSchema, type RegisterInput } from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

const fields = [
  "firstName",
  "lastName",
  "email",
  "confirmEmail",
  "phoneNumber",
  "countryId",
  "password",
  "confirmPassword",
  "acceptTerms",
] as const;

/** Opens in a new tab, so that what was typed into the form stays. */
function PolicyLink({ href, words }: { href: string; words: ReactNode }) {
  const t = useTranslations("Accounts");
  return (
    <Link
      href={href}
      target="_blank"
      className="font-medium text-brand-800 underline hover:text-brand-900"
    >
      {words}
      <span className="sr-only"> {t("newTab")}</span>
    </Link>
  );
}

export function RegisterForm({
  userType,
  countryCode,
}: {
  userType: "client" | "provider";
  /** The visitor's country (the footer's), chosen for them until they choose another. */
  countryCode?: string;
}) {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const fieldError = useFieldError();
  const countries = useCountries();
  const register = useRegister();
  // Sent here from sign-in on the way to a page: that page is where the first sign-in leads.
  const redirect = useSearchParams().get("redirect");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      userType,
      firstName: "",
      lastName: "",
      email: "",
      confirmEmail: "",
      phoneNumber: "",
      countryId: "",
      password: "",
      confirmPassword: "",
      acceptTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const visitorCountry = countries.data?.find((c) => c.code === countryCode)?.identifier;
  useEffect(() => {
    if (visitorCountry && !form.getValues("countryId")) form.setValue("countryId", visitorCountry);
  }, [form, visitorCountry]);

  useEffect(() => {
    track(userType === "provider" ? "provider_sign_up_start" : "client_sign_up_start");
  }, [userType]);

  const showError = useFormError(form.setError, fields);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await register.mutateAsync({ ...values, redirect: redirect ?? undefined });
      if (userType === "provider") track("provider_sign_up_success");
      rememberRedirectAfterSignUp(redirect);
      setSentTo(created.email);
    } catch (error) {
      if (errorCode(error) === ErrorCode.EMAIL_TAKEN) {
        // A taken email belongs on the email field, next to what the person can change.
        form.setError("email", {
          type: "server",
          message: errorToMessage(error, tc("genericError")),
        });
      } else {
        showError(error);
      }
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="space-y-3">
        <h2 className="text-lg font-semibold">{t("checkEmailTitle")}</h2>
        <p className="text-muted">{t("checkEmailText", { email: sentTo })}</p>
        <Link
          href={withRedirect("/login", redirect)}
          className="inline-block font-medium text-brand-800 hover:underline"
        >
          {t("goToSignIn")}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
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
        label={t("confirmEmail")}
        type="email"
        autoComplete="email"
        error={errors.confirmEmail?.message}
        {...form.register("confirmEmail")}
      />
      <TextField
        label={t("phoneNumber")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        hint={t("phoneHint")}
        error={errors.phoneNumber?.message}
        {...form.register("phoneNumber")}
      />
      <div>
        <label htmlFor="countryId" className="block text-sm font-medium">
          {t("country")}
        </label>
        <select
          id="countryId"
          aria-invalid={errors.countryId ? true : undefined}
          aria-describedby={errors.countryId ? "countryId-error" : undefined}
          className={`mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 shadow-sm ${errors.countryId ? "border-red-600" : "border-stone-300"}`}
          {...form.register("countryId")}
        >
          <option value="">{countries.isLoading ? tc("loading") : t("chooseCountry")}</option>
          {countries.data?.map((country) => (
            <option key={country.identifier} value={country.identifier}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.countryId && (
          <p id="countryId-error" role="alert" className="mt-1 text-sm text-red-700">
            {fieldError(errors.countryId.message)}
          </p>
        )}
        {countries.isError && <p className="mt-1 text-sm text-red-700">{t("countriesFailed")}</p>}
      </div>
      <TextField
        label={t("password")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordHint")}
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
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 accent-brand-600"
            aria-invalid={errors.acceptTerms ? true : undefined}
            {...form.register("acceptTerms")}
          />
          <span>
            {t.rich("acceptTerms", {
              terms: (words) => <PolicyLink href="/policy/terms" words={words} />,
              privacy: (words) => <PolicyLink href="/policy/privacy" words={words} />,
            })}
          </span>
        </label>
        {errors.acceptTerms && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {fieldError(errors.acceptTerms.message)}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("creatingAccount") : t("createAccount")}
      </Button>
      <p className="text-center text-sm text-muted">
        {t("haveAccount")}{" "}
        <Link
          href={withRedirect("/login", redirect)}
          className="font-medium text-brand-800 hover:underline"
        >
          {t("signIn")}
        </Link>
      </p>
    </form>
  );
}
