"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useCountries, useStates } from "@/features/region/api";
import { useProfileOptions, useUpdateInfo } from "../api";
import { locationInfoSchema, type LocationInfoInput, type ProviderProfile } from "../schemas";
import { FormCheckboxGroup, FormSelect } from "./fields";
import { useFormError } from "@/lib/forms/use-form-error";

const FIELDS = [
  "countryIdentifier",
  "stateIdentifier",
  "title",
  "officeAddress",
  "therapy",
  "modality",
  "specialities",
] as const;

/** Spec section 5: the provider location form (where and what the therapist practises). */
export function LocationForm({ profile }: { profile: ProviderProfile }) {
  const t = useTranslations("Practice");
  const locale = useLocale();
  const options = useProfileOptions(locale);
  const countries = useCountries();
  const update = useUpdateInfo();
  const form = useForm<LocationInfoInput>({
    resolver: zodResolver(locationInfoSchema),
    defaultValues: {
      countryIdentifier: profile.countryIdentifier ?? "",
      stateIdentifier: profile.stateIdentifier ?? "",
      title: profile.title ?? "",
      officeAddress: profile.officeAddress ?? "",
      therapy: profile.therapy,
      modality: profile.modality,
      specialities: profile.specialities,
    },
  });
  const countryId = useWatch({ control: form.control, name: "countryIdentifier" });
  const states = useStates(countryId || undefined);
  const { errors, isSubmitting } = form.formState;

  const showError = useFormError(form.setError, FIELDS);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({ section: "location", ...values });
      toast.success(answer.message);
    } catch (error) {
      showError(error);
    }
  });

  const groups = [
    ["therapy", t("therapy")],
    ["modality", t("modality")],
    ["specialities", t("specialities")],
  ] as const;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormSelect
        control={form.control}
        name="countryIdentifier"
        label={t("country")}
        onValueChange={() => form.setValue("stateIdentifier", "")}
      >
        <option value="">{t("choose")}</option>
        {countries.data?.map((c) => (
          <option key={c.identifier} value={c.identifier}>
            {c.name}
          </option>
        ))}
      </FormSelect>
      <FormSelect control={form.control} name="stateIdentifier" label={t("state")}>
        <option value="">{t("choose")}</option>
        {states.data?.map((s) => (
          <option key={s.identifier} value={s.identifier}>
            {s.name}
          </option>
        ))}
      </FormSelect>
      <TextField label={t("title")} error={errors.title?.message} {...form.register("title")} />
      <TextField
        label={t("officeAddress")}
        autoComplete="street-address"
        error={errors.officeAddress?.message}
        {...form.register("officeAddress")}
      />
      {groups.map(([name, legend]) => (
        <div key={name} className="sm:col-span-2">
          <FormCheckboxGroup
            control={form.control}
            name={name}
            legend={legend}
            options={options.data?.[name] ?? []}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {t("saveLocation")}
        </Button>
      </div>
    </form>
  );
}
