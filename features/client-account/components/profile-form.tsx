"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { TextField } from "@/components/ui/text-field";
import { Spinner } from "@/components/ui/spinner";
import { useStates } from "@/features/region/api";
import { useAllCountries, usePreferenceOptions, useUpdateClientProfile } from "../api";
import { clientProfileSchema, type ClientProfile, type ClientProfileInput } from "../schemas";
import { SelectField } from "./select-field";
import { useFormError } from "@/lib/forms/use-form-error";

const FIELDS = [
  "firstName",
  "lastName",
  "userName",
  "countryIdentifier",
  "stateIdentifier",
  "zipCode",
  "dob",
  "gender",
  "timezone",
  "phoneNumber",
] as const;

/** Spec section 5: the client profile, edited on /account (once its lists are there to select). */
export function ClientProfileForm({ profile }: { profile: ClientProfile }) {
  const tc = useTranslations("Common");
  const locale = useLocale();
  const countries = useAllCountries();
  const options = usePreferenceOptions(locale);
  if (countries.isLoading || options.isLoading) return <Spinner label={tc("loading")} />;
  return (
    <ProfileFields
      profile={profile}
      countries={countries.data ?? []}
      genders={options.data?.gender ?? []}
    />
  );
}

function ProfileFields({
  profile,
  countries,
  genders,
}: {
  profile: ClientProfile;
  countries: { identifier: string; name: string }[];
  genders: { slug: string; name: string }[];
}) {
  const t = useTranslations("ClientAccount");
  const update = useUpdateClientProfile();
  const form = useForm<ClientProfileInput>({
    resolver: zodResolver(clientProfileSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      userName: profile.userName,
      countryIdentifier: profile.countryIdentifier ?? "",
      stateIdentifier: profile.stateIdentifier ?? "",
      zipCode: profile.zipCode ?? "",
      dob: profile.dob ?? "",
      gender: profile.gender ?? "",
      timezone: profile.timezone,
      phoneNumber: profile.phoneNumber ?? "",
    },
  });
  const countryId = useWatch({ control: form.control, name: "countryIdentifier" });
  const states = useStates(countryId || undefined);
  const { errors, isSubmitting } = form.formState;

  const showError = useFormError(form.setError, FIELDS);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      toast.success(answer.message);
    } catch (error) {
      showError(error);
    }
  });

  const choose = <option value="">{t("choose")}</option>;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
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
        label={t("userName")}
        autoComplete="username"
        hint={t("userNameHint")}
        error={errors.userName?.message}
        {...form.register("userName")}
      />
      <TextField label={t("email")} value={profile.email} readOnly disabled />
      <SelectField
        label={t("country")}
        error={errors.countryIdentifier?.message}
        {...form.register("countryIdentifier", {
          onChange: () => form.setValue("stateIdentifier", ""),
        })}
      >
        {choose}
        {countries.map((c) => (
          <option key={c.identifier} value={c.identifier}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={`${t("state")} (${t("optional")})`}
        error={errors.stateIdentifier?.message}
        disabled={!states.data?.length}
        {...form.register("stateIdentifier")}
      >
        {choose}
        {states.data?.map((s) => (
          <option key={s.identifier} value={s.identifier}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={`${t("zipCode")} (${t("optional")})`}
        autoComplete="postal-code"
        error={errors.zipCode?.message}
        {...form.register("zipCode")}
      />
      <Controller
        control={form.control}
        name="dob"
        render={({ field }) => (
          <DateField
            label={`${t("dob")} (${t("optional")})`}
            autoComplete="bday"
            error={errors.dob?.message}
            {...field}
          />
        )}
      />
      <SelectField
        label={`${t("gender")} (${t("optional")})`}
        error={errors.gender?.message}
        {...form.register("gender")}
      >
        {choose}
        {genders.map((g) => (
          <option key={g.slug} value={g.slug}>
            {g.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={`${t("phoneNumber")} (${t("optional")})`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        {...form.register("phoneNumber")}
      />
      <TextField
        label={t("timezone")}
        error={errors.timezone?.message}
        className="sm:col-span-2"
        {...form.register("timezone")}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
