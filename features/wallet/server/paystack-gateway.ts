import "server-only";
import { dayIn } from "@/features/availability";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appUrl } from "@/lib/server/env";
import {
  GatewayError,
  type GatewayVerification,
  type OpenedAccount,
  type PaymentGateway,
} from "./gateway";

const TIMEOUT_MS = 10_000;

function settings() {
  const secretKey = process.env.PAYSTACK_SECRET_KEY;
  if (!secretKey) throw new GatewayError("PAYSTACK_SECRET_KEY is not set");
  const baseUrl = (process.env.PAYSTACK_BASE_URL ?? "https://api.paystack.co").replace(/\/$/, "");
  return { secretKey, baseUrl };
}

type PaystackAnswer<T> = { status?: boolean; message?: string; data?: T };

/** A call Paystack accepted (`status: true`); some, like a requery, answer no `data`. */
async function send<T>(path: string, init: RequestInit = {}): Promise<PaystackAnswer<T>> {
  const { secretKey, baseUrl } = settings();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${secretKey}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayError(`Paystack could not be reached: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as PaystackAnswer<T>;
  // Paystack wraps every answer in { status, message, data }; `status` false is a refusal.
  if (!response.ok || body.status !== true) {
    throw new GatewayError(`Paystack answered ${response.status}: ${body.message ?? "no message"}`);
  }
  return body;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const body = await send<T>(path, init);
  if (!body.data) throw new GatewayError(`Paystack answered no data: ${body.message ?? ""}`);
  return body.data;
}

/** Paystack transaction statuses; everything not final is still pending (abandoned = not paid yet). */
function statusOf(status: unknown): GatewayVerification["status"] {
  if (status === "success") return "success";
  if (status === "failed" || status === "reversed") return "failure";
  return "pending";
}

/** What a transaction says about a transfer into a dedicated account, if it was one. */
function transferOf(data: {
  channel?: unknown;
  customer?: { customer_code?: unknown };
  authorization?: { receiver_bank_account_number?: unknown };
}): GatewayVerification["transfer"] {
  if (data.channel !== "dedicated_nuban") return undefined;
  const code = data.customer?.customer_code;
  const number = data.authorization?.receiver_bank_account_number;
  return {
    customerCode: typeof code === "string" ? code : undefined,
    accountNumber: typeof number === "string" ? number : undefined,
  };
}

/** Paystack opens dedicated accounts (DVA) for Nigerian customers only, in naira. */
const DVA_CURRENCIES = ["NGN"] as const;

/**
 * The bank (Paystack's provider slug) clients' accounts are opened with. An account opened before
 * its row kept the slug Paystack answered is requeried with the bank configured now.
 */
const dvaBank = () => process.env.PAYSTACK_DVA_BANK ?? "wema-bank";

/** The day, YYYY-MM-DD, a transfer made at `at` is on in Nigeria (UTC+1 all year). */
export const paystackDay = (at: Date) => dayIn("Africa/Lagos", at);

/** How long before a client's ask their transfer may have been made, for the days asked about. */
const REQUERY_LOOKBACK_MS = 3_600_000;

/**
 * The days to requery for an ask at `at` (decision 0108): Paystack does not say in which zone its
 * `date` is, so each day a transfer made in the hour before could be on, in Lagos or in UTC. One
 * day for 22 hours of 24; two around midnight.
 */
export function requeryDays(at: Date): string[] {
  const from = new Date(at.getTime() - REQUERY_LOOKBACK_MS);
  const utcDay = (d: Date) => d.toISOString().slice(0, 10);
  return [...new Set([from, at].flatMap((d) => [paystackDay(d), utcDay(d)]))].sort();
}

export function paystackGateway(): PaymentGateway {
  return {
    name: "paystack",
    transferCurrencies: DVA_CURRENCIES,
    async initialize({ reference, amount, currency, email, callbackPath }) {
      const callbackUrl = `${appUrl()}${callbackPath}`;
      const data = await request<{ authorization_url?: string; reference?: string }>(
        "/transaction/initialize",
        {
          method: "POST",
          body: JSON.stringify({ email, amount, currency, reference, callback_url: callbackUrl }),
        },
      );
      if (!data.authorization_url || data.reference !== reference) {
        throw new GatewayError("Paystack initialized a different transaction");
      }
      return { authorizationUrl: data.authorization_url };
    },
    async verify(reference) {
      const data = await request<{
        status?: unknown;
        reference?: unknown;
        amount?: unknown;
        currency?: unknown;
        channel?: unknown;
        customer?: { customer_code?: unknown };
        authorization?: { receiver_bank_account_number?: unknown };
      }>(`/transaction/verify/${encodeURIComponent(reference)}`);
      // The outer `status: true` only says the lookup worked: the transaction's own fields decide.
      if (data.reference !== reference)
        throw new GatewayError("Paystack verified another reference");
      if (typeof data.amount !== "number" || typeof data.currency !== "string") {
        throw new GatewayError("Paystack answered without amount or currency");
      }
      return {
        status: statusOf(data.status),
        amount: data.amount,
        currency: data.currency,
        transfer: transferOf(data),
      };
    },
    // A customer first (Paystack answers the existing one for a known email), then their account.
    async openVirtualAccount({ email, firstName, lastName, phone, currency }) {
      const customer = await request<{ customer_code?: unknown }>("/customer", {
        method: "POST",
        body: JSON.stringify({
          email,
          first_name: firstName,
          last_name: lastName,
          ...(phone ? { phone } : {}),
        }),
      });
      if (typeof customer.customer_code !== "string") {
        throw new GatewayError("Paystack answered a customer without a code");
      }
      const account = await request<{
        id?: unknown;
        account_name?: unknown;
        account_number?: unknown;
        currency?: unknown;
        bank?: { name?: unknown; slug?: unknown };
      }>("/dedicated_account", {
        method: "POST",
        body: JSON.stringify({
          customer: customer.customer_code,
          preferred_bank: dvaBank(),
        }),
      });
      if (
        typeof account.account_number !== "string" ||
        typeof account.account_name !== "string" ||
        typeof account.bank?.name !== "string"
      ) {
        throw new GatewayError("Paystack answered an account without its number, name or bank");
      }
      if (account.currency !== undefined && account.currency !== currency) {
        throw new GatewayError(`Paystack opened a ${String(account.currency)} account`);
      }
      return {
        bankName: account.bank.name,
        accountNumber: account.account_number,
        accountName: account.account_name,
        customerCode: customer.customer_code,
        gatewayAccountId: account.id === undefined ? null : String(account.id),
        bankSlug: typeof account.bank.slug === "string" ? account.bank.slug : dvaBank(),
      } satisfies OpenedAccount;
    },
    async closeVirtualAccount(gatewayAccountId) {
      await request(`/dedicated_account/${encodeURIComponent(gatewayAccountId)}`, {
        method: "DELETE",
      });
    },
    // Paystack only acknowledges ("We are checking the status of your transfer"); the notices of
    // transfers it finds come later, as webhooks.
    async requeryTransfers({ accountNumber, bankSlug }, at) {
      for (const date of requeryDays(at)) {
        const query = new URLSearchParams({
          account_number: accountNumber,
          provider_slug: bankSlug ?? dvaBank(),
          date,
        });
        await send(`/dedicated_account/requery?${query}`);
      }
    },
  };
}

/** Whether Paystack is the configured gateway with a secret key (webhooks are refused otherwise). */
export function paystackConfigured(): boolean {
  return Boolean(process.env.PAYSTACK_SECRET_KEY);
}

/**
 * Paystack signs each webhook with HMAC-SHA512 of the raw body, keyed with the secret key, in
 * `x-paystack-signature` (hex). Compared in constant time so the answer time leaks nothing.
 */
export function validPaystackSignature(rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac("sha512", settings().secretKey).update(rawBody, "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
