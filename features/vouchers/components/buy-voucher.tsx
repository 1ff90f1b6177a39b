"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AmountField } from "@/components/ui/amount-field";
import { CopyButton } from "@/components/ui/copy-button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { useUserInfo } from "@/features/accounts/api";
import { useWalletBalance } from "@/features/wallet/api";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { applyFieldErrors } from "@/lib/api/form-errors";
import { Link } from "@/lib/i18n/navigation";
import { amountInputToMinor, currencySymbol, formatMoney } from "@/lib/money/currency";
import { useBuyVoucher } from "../api";
import { limitText, VOUCHER_MESSAGE_MAX, voucherLimits } from "../limits";
import { voucherFormSchema, type Voucher, type VoucherFormValues } from "../schemas";

const FIELDS = ["kind", "amount", "buyerName", "buyerEmail", "recipientEmail", "message"] as const;

/**
 * What the buyer typed, kept for this tab: topping up a short wallet leaves the page (the card
 * checkout is another site), and coming back must not mean typing it all again.
 */
const DRAFT_KEY = "voucher-draft";
function readDraft(): Partial<VoucherFormValues> {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}") as Partial<VoucherFormValues>;
  } catch {
    return {};
  }
}

/** "Give therapy as a gift": a voucher or a gift, paid from the wallet (decision 0104). */
export function BuyVoucher() {
  const t = useTranslations("Vouchers");
  const balance = useWalletBalance();
  const user = useUserInfo();
  const [bought, setBought] = useState<Voucher>();

  return (
    <section
      aria-labelledby="buy-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div>
        <h2 id="buy-title" className="text-xl font-semibold">
          {t("buyTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("buyText")}</p>
      </div>
      {bought ? (
        <Bought voucher={bought} onAgain={() => setBought(undefined)} />
      ) : balance.isPending || user.isPending ? (
        <Spinner label={t("loading")} />
      ) : balance.data && user.data ? (
        <BuyForm
          currency={balance.data.currency}
          balance={balance.data.balance}
          name={`${user.data.firstName} ${user.data.lastName}`.trim()}
          email={user.data.email}
          onBought={setBought}
        />
      ) : (
        <p role="alert" className="text-sm text-red-700">
          {t("loadFailed")}
        </p>
      )}
    </section>
  );
}

function BuyForm({
  currency,
  balance,
  name,
  email,
  onBought,
}: {
  currency: string;
  balance: number;
  name: string;
  email: string;
  onBought: (voucher: Voucher) => void;
}) {
  const t = useTranslations("Vouchers");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const buy = useBuyVoucher();
  const [error, setError] = useState<{ text: string; short: boolean }>();
  const limits = voucherLimits(currency);
  const symbol = currencySymbol(currency, locale);
  const schema = useMemo(
    () =>
      voucherFormSchema(limits, {
        min: tv("voucherMinimum", { amount: limitText(limits.min, locale), symbol }),
        max: tv("voucherMaximum", { amount: limitText(limits.max, locale), symbol }),
      }),
    [limits, symbol, tv, locale],
  );
  const [draft] = useState(readDraft);
  const form = useForm<VoucherFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: draft.kind ?? "gift",
      amount: draft.amount ?? "",
      buyerName: draft.buyerName || name,
      buyerEmail: draft.buyerEmail || email,
      recipientEmail: draft.recipientEmail ?? "",
      message: draft.message ?? "",
    },
  });
  const values = useWatch({ control: form.control });
  useEffect(() => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values)), [values]);
  const errors = form.formState.errors;
  const { kind, amount, message } = values;
  const minor = amountInputToMinor(amount ?? "");

  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const voucher = await buy.mutateAsync({
        kind: values.kind,
        amount: amountInputToMinor(values.amount),
        buyerName: values.buyerName,
        buyerEmail: values.buyerEmail,
        recipientEmail: values.kind === "gift" ? values.recipientEmail : null,
        message: values.message || null,
      });
      sessionStorage.removeItem(DRAFT_KEY);
      toast.success(t(voucher.kind === "gift" ? "giftSent" : "voucherReady"));
      onBought(voucher);
    } catch (err) {
      if (!applyFieldErrors(err, form.setError, FIELDS))
        setError({
          text: errorToMessage(err, tc("genericError")),
          short: errorCode(err) === ErrorCode.INSUFFICIENT_FUNDS,
        });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-ink">{t("kind")}</legend>
        {(["gift", "voucher"] as const).map((value) => (
          <label
            key={value}
            className={`flex cursor-pointer gap-3 rounded-xl p-4 ring-1 transition ${
              kind === value
                ? "bg-brand-50 ring-2 ring-brand-500"
                : "ring-stone-300 hover:bg-stone-50"
            }`}
          >
            <input
              type="radio"
              value={value}
              className="mt-1 size-4 accent-brand-600"
              {...form.register("kind")}
            />
            <span>
              <span className="block font-medium">{t(`kinds.${value}`)}</span>
              <span className="block text-sm text-muted">{t(`kindHints.${value}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        label={t("amountIn", { currency })}
        hint={t("limits", {
          min: formatMoney(limits.minMinor, currency, locale),
          max: formatMoney(limits.maxMinor, currency, locale),
        })}
        error={errors.amount?.message}
        field={form.register("amount")}
      />
      {kind === "gift" && (
        <TextField
          label={t("recipientEmail")}
          type="email"
          autoComplete="off"
          error={errors.recipientEmail?.message}
          {...form.register("recipientEmail")}
        />
      )}
      <TextAreaField
        label={t("message")}
        rows={3}
        error={errors.message?.message}
        count={{ length: (message ?? "").length, max: VOUCHER_MESSAGE_MAX }}
        {...form.register("message")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("buyerName")}
          autoComplete="name"
          error={errors.buyerName?.message}
          {...form.register("buyerName")}
        />
        <TextField
          label={t("buyerEmail")}
          type="email"
          autoComplete="email"
          hint={t("buyerEmailHint")}
          error={errors.buyerEmail?.message}
          {...form.register("buyerEmail")}
        />
      </div>
      <p className="text-sm text-muted">
        {t("balance", { balance: formatMoney(balance, currency, locale) })}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error.text}{" "}
          {error.short && (
            <Link href="/wallet" className="font-medium underline">
              {t("topUp")}
            </Link>
          )}
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting
          ? t("paying")
          : Number.isFinite(minor) && minor > 0
            ? t("payAmount", { amount: formatMoney(minor, currency, locale) })
            : t("pay")}
      </Button>
    </form>
  );
}

/** The code, once bought: to copy and hand on (a voucher), or already emailed (a gift). */
function Bought({ voucher, onAgain }: { voucher: Voucher; onAgain: () => void }) {
  const t = useTranslations("Vouchers");
  const locale = useLocale();
  return (
    <div role="status" className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <p className="font-medium">
        {voucher.kind === "gift"
          ? t("boughtGift", {
              amount: formatMoney(voucher.amount, voucher.currency, locale),
              recipient: voucher.recipientEmail ?? "",
            })
          : t("boughtVoucher", { amount: formatMoney(voucher.amount, voucher.currency, locale) })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-2xl font-semibold tracking-wider">{voucher.code}</span>
        <CopyButton text={voucher.code} label={t("copy")} copiedMessage={t("copied")} />
      </div>
      <Button variant="ghost" onClick={onAgain}>
        {t("buyAnother")}
      </Button>
    </div>
  );
}
