// The sandbox gateway is never live by accident (issue 17).
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { logPaymentGatewaySetup } from "./gateways";
import { balanceOf, decide, topUp } from "./test-helpers";

withTestDatabase({ seed: true });

afterEach(() => {
  vi.unstubAllEnvs();
});

const client = () => signedInUser({ userType: "client" });

describe("without PAYMENT_GATEWAY", () => {
  it("a production build refuses top-ups with 503 and writes nothing", async () => {
    vi.stubEnv("PAYMENT_GATEWAY", "");
    vi.stubEnv("NODE_ENV", "production");
    const { token } = await client();
    const res = await topUp(token, 500_000);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: "PAYMENTS_UNAVAILABLE",
      message: "Top-ups are not available right now: no payment provider is set up.",
    });
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    // The sandbox checkout is closed too.
    expect((await call("/payment/sandbox/hv-0123456789abcdef", { token })).status).toBe(404);
  });

  it("says why at start-up", () => {
    vi.stubEnv("PAYMENT_GATEWAY", "");
    const lines: string[] = [];
    logPaymentGatewaySetup((line) => lines.push(line));
    expect(lines.join("\n")).toMatch(/No payment gateway configured.*top-ups answer 503/);
    vi.stubEnv("PAYMENT_GATEWAY", "sandbx");
    logPaymentGatewaySetup((line) => lines.push(line));
    expect(lines[1]).toMatch(/"sandbx" is not a gateway/);
  });
});

describe("the sandbox checkout needs the payer's own session", () => {
  it("nobody signed in cannot read, approve or decline a charge", async () => {
    const payer = await client();
    const reference = (await topUp(payer.token, 500_000)).body.data.payment.reference as string;
    expect((await call(`/payment/sandbox/${reference}`)).status).toBe(401);
    for (const decision of ["approve", "decline"]) {
      const res = await call(`/payment/sandbox/${reference}/${decision}`, { method: "POST" });
      expect(res.status).toBe(401);
    }
    expect(await balanceOf(payer.token)).toMatchObject({ balance: 0 });
  });

  it("another client learns nothing, not even the payer's email, and decides nothing", async () => {
    const payer = await client();
    const other = await client();
    const reference = (await topUp(payer.token, 500_000)).body.data.payment.reference as string;
    const read = await call(`/payment/sandbox/${reference}`, { token: other.token });
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain(payer.user.email);
    expect((await decide(other.token, reference, "approve")).status).toBe(404);
    expect((await decide(other.token, reference, "decline")).status).toBe(404);
    // The payer still decides, and only then is the wallet credited.
    const own = await call(`/payment/sandbox/${reference}`, { token: payer.token });
    expect(own.body.data).toMatchObject({ email: payer.user.email, status: "pending" });
    expect((await decide(payer.token, reference, "approve")).status).toBe(200);
    await call(`/payment/status/${reference}`, { token: payer.token });
    expect(await balanceOf(payer.token)).toMatchObject({ balance: 500_000 });
    expect(await balanceOf(other.token)).toMatchObject({ balance: 0 });
  });

  it("a therapist's session is refused", async () => {
    const payer = await client();
    const therapist = await signedInUser({ userType: "provider" });
    const reference = (await topUp(payer.token, 500_000)).body.data.payment.reference as string;
    expect((await decide(therapist.token, reference, "approve")).status).toBe(403);
  });
});
