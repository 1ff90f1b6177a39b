// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payoutAccounts } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { britishBankDetails, nigerianBankDetails } from "@/tests/helpers/bank-details";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const british = britishBankDetails;
const nigerian = nigerianBankDetails;

const save = (token: string, body: unknown) =>
  call("/provider/bank-details", { method: "PUT", token, body });

describe("the payout account (spec section 5: Bank details)", () => {
  it("asks a UK therapist for the UK form and keeps the number back but its last four digits", async () => {
    const { token } = await signedInUser({ userType: "provider", countryCode: "GB" });
    expect((await call("/provider/bank-details", { token })).body.data).toEqual({
      variant: "gb",
      account: null,
    });
    const res = await save(token, british);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      variant: "gb",
      account: {
        accountName: "Sarah O'Neil-Mitchell",
        bankCode: "204514",
        bankName: "Barclays",
        accountNumberEnding: "9911",
        address: "12 Harley Street, London",
        postalCode: "W1G 9PF",
        accountType: "checking",
        accountOwnership: "personal",
        dateOfBirth: "1984-03-12",
        updatedAt: expect.any(String),
      },
      message: "Data saved successfully",
    });
    const read = await call("/provider/bank-details", { token });
    expect(JSON.stringify(read.body)).not.toContain("55779911");
    expect(read.body.data.account.accountNumberEnding).toBe("9911");

    const changed = await save(token, { ...british, accountNumber: "44002200", bankName: "Monzo" });
    expect(changed.body.data.account).toMatchObject({
      bankName: "Monzo",
      accountNumberEnding: "2200",
    });
  });

  it("refuses what the UK form needs and lacks, each with the spec's rule", async () => {
    const { token } = await signedInUser({ userType: "provider", countryCode: "GB" });
    const res = await save(token, {
      accountName: "Al",
      bankCode: "20-45-14",
      bankName: "Ba",
      accountNumber: "12",
      address: "1 Rd",
      postalCode: "W1",
      accountType: "current",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      accountName: "Account name must be 3 to 32 characters",
      bankCode: "Sort code must be 3 to 32 digits",
      bankName: "Bank name must be at least 3 characters",
      accountNumber: "Account number must be 3 to 32 digits",
      address: "Address must be 5 to 100 characters",
      postalCode: "Postal code must be 3 to 10 characters",
      accountType: "Choose the account type",
      accountOwnership: "Choose who owns the account",
      dateOfBirth: "Date of birth is required",
    });
    const rows = await database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.accountName, "Al"));
    expect(rows).toEqual([]);
  });

  it("takes each limit at its edge and refuses one past it", async () => {
    const { token } = await signedInUser({ userType: "provider", countryCode: "GB" });
    const status = async (change: Record<string, string>) =>
      (await save(token, { ...british, ...change })).status;
    expect(await status({ accountName: "Ada" })).toBe(200);
    expect(await status({ accountName: `A${"a".repeat(31)}` })).toBe(200);
    expect(await status({ accountName: `A${"a".repeat(32)}` })).toBe(400);
    expect(await status({ accountName: "Ada 2" })).toBe(400);
    expect(await status({ bankCode: "123", accountNumber: "1".repeat(32) })).toBe(200);
    expect(await status({ accountNumber: "1".repeat(33) })).toBe(400);
    expect(await status({ address: "1 Rd.", postalCode: "W1A" })).toBe(200);
    expect(await status({ address: "x".repeat(100), postalCode: "W1A 0AX 12" })).toBe(200);
    expect(await status({ address: "x".repeat(101) })).toBe(400);
    expect(await status({ postalCode: "W1A 0AX 123" })).toBe(400);
    const future = await save(token, { ...british, dateOfBirth: "2999-01-01" });
    expect(future.body.errors).toEqual({ dateOfBirth: "Enter a valid date of birth" });
  });

  it("asks a therapist elsewhere for no date of birth and any address", async () => {
    const { token } = await signedInUser({ userType: "provider", countryCode: "NG" });
    const res = await save(token, { ...nigerian, dateOfBirth: "1990-01-01" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      variant: "other",
      account: { bankCode: "058", accountNumberEnding: "6789", dateOfBirth: null },
    });
    const missing = await save(token, { ...nigerian, address: " ", postalCode: "" });
    expect(missing.body.errors).toEqual({
      address: "Address is required",
      postalCode: "Postal code is required",
    });
    const code = await save(token, { ...nigerian, bankCode: "05" });
    expect(code.body.errors).toEqual({ bankCode: "Bank code must be 3 to 32 digits" });
  });

  it("is the therapist's own: a client is refused, a signed-out caller too, and another therapist sees theirs", async () => {
    const owner = await signedInUser({ userType: "provider", countryCode: "NG" });
    await save(owner.token, nigerian);
    const other = await signedInUser({ userType: "provider", countryCode: "NG" });
    expect(
      (await call("/provider/bank-details", { token: other.token })).body.data.account,
    ).toBeNull();
    const client = await signedInUser({ userType: "client" });
    expect((await call("/provider/bank-details", { token: client.token })).status).toBe(403);
    expect((await save(client.token, nigerian)).status).toBe(403);
    expect((await call("/provider/bank-details")).status).toBe(401);
    const malformed = await call("/provider/bank-details", {
      method: "PUT",
      token: owner.token,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
  });

  it("goes with the account when the therapist deletes it", async () => {
    const owner = await signedInUser({ userType: "provider", countryCode: "NG" });
    await save(owner.token, nigerian);
    const res = await call("/user/profile/delete-account", {
      method: "DELETE",
      token: owner.token,
      body: { password: owner.user.password },
    });
    expect(res.status).toBe(200);
    const rows = await database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.providerId, owner.user.id));
    expect(rows).toEqual([]);
  });
});
