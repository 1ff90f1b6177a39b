import "server-only";
import { DomainError } from "@/lib/server/errors";
import { hit, type RateLimitRule } from "@/lib/server/rate-limit";
import type { TransferRequery } from "../schemas";
import { TRANSFER_REQUERY_WINDOW_SECONDS } from "../top-up";
import { GatewayError } from "./gateway";
import { gatewayByName } from "./gateways";
import { accountRow } from "./virtual-accounts";
import { logError } from "@/lib/server/log";

export const REQUERY_LIMIT: RateLimitRule = {
  limit: 1,
  windowSeconds: TRANSFER_REQUERY_WINDOW_SECONDS,
};

/**
 * POST /virtual-accounts/requery: asks the gateway that opened the caller's own account to look
 * for transfers into it today and send their notices again, for a notice that never came. The
 * notices are credited as any notice is, once. Nothing the client could act on is an error: a
 * second ask within the window and a gateway that fails both answer "not requested" (decision 0106).
 */
export async function requeryTransfers(userId: string, now: Date): Promise<TransferRequery> {
  const account = await accountRow(userId);
  if (!account) throw new DomainError("NOT_FOUND");
  const gateway = gatewayByName(account.gateway);
  if (!gateway.requeryTransfers) return { requested: false };
  const attempt = await hit(`virtual-accounts:requery:${account.id}`, REQUERY_LIMIT);
  if (!attempt.allowed) return { requested: false };
  try {
    await gateway.requeryTransfers(
      { accountNumber: account.accountNumber, bankSlug: account.bankSlug },
      now,
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The attempt stays counted: a gateway that is down is not asked again by every waiting client.
    logError(`[payment] ${gateway.name} requery of account ${account.id} failed:`, error.message);
    return { requested: false };
  }
  return { requested: true };
}
