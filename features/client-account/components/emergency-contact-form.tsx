"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useSaveEmergencyContact } from "../api";
import {
  emergencyContactSchema,
  type EmergencyContact,
  type EmergencyContactInput,
} from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

/** Spec section 5: the emergency contact (name 3 to 32 letters, number 3 to 32 digits). */
export function EmergencyContactForm({ contact }: { contact: EmergencyContact | null }) {
  const t = useTranslations("ClientAccount");
  const save = useSaveEmergencyContact();
  const form = useForm<EmergencyContactInput>({
    resolver: zodResolver(emergencyContactSchema),
    defaultValues: { name: contact?.name ?? "", phoneNumber: contact?.phoneNumber ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const showError = useFormError(form.setError, ["name", "phoneNumber"] as const);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toast.success((await save.mutateAsync(values)).message);
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t("emergencyName")}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label={t("emergencyPhone")}
        type="tel"
        inputMode="numeric"
        hint={t("emergencyPhoneHint")}
        error={errors.phoneNumber?.message}
        {...form.register("phoneNumber")}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
