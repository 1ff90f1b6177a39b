import "server-only";
import { contactOf, fullName } from "@/features/accounts/server/service";
import { professionalTitleOf } from "@/features/practice/server/service";
import { bookingPayment } from "@/features/wallet/server/service";
import type { Locale } from "@/lib/i18n/routing";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { wasPaid } from "../receipt-rules";
import type { Receipt } from "../schemas";
import { answerOf, bookingForViewer } from "./reads";

/**
 * A paid session's receipt, for its client or its therapist (NOT_FOUND for anyone else); NO_RECEIPT
 * for a free session or one not paid. Paid is what the booking records, as earnings count it; the
 * ledger tells when it was charged and what was refunded (sessions from before the ledger, like
 * the demo's, show the moment they were confirmed).
 */
export async function receiptOf(id: string, viewer: Viewer, locale: Locale): Promise<Receipt> {
  const row = await bookingForViewer(id, viewer);
  if (!wasPaid(row)) throw new DomainError("NO_RECEIPT");
  const [payment, booking, client, professional] = await Promise.all([
    bookingPayment(row.clientId, row),
    answerOf(row, locale, { viewerId: viewer.userId }),
    contactOf(row.clientId),
    professionalTitleOf(row.providerId),
  ]);
  return {
    number: row.id.slice(0, 8).toUpperCase(),
    bookingIdentifier: row.id,
    paidAt: (payment.paidAt ?? row.confirmedAt ?? row.createdAt).toISOString(),
    client: { name: fullName(booking.client), email: client?.email ?? "" },
    provider: { name: fullName(booking.provider), ...professional },
    therapyCategory: booking.therapyCategory.name,
    modality: booking.modalityName,
    startTime: booking.startTime,
    endTime: booking.endTime,
    status: booking.status,
    currency: row.currency,
    amount: row.amount,
    refunded: payment.refunded,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
  };
}
