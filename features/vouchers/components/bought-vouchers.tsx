"use client";

import { useLocale, useTranslations } from "next-intl";
import { useLocalDateTime } from "@/components/ui/local-time";
import { useState } from "react";
import { PagedList } from "@/components/ui/query-state";
import { formatMoney } from "@/lib/money/currency";
import { useVouchersBought } from "../api";

/** "Vouchers you bought": each code, its value, whom it went to and whether it was redeemed. */
export function BoughtVouchers() {
  const t = useTranslations("Vouchers");
  const locale = useLocale();
  const localTime = useLocalDateTime();
  const [page, setPage] = useState(1);
  const list = useVouchersBought(page);

  return (
    <section aria-labelledby="bought-title" className="space-y-4">
      <h2 id="bought-title" className="text-xl font-semibold">
        {t("boughtTitle")}
      </h2>
      <PagedList
        query={list}
        onPage={setPage}
        keyOf={(voucher) => voucher.identifier}
        labels={{
          loading: t("loading"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("noneBought"),
        }}
      >
        {(voucher) => (
          <>
            <div className="min-w-0">
              <p className="font-mono font-semibold tracking-wider">{voucher.code}</p>
              <p className="text-sm text-muted">
                {voucher.recipientEmail
                  ? t("giftTo", { recipient: voucher.recipientEmail })
                  : t("kinds.voucher")}
                {" · "}
                {localTime(voucher.createdAt, "recordDay")}
              </p>
            </div>
            <div className="text-right">
              <p className="font-semibold">
                {formatMoney(voucher.amount, voucher.currency, locale)}
              </p>
              <p
                className={`text-sm ${voucher.status === "redeemed" ? "text-muted" : "text-green-700"}`}
              >
                {voucher.redeemedAt
                  ? t("redeemedOn", {
                      date: localTime(voucher.redeemedAt, "recordDay"),
                    })
                  : t("active")}
              </p>
            </div>
          </>
        )}
      </PagedList>
    </section>
  );
}
