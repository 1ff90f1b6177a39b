"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { TextField } from "@/components/ui/text-field";
import { useCountries, useStates } from "@/features/region/api";
import { useProfileOptions, useUpdateInfo } from "../api";
import { profileInfoSchema, type ProfileInfoInput, type ProviderProfile } from "../schemas";
import { FormCheckboxGroup, FormSelect, TextAreaField } from "./fields";
import { useFormError } from "@/lib/forms/use-form-error";

const FIELDS = [
  "firstName",
  "lastName",
  "title",
  "userName",
  "disciplineIdentifier",
  "headline",
  "bio",
  "officeAddress",
  "gender",
  "ethnicityIdentifier",
  "religionIdentifier",
  "dob",
  "zipCode",
  "countryIdentifier",
  "stateIdentifier",
  "language",
] as const;

/** Spec section 5: the provider profile form. */
export function ProfileForm({ profile }: { profile: ProviderProfile }) {
  const t = useTranslations("Practice");
  const locale = useLocale();
  const options = useProfileOptions(locale);
  const countries = useCountries();
  const update = useUpdateInfo();
  const form = useForm<ProfileInfoInput>({
    resolver: zodResolver(profileInfoSchema),
    defaultValues: {
      firstName: profile.profileInfo.firstName,
      lastName: profile.profileInfo.lastName,
      title: profile.title ?? "",
      userName: profile.userName ?? "",
      disciplineIdentifier: profile.disciplineIdentifier ?? "",
      headline: profile.profileInfo.headline ?? "",
      bio: profile.bio ?? "",
      officeAddress: profile.officeAddress ?? "",
      gender: profile.gender ?? "",
      ethnicityIdentifier: profile.ethnicityIdentifier ?? "",
      religionIdentifier: profile.religionIdentifier ?? "",
      dob: profile.dob ?? "",
      zipCode: profile.zipCode ?? "",
      countryIdentifier: profile.countryIdentifier ?? "",
      stateIdentifier: profile.stateIdentifier ?? "",
      language: profile.language,
    },
  });
  const countryId = useWatch({ control: form.control, name: "countryIdentifier" });
  const states = useStates(countryId || undefined);
  const { errors, isSubmitting } = form.formState;

  const showError = useFormError(form.setError, FIELDS);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({ section: "profile", ...values });
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
        label={t("title")}
        hint={t("titleHint")}
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextField
        label={t("userName")}
        hint={t("userNameHint")}
        autoComplete="username"
        error={errors.userName?.message}
        {...form.register("userName")}
      />
      <FormSelect control={form.control} name="disciplineIdentifier" label={t("discipline")}>
        <option value="">{t("optional")}</option>
        {options.data?.discipline.map((o) => (
          <option key={o.identifier} value={o.identifier}>
            {o.name}
          </option>
        ))}
      </FormSelect>
      <TextField
        label={t("headline")}
        hint={t("headlineHint")}
        error={errors.headline?.message}
        {...form.register("headline")}
      />
      <TextAreaField
        label={t("bio")}
        rows={5}
        hint={t("bioHint")}
        error={errors.bio?.message}
        className="sm:col-span-2"
        {...form.register("bio")}
      />
      <TextField
        label={t("officeAddress")}
        autoComplete="street-address"
        error={errors.officeAddress?.message}
        className="sm:col-span-2"
        {...form.register("officeAddress")}
      />
      <FormSelect control={form.control} name="gender" label={t("gender")}>
        {choose}
        {options.data?.gender.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.name}
          </option>
        ))}
      </FormSelect>
      <FormSelect control={form.control} name="ethnicityIdentifier" label={t("ethnicity")}>
        {choose}
        {options.data?.ethnicity.map((o) => (
          <option key={o.identifier} value={o.identifier}>
            {o.name}
          </option>
        ))}
      </FormSelect>
      <FormSelect control={form.control} name="religionIdentifier" label={t("religion")}>
        <option value="">{t("optional")}</option>
        {options.data?.religion.map((o) => (
          <option key={o.identifier} value={o.identifier}>
            {o.name}
          </option>
        ))}
      </FormSelect>
      <Controller
        control={form.control}
        name="dob"
        render={({ field }) => (
          <DateField label={t("dob")} autoComplete="bday" error={errors.dob?.message} {...field} />
        )}
      />
      <FormSelect
        control={form.control}
        name="countryIdentifier"
        label={t("country")}
        onValueChange={() => form.setValue("stateIdentifier", "")}
      >
        {choose}
        {countries.data?.map((c) => (
          <option key={c.identifier} value={c.identifier}>
            {c.name}
          </option>
        ))}
      </FormSelect>
      <FormSelect control={form.control} name="stateIdentifier" label={t("state")}>
        {choose}
        {states.data?.map((s) => (
          <option key={s.identifier} value={s.identifier}>
            {s.name}
          </option>
        ))}
      </FormSelect>
      <TextField
        label={t("zipCode")}
        autoComplete="postal-code"
        error={errors.zipCode?.message}
        {...form.register("zipCode")}
      />
      <div className="sm:col-span-2">
        <FormCheckboxGroup
          control={form.control}
          name="language"
          legend={t("language")}
          options={options.data?.language ?? []}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {t("saveProfile")}
        </Button>
      </div>
    </form>
  );
}
