"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { formatMoney } from "@/lib/money/currency";
import { useRedeemVoucher } from "../api";
import { redeemVoucherSchema, type RedeemedVoucher } from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

/** "Redeem a voucher": its code (prefilled from a gift email's link) into the wallet. */
export function RedeemVoucher({ initialCode }: { initialCode: string }) {
  const t = useTranslations("Vouchers");
  const locale = useLocale();
  const redeem = useRedeemVoucher();
  const [error, setError] = useState<string>();
  const [redeemed, setRedeemed] = useState<RedeemedVoucher>();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(redeemVoucherSchema),
    defaultValues: { code: initialCode },
  });

  const showError = useFormError(form.setError, ["code"] as const, setError);
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(undefined);
    setRedeemed(undefined);
    try {
      const answer = await redeem.mutateAsync(code);
      setRedeemed(answer);
      toast.success(t("redeemed", { amount: formatMoney(answer.amount, answer.currency, locale) }));
      form.reset({ code: "" });
    } catch (err) {
      showError(err);
    }
  });

  return (
    <section
      aria-labelledby="redeem-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div>
        <h2 id="redeem-title" className="text-xl font-semibold">
          {t("redeemTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("redeemText")}</p>
      </div>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField
          label={t("code")}
          placeholder="ABCD-EFGH-JKMN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:font-mono"
          error={form.formState.errors.code?.message}
          {...form.register("code")}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {redeemed && (
          <p
            role="status"
            className="rounded-xl bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200"
          >
            {t("redeemedBalance", {
              amount: formatMoney(redeemed.amount, redeemed.currency, locale),
              balance: formatMoney(redeemed.balance, redeemed.currency, locale),
            })}
          </p>
        )}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("redeeming") : t("redeem")}
        </Button>
      </form>
    </section>
  );
}
