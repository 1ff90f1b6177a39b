"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { MINOR_UNITS_PER_MAJOR, toMinorUnits } from "@/lib/money/currency";
import { feeFormSchema, type Fee, type FeeFormInput } from "../schemas";

/**
 * Spec sections 4 and 5: digits only, sent as amount x 100; marking free zeroes the field and
 * unmarking restores what was there before.
 */
export function FeeForm({
  label,
  fee,
  currencyCode,
  onSave,
}: {
  label: string;
  fee: Fee | null;
  currencyCode: string | null;
  onSave: (input: { fee: number; isFree: boolean }) => Promise<{ message: string }>;
}) {
  const t = useTranslations("Practice");
  const tc = useTranslations("Common");
  const regular = fee && fee.regularFee ? String(fee.regularFee / MINOR_UNITS_PER_MAJOR) : "";
  const previous = useRef(regular);
  const form = useForm<FeeFormInput>({
    resolver: zodResolver(feeFormSchema),
    defaultValues: { fee: fee?.isFree ? "0" : regular, isFree: fee?.isFree ?? false },
  });
  // State, not useWatch: a click that lands before useWatch has subscribed (a busy machine, just
  // after the form mounted) would change the form's value but leave the box drawn as it was.
  const [isFree, setIsFree] = useState(fee?.isFree ?? false);
  const { errors, isSubmitting } = form.formState;
  const feeField = form.register("fee");

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await onSave({
        fee: values.isFree ? 0 : toMinorUnits(Number(values.fee)),
        isFree: values.isFree,
      });
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="flex items-end gap-2">
        <TextField
          label={currencyCode ? t("feeIn", { label, currency: currencyCode }) : label}
          inputMode="numeric"
          autoComplete="off"
          disabled={isFree}
          error={errors.fee?.message}
          className="flex-1"
          {...feeField}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, "");
            return feeField.onChange(e);
          }}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={isFree}
          onChange={(e) => {
            if (e.target.checked) {
              previous.current = form.getValues("fee");
              form.setValue("fee", "0");
            } else {
              form.setValue("fee", previous.current === "0" ? "" : previous.current);
            }
            form.setValue("isFree", e.target.checked);
            setIsFree(e.target.checked);
            form.clearErrors("fee");
          }}
          className="size-4 accent-brand-600"
        />
        {t("freeSession")}
      </label>
      <Button type="submit" disabled={isSubmitting}>
        {t("saveFee")}
      </Button>
    </form>
  );
}
