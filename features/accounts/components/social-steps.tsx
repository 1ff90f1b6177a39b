"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { useCountries } from "@/features/region/api";
import { errorToMessage } from "@/lib/api/error-message";
import { socialRegisterSchema, type LoginAnswer, type SocialRegisterInput } from "../schemas";
import { useSendLinkCode, useSocialLink, useSocialRegister } from "../social-api";
import { useFormError } from "@/lib/forms/use-form-error";

type Done = (answer: LoginAnswer) => void;

/** The account with the provider's verified email: its password once, then the provider alone. */
export function SocialLinkStep({
  linkToken,
  email,
  onDone,
}: {
  linkToken: string;
  email: string;
  onDone: Done;
}) {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const link = useSocialLink();
  const sendCode = useSendLinkCode();
  // The password, or a code emailed to the account's address once asked for.
  const [byCode, setByCode] = useState(false);
  const form = useForm<{ secret: string }>({ defaultValues: { secret: "" } });
  const onSubmit = form.handleSubmit(async ({ secret }) => {
    try {
      onDone(
        await link.mutateAsync(
          byCode ? { linkToken, code: secret } : { linkToken, password: secret },
        ),
      );
    } catch (error) {
      form.setError("secret", { message: errorToMessage(error, tc("genericError")) });
    }
  });
  const emailCode = () =>
    sendCode.mutate(linkToken, {
      onSuccess: () => {
        setByCode(true);
        form.reset({ secret: "" });
      },
      onError: (error) =>
        form.setError("secret", { message: errorToMessage(error, tc("genericError")) }),
    });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold">{t("social.linkTitle")}</h2>
      <p className="text-sm text-muted">
        {byCode ? t("social.linkCodeIntro", { email }) : t("social.linkIntro", { email })}
      </p>
      <TextField
        key={byCode ? "code" : "password"}
        label={byCode ? t("code") : t("password")}
        type={byCode ? "text" : "password"}
        autoComplete={byCode ? "one-time-code" : "current-password"}
        error={form.formState.errors.secret?.message}
        {...form.register("secret", { required: "passwordRequired" })}
      />
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full">
        {t("social.link")}
      </Button>
      {!byCode && (
        <button
          type="button"
          className="text-sm font-medium text-brand-800 hover:underline"
          disabled={sendCode.isPending}
          onClick={emailCode}
        >
          {t("social.emailCode")}
        </button>
      )}
    </form>
  );
}

/** A new person: what the spec's registration asks that the provider did not give. */
export function SocialSignupStep({
  signupToken,
  email,
  firstName,
  lastName,
  onDone,
}: {
  signupToken: string;
  email: string;
  firstName: string;
  lastName: string;
  onDone: Done;
}) {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const fieldError = useFieldError();
  const countries = useCountries();
  const register = useSocialRegister();
  const form = useForm<SocialRegisterInput>({
    resolver: zodResolver(socialRegisterSchema),
    defaultValues: {
      signupToken,
      userType: "client",
      firstName,
      lastName,
      phoneNumber: "",
      countryId: "",
      acceptTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const showError = useFormError(
    form.setError,
    ["firstName", "lastName", "phoneNumber", "countryId"] as const,
    (message) => form.setError("root", { message }),
  );
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onDone(await register.mutateAsync(values));
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold">{t("social.signupTitle")}</h2>
      <p className="text-sm text-muted">{t("social.signupIntro", { email })}</p>
      {errors.root?.message && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <fieldset className="space-y-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="radio" value="client" {...form.register("userType")} />
          {t("social.asClient")}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="provider" {...form.register("userType")} />
          {t("social.asTherapist")}
        </label>
      </fieldset>
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
        <label htmlFor="social-country" className="block text-sm font-medium">
          {t("country")}
        </label>
        <select
          id="social-country"
          aria-invalid={errors.countryId ? true : undefined}
          className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 shadow-sm"
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
          <p role="alert" className="mt-1 text-sm text-red-700">
            {fieldError(errors.countryId.message)}
          </p>
        )}
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-5" {...form.register("acceptTerms")} />
        <span>{t("acceptTerms")}</span>
      </label>
      {errors.acceptTerms && (
        <p role="alert" className="text-sm text-red-700">
          {fieldError(errors.acceptTerms.message)}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("creatingAccount") : t("createAccount")}
      </Button>
    </form>
  );
}
