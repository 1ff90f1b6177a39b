"use client";

import { useSearchParams } from "next/navigation";
import { BoughtVouchers } from "./bought-vouchers";
import { BuyVoucher } from "./buy-voucher";
import { RedeemVoucher } from "./redeem-voucher";

/** /vouchers/: redeem a code (a gift email links here with ?code=), buy one, and those bought. */
export function VouchersPage() {
  const code = useSearchParams().get("code") ?? "";
  return (
    <div className="space-y-8">
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <RedeemVoucher initialCode={code} />
        <BuyVoucher />
      </div>
      <BoughtVouchers />
    </div>
  );
}
