"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { formatMoney } from "@/lib/money/currency";
import { useReceipt } from "../api";
import type { Receipt } from "../schemas";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  );
}

/**
 * A paid session's receipt, laid out to be printed or saved as a PDF (the site's header, menu and
 * footer are left off the printed page): who paid whom, for which session, when, and what came back.
 */
export function ReceiptView({
  id,
  role,
  initial,
}: {
  id: string;
  role: "client" | "provider";
  initial?: Receipt;
}) {
  const t = useTranslations("Booking");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const receipt = useReceipt(role, id, initial);

  if (receipt.isPending) return <Spinner label={t("receipt.loading")} />;
  if (receipt.isError) {
    // Not paid: the API says why there is none. Anything else can be tried again.
    return errorCode(receipt.error) === ErrorCode.NO_RECEIPT ? (
      <p role="alert" className="rounded-2xl bg-white p-5 text-sm ring-1 ring-stone-200">
        {errorToMessage(receipt.error, t("receipt.loadFailed"))}
      </p>
    ) : (
      <LoadFailed
        message={t("receipt.loadFailed")}
        retryLabel={t("receipt.retry")}
        onRetry={() => receipt.refetch()}
      />
    );
  }

  const r = receipt.data;
  const money = (amount: number) => formatMoney(amount, r.currency, locale);
  return (
    <article className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 print:p-0 print:shadow-none print:ring-0">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 pb-4">
        <div>
          <p className="text-sm font-semibold text-brand-800">{tc("brand")}</p>
          <h1 className="text-2xl font-bold">{t("receipt.title")}</h1>
          <p className="text-sm text-muted">{t("receipt.number", { number: r.number })}</p>
        </div>
        <Part title={t("receipt.paidOn")}>
          <LocalTime iso={r.paidAt} />
        </Part>
      </header>

      <div className="grid gap-5 sm:grid-cols-2">
        <Part title={t("receipt.billedTo")}>
          <p className="font-medium">{r.client.name}</p>
          <p className="break-all text-muted">{r.client.email}</p>
        </Part>
        <Part title={t("receipt.therapist")}>
          <p className="font-medium">
            {r.provider.name}
            {r.provider.title && `, ${r.provider.title}`}
          </p>
          {r.provider.headline && <p className="text-muted">{r.provider.headline}</p>}
        </Part>
        <Part title={t("receipt.session")}>
          <p className="font-medium">
            {r.therapyCategory} · {r.modality}
          </p>
          <p className="text-muted">
            {r.startTime ? (
              <LocalTime iso={r.startTime} format="session" />
            ) : (
              t("receipt.timeLater")
            )}
          </p>
          {r.status === "cancelled" && <p className="text-muted">{t("receipt.cancelled")}</p>}
        </Part>
      </div>

      <table className="w-full text-sm">
        <tbody className="divide-y divide-stone-200">
          <tr>
            <th scope="row" className="py-2 text-left font-normal">
              {t("receipt.sessionFee")}
            </th>
            <td className="py-2 text-right tabular-nums">{money(r.amount)}</td>
          </tr>
          {r.refunded > 0 && (
            <tr>
              <th scope="row" className="py-2 text-left font-normal">
                {t("receipt.refunded")}
                {r.refundedAt && (
                  <span className="block text-xs text-muted">
                    <LocalTime iso={r.refundedAt} />
                  </span>
                )}
              </th>
              <td className="py-2 text-right tabular-nums">−{money(r.refunded)}</td>
            </tr>
          )}
          <tr className="font-semibold">
            <th scope="row" className="py-2 text-left">
              {t("receipt.totalPaid")}
            </th>
            <td className="py-2 text-right tabular-nums">{money(r.amount - r.refunded)}</td>
          </tr>
        </tbody>
      </table>

      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <Button onClick={() => window.print()}>{t("receipt.print")}</Button>
        <BackLink
          href={`/appointments/${r.bookingIdentifier}`}
          className="text-sm font-medium text-brand-800 underline"
        >
          {t("receipt.back")}
        </BackLink>
      </div>
    </article>
  );
}
