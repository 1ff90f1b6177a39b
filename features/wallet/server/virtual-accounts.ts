import "server-only";
import { and, eq, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { payments, virtualAccounts } from "@/db/schema/wallet";
import { takeTurns } from "@/lib/server/advisory-lock";
import { DomainError } from "@/lib/server/errors";
import type { VirtualAccount, VirtualAccountAnswer } from "../schemas";
import { GatewayError } from "./gateway";
import { activeGatewayName, gatewayByName } from "./gateways";
import { receiveSandboxTransfer } from "./sandbox-gateway";
import { creditTopUp, ensureWallet, type Tx } from "./ledger";
import { logError } from "@/lib/server/log";

type Row = typeof virtualAccounts.$inferSelect;

const wire = (row: Row): VirtualAccount => ({
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  accountName: row.accountName,
  testMode: row.gateway === "sandbox",
});

/** The client's virtual account row, if they have one. */
export async function accountRow(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(virtualAccounts).where(eq(virtualAccounts.userId, userId));
  return row;
}

/** Whether the configured gateway opens accounts in this currency. */
const transfersIn = (currency: string) => {
  const name = activeGatewayName();
  return Boolean(name && gatewayByName(name).transferCurrencies.includes(currency));
};

/** GET /virtual-accounts/account: the client's account, and whether they could get one. */
export async function virtualAccountOf(userId: string): Promise<VirtualAccountAnswer> {
  const row = await accountRow(userId);
  if (row) return { account: wire(row), available: true };
  const wallet = await ensureWallet(await getDb(), userId);
  return { account: null, available: transfersIn(wallet.currency) };
}

/**
 * POST /virtual-accounts/generate: opens the client's account at the gateway, once. Two requests
 * at once take turns, so the gateway is asked once; asked again, it answers the same account.
 */
export async function generateVirtualAccount(userId: string) {
  const gatewayName = activeGatewayName();
  if (!gatewayName) throw new DomainError("PAYMENTS_UNAVAILABLE");
  const gateway = gatewayByName(gatewayName);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await takeTurns(tx, `virtual-account:${userId}`);
    const [existing] = await tx
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.userId, userId));
    if (existing) return { account: wire(existing), created: false };
    const [person] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phoneNumber,
      })
      .from(users)
      .where(eq(users.id, userId));
    const firstName = person?.firstName.trim() ?? "";
    const lastName = person?.lastName.trim() ?? "";
    // Spec section 5: only with a first and a last name (the bank shows them to the sender).
    if (!firstName || !lastName) throw new DomainError("NAME_REQUIRED");
    const wallet = await ensureWallet(tx, userId);
    if (!gateway.transferCurrencies.includes(wallet.currency)) {
      throw new DomainError("TRANSFER_UNAVAILABLE");
    }
    let opened;
    try {
      opened = await gateway.openVirtualAccount({
        userId,
        email: person!.email,
        firstName,
        lastName,
        phone: person!.phone,
        currency: wallet.currency,
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      logError(`[payment] ${gateway.name} could not open an account for ${userId}:`, error.message);
      throw new DomainError("GATEWAY_UNAVAILABLE");
    }
    const [row] = await tx
      .insert(virtualAccounts)
      .values({ userId, gateway: gateway.name, currency: wallet.currency, ...opened })
      .returning();
    return { account: wire(row!), created: true };
  });
}

/**
 * A gateway's notice of a payment we did not start: a transfer into a virtual account. Verified
 * with the gateway, never trusted; credited to the account's wallet once (the payment row's
 * unique reference and the ledger's unique entry both hold it). Answers whether it credited.
 */
export async function transferNotified(reference: string, gatewayName: string) {
  let result;
  try {
    result = await gatewayByName(gatewayName).verify(reference);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The gateway retries its notice; the transfer is credited then.
    logError(`[payment] verify transfer ${reference} failed:`, error.message);
    return false;
  }
  if (result.status !== "success" || !result.transfer) return false;
  const { customerCode, accountNumber } = result.transfer;
  if (!customerCode && !accountNumber) {
    logError(`[payment] transfer ${reference} names no account: refund it by hand`);
    return false;
  }
  const db = await getDb();
  const [account] = await db
    .select()
    .from(virtualAccounts)
    .where(
      and(
        eq(virtualAccounts.gateway, gatewayName),
        or(
          customerCode ? eq(virtualAccounts.customerCode, customerCode) : undefined,
          accountNumber ? eq(virtualAccounts.accountNumber, accountNumber) : undefined,
        ),
      ),
    );
  if (!account) {
    logError(`[payment] transfer ${reference} names no account of ours: refund it by hand`);
    return false;
  }
  if (
    result.currency !== account.currency ||
    !Number.isSafeInteger(result.amount) ||
    result.amount <= 0
  ) {
    logError(
      `[payment] transfer ${reference}: ${result.amount} ${result.currency} into a ${account.currency} account: refund it by hand`,
    );
    return false;
  }
  return db.transaction(async (tx) => credit(tx, account, reference, result.amount, gatewayName));
}

async function credit(tx: Tx, account: Row, reference: string, amount: number, gateway: string) {
  const wallet = await ensureWallet(tx, account.userId);
  const now = new Date();
  const [recorded] = await tx
    .insert(payments)
    .values({
      reference,
      userId: account.userId,
      walletId: wallet.id,
      gateway,
      channel: "bank_transfer",
      amount,
      currency: account.currency,
      status: "success",
      completedAt: now,
    })
    .onConflictDoNothing({ target: payments.reference })
    .returning({ id: payments.id });
  // Already recorded: a repeated notice.
  if (!recorded) return false;
  await creditTopUp(tx, {
    userId: account.userId,
    amount,
    currency: account.currency,
    reference,
    description: "Bank transfer",
  });
  return true;
}

/**
 * The test bank "receives" a transfer into the client's sandbox account, and the gateway's notice
 * follows at once: the same verify-then-credit path as a Paystack transfer.
 */
export async function sendSandboxTransfer(userId: string, amount: number) {
  const account = await accountRow(userId);
  if (!account || account.gateway !== "sandbox") throw new DomainError("NOT_FOUND");
  const reference = await receiveSandboxTransfer(account.accountNumber, amount, account.currency);
  await transferNotified(reference, "sandbox");
  return { reference };
}

/**
 * The owner deleted their account: the row goes in their transaction, and after it commits the
 * gateway closes the account, so no more transfers can arrive for a wallet no one uses.
 */
export async function closeVirtualAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .delete(virtualAccounts)
    .where(eq(virtualAccounts.userId, userId))
    .returning();
  return async () => {
    if (!row?.gatewayAccountId) return;
    try {
      await gatewayByName(row.gateway).closeVirtualAccount(row.gatewayAccountId);
    } catch (error) {
      logError(
        `[payment] ${row.gateway} account ${row.gatewayAccountId} of a deleted user stays open:`,
        (error as Error).message,
      );
    }
  };
}
