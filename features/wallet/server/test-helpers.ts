import "server-only";
import { eq } from "drizzle-orm";
import type { SetupServer } from "msw/node";
import { afterAll, beforeAll } from "vitest";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { countryId } from "@/tests/helpers/factories";

/** Test helpers of the wallet's API tests (not used by the app). */
export async function moveToCountry(userId: string, code: string) {
  const db = await getDb();
  await db
    .update(users)
    .set({ countryId: await countryId(code) })
    .where(eq(users.id, userId));
}

export const topUp = (token: string, amount: unknown, headers: Record<string, string> = {}) =>
  call("/payment/wallet", { token, body: { amount }, headers });

export const status = (token: string, reference: string) =>
  call(`/payment/status/${reference}`, { token });

/** The payer's choice on the sandbox checkout page (the payer's session is required). */
export const decide = (token: string, reference: string, decision: "approve" | "decline") =>
  call(`/payment/sandbox/${reference}/${decision}`, { method: "POST", token });

export const balanceOf = async (token: string) =>
  (await call("/wallet/balance", { token })).body.data as { balance: number; currency: string };

/** A completed sandbox top-up of `amount` minor units. */
export async function paidTopUp(token: string, amount: number) {
  const started = await topUp(token, amount);
  if (started.status !== 201) throw new Error(`top-up failed: ${JSON.stringify(started.body)}`);
  const reference = started.body.data.payment.reference as string;
  await decide(token, reference, "approve");
  const settled = await status(token, reference);
  if (settled.body.data.status !== "success") throw new Error("top-up did not succeed");
  return reference;
}

/**
 * Runs the wallet on Paystack for this test file, answered by `server` (a fake Paystack at `base`),
 * and puts the environment back afterwards.
 */
export function onFakePaystack(server: SetupServer, secret: string, base: string) {
  const keys = ["PAYMENT_GATEWAY", "PAYSTACK_SECRET_KEY", "PAYSTACK_BASE_URL"] as const;
  const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
  beforeAll(() => {
    Object.assign(process.env, {
      PAYMENT_GATEWAY: "paystack",
      PAYSTACK_SECRET_KEY: secret,
      PAYSTACK_BASE_URL: base,
    });
    server.listen({ onUnhandledRequest: "error" });
  });
  afterAll(() => {
    server.close();
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });
}
