"use client";

import { useSearchParams } from "next/navigation";
import { PayBooking } from "@/features/booking/components/pay-booking";
import { TopUpModal } from "@/features/wallet/components/top-up-modal";

/** The booking's payment, with the wallet's top-up coming back to this page. */
export function PaymentView({ bookingId, locale }: { bookingId: string; locale: string }) {
  const returned = useSearchParams().get("reference") ?? undefined;
  const here = `${locale === "de" ? "/de" : ""}/payment/${bookingId}/`;
  return (
    <PayBooking
      bookingId={bookingId}
      returnedFromTopUp={Boolean(returned)}
      topUp={(currency) => (
        <TopUpModal currency={currency} returnPath={here} returnedReference={returned} />
      )}
    />
  );
}
