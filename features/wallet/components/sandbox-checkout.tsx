"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { formatMoney } from "@/lib/money/currency";
import { useSandboxCheckout, useSandboxDecision } from "../api";
import { browser } from "./browser";

/**
 * The sandbox gateway's hosted checkout: what a payer sees at a real gateway, clearly marked as a
 * test. Approving or declining is recorded by the gateway; the app learns it only by verifying.
 */
export function SandboxCheckout({ reference }: { reference: string }) {
  const t = useTranslations("Payment");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const checkout = useSandboxCheckout(reference);
  const decide = useSandboxDecision(reference);
  const [error, setError] = useState<string>();

  async function choose(decision: "approve" | "decline") {
    setError(undefined);
    try {
      browser.assign((await decide.mutateAsync(decision)).redirectUrl);
    } catch (err) {
      setError(errorToMessage(err, tc("genericError")));
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-stone-200">
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-xs font-semibold uppercase tracking-wide text-amber-900">
          <span aria-hidden className="size-2 rounded-full bg-amber-500" />
          {t("testMode")}
        </p>
        <div className="border-b border-stone-200 px-6 py-5">
          <p className="text-sm font-semibold text-muted">{t("testGateway")}</p>
          <h1 className="mt-1 text-lg font-bold">{t("checkoutTitle")}</h1>
        </div>
        <div className="px-6 py-6">
          {checkout.isPending ? (
            <Spinner label={tc("loading")} />
          ) : checkout.isError ? (
            <p role="alert" className="text-red-800">
              {errorToMessage(checkout.error, t("checkoutNotFound"))}
            </p>
          ) : (
            <div className="space-y-5">
              <div>
                <p className="text-sm text-muted">
                  {t("payTo", { merchant: checkout.data.merchant })}
                </p>
                <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="checkout-amount">
                  {formatMoney(checkout.data.amount, checkout.data.currency, locale)}
                </p>
                <p className="mt-1 text-sm text-muted">{checkout.data.email}</p>
              </div>
              <div className="rounded-xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200">
                <p className="font-medium">{t("testCard")}</p>
                <p className="mt-1 font-mono tracking-wider text-muted">
                  4084 0840 8408 4081 · 12/30 · 408
                </p>
              </div>
              <p className="text-sm text-muted">{t("testExplain")}</p>
              {checkout.data.status !== "pending" ? (
                <p
                  role="alert"
                  className="rounded-xl bg-brand-50 p-3 text-sm ring-1 ring-brand-200"
                >
                  {t("checkoutDone")}
                </p>
              ) : (
                <div className="grid gap-2">
                  <Button
                    onClick={() => choose("approve")}
                    disabled={decide.isPending || decide.isSuccess}
                  >
                    {t("approve", {
                      amount: formatMoney(checkout.data.amount, checkout.data.currency, locale),
                    })}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => choose("decline")}
                    disabled={decide.isPending || decide.isSuccess}
                  >
                    {t("decline")}
                  </Button>
                </div>
              )}
              {error && (
                <p role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
          )}
        </div>
        <p className="flex items-center justify-center gap-2 border-t border-stone-200 bg-stone-50 px-6 py-3 text-xs text-muted">
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden
          >
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          {t("secure")}
        </p>
      </div>
    </div>
  );
}
