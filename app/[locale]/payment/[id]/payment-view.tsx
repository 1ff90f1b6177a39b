"use client";

import { useSearchParams } from "next/navigation";
import { PayBooking } from "@/features/booking/components/pay-booking";
import type { Booking } from "@/features/booking";
import { TopUpModal } from "@/features/wallet/components/top-up-modal";
import { useRouter } from "@/lib/i18n/navigation";

/** The booking's payment, with the wallet's top-up coming back to this page. */
export function PaymentView({
  bookingId,
  locale,
  initial,
}: {
  bookingId: string;
  locale: string;
  /** The booking as the server read it for the page's 404 check. */
  initial?: Booking;
}) {
  const returned = useSearchParams().get("reference") ?? undefined;
  const router = useRouter();
  const here = `${locale === "de" ? "/de" : ""}/payment/${bookingId}/`;
  return (
    <PayBooking
      bookingId={bookingId}
      initial={initial}
      returnedFromTopUp={Boolean(returned)}
      topUp={(currency, { shortfall, pay }) => (
        <TopUpModal
          currency={currency}
          returnPath={here}
          returnedReference={returned}
          onClosed={() => returned && router.replace(`/payment/${bookingId}/`)}
          shortfall={shortfall}
          then={pay}
        />
      )}
    />
  );
}
