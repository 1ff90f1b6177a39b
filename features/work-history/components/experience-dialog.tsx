"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { useSaveExperience } from "../api";
import { MONTH_INPUT_MAX, MONTH_INPUT_MIN, monthToInput } from "../months";
import {
  experienceFormSchema,
  WORK_HISTORY_DESCRIPTION_MAX,
  type Experience,
  type ExperienceFormInput,
  type ExperienceValues,
} from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

const fields = ["companyName", "jobTitle", "description", "startDate", "endDate"] as const;

/**
 * Add or edit one job. The month inputs give YYYY-MM; the schema hands the submit the API's
 * MM-YYYY body. On a server error the dialog stays open with everything typed.
 */
export function ExperienceDialog({
  experience,
  onClose,
}: {
  /** The job to edit; none to add one. */
  experience?: Experience;
  onClose: () => void;
}) {
  const t = useTranslations("WorkHistory");
  const fieldError = useFieldError();
  const save = useSaveExperience();
  const id = useId();
  const form = useForm<ExperienceFormInput, unknown, ExperienceValues>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: {
      companyName: experience?.companyName ?? "",
      jobTitle: experience?.jobTitle ?? "",
      description: experience?.description ?? "",
      startDate: monthToInput(experience?.startDate),
      endDate: monthToInput(experience?.endDate),
      currentlyWorksHere: experience?.currentlyWorksHere ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const current = useWatch({ control: form.control, name: "currentlyWorksHere" }) ?? false;
  const description = useWatch({ control: form.control, name: "description" }) ?? "";
  const busy = isSubmitting || save.isPending;

  const showError = useFormError(form.setError, fields);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        ...values,
        // react-hook-form leaves a disabled field out of what it submits: say "no end" outright.
        endDate: values.endDate ?? null,
        identifier: experience?.identifier,
      });
      toast.success(saved.message);
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  const monthField = (name: "startDate" | "endDate", disabled = false) => {
    const message = fieldError(errors[name]?.message);
    const inputId = `${id}-${name}`;
    return (
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          {t(name)}
        </label>
        <input
          id={inputId}
          type="month"
          min={MONTH_INPUT_MIN}
          max={MONTH_INPUT_MAX}
          placeholder="YYYY-MM"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          className={`mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 disabled:text-muted ${
            message ? "border-red-600" : "border-stone-300"
          }`}
          {...form.register(name, { disabled })}
        />
        {message && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={experience ? t("editTitle") : t("addTitle")}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t("companyName")}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...form.register("companyName")}
        />
        <TextField
          label={t("jobTitle")}
          autoComplete="organization-title"
          error={errors.jobTitle?.message}
          {...form.register("jobTitle")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {monthField("startDate")}
          {monthField("endDate", current)}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            {...form.register("currentlyWorksHere", {
              // Spec section 5: the end date is cleared when currentlyWorksHere is set.
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                if (event.target.checked) {
                  form.setValue("endDate", "");
                  form.clearErrors("endDate");
                }
              },
            })}
          />
          {t("currentlyWorksHere")}
        </label>
        <TextAreaField
          id={`${id}-description`}
          label={t("description")}
          error={errors.description?.message}
          count={{ length: String(description).length, max: WORK_HISTORY_DESCRIPTION_MAX }}
          {...form.register("description")}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
