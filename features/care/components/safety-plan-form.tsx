"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormRegister,
} from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useFieldError } from "@/components/ui/text-field";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { useSaveSafetyPlan } from "../safety-api";
import {
  fromFormValues,
  SAFETY_ITEM_MAX,
  SAFETY_ITEMS_MAX,
  SAFETY_SECTIONS,
  safetyPlanFormSchema,
  toFormValues,
  type SafetyPlan,
  type SafetyPlanFormValues,
  type SafetySection,
} from "../safety/schemas";

/**
 * Edits a safety plan: each section a list of short items (1 to 300 characters, at most 10).
 * Saved on the version it was opened on: if the other person saved in between, the save is
 * refused (409) and the stored plan is loaded instead of being overwritten.
 */
export function SafetyPlanForm({ plan, onDone }: { plan: SafetyPlan; onDone: () => void }) {
  const t = useTranslations("Care.safety");
  const tc = useTranslations("Common");
  const save = useSaveSafetyPlan(plan.providerId, plan.clientId);
  const form = useForm<SafetyPlanFormValues>({
    resolver: zodResolver(safetyPlanFormSchema),
    defaultValues: toFormValues(plan.sections),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ version: plan.version, sections: fromFormValues(values) });
      toast.success(t("saved"));
      onDone();
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
      // The stored plan has been loaded again: edit that one.
      if (errorCode(error) === "SAFETY_PLAN_STALE") onDone();
    }
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-sm text-muted">{t("limits")}</p>
      {SAFETY_SECTIONS.map((section) => (
        <SectionFields
          key={section}
          section={section}
          control={form.control}
          register={form.register}
          errors={form.formState.errors}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("saving") : t("save")}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

type Errors = ReturnType<typeof useForm<SafetyPlanFormValues>>["formState"]["errors"];

function SectionFields({
  section,
  control,
  register,
  errors,
}: {
  section: SafetySection;
  control: Control<SafetyPlanFormValues>;
  register: UseFormRegister<SafetyPlanFormValues>;
  errors: Errors;
}) {
  const t = useTranslations("Care.safety");
  const fieldError = useFieldError();
  const items = useFieldArray({ control, name: section });
  const texts = useWatch({ control, name: section });
  const name = t(`sections.${section}`);
  const sectionError = fieldError(errors[section]?.message ?? errors[section]?.root?.message);
  return (
    <fieldset className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <legend className="sr-only">{name}</legend>
      <h2 className="text-lg font-semibold" aria-hidden>
        {name}
      </h2>
      <p className="text-sm text-muted">{t(`hints.${section}`)}</p>
      {items.fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <TextAreaField
            className="flex-1"
            rows={2}
            label={t("itemLabel", { section: name, number: index + 1 })}
            error={errors[section]?.[index]?.text?.message}
            count={{ length: texts[index]?.text.length ?? 0, max: SAFETY_ITEM_MAX }}
            {...register(`${section}.${index}.text`)}
          />
          <Button
            type="button"
            variant="ghost"
            className="mt-6"
            aria-label={t("removeItem", { number: index + 1 })}
            onClick={() => items.remove(index)}
          >
            ×
          </Button>
        </div>
      ))}
      {sectionError && (
        <p role="alert" className="text-sm text-red-700">
          {sectionError}
        </p>
      )}
      {items.fields.length < SAFETY_ITEMS_MAX && (
        <Button type="button" variant="secondary" onClick={() => items.append({ text: "" })}>
          {t("addItem")}
        </Button>
      )}
    </fieldset>
  );
}
