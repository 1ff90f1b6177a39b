// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { paidTopUp } from "@/features/wallet/server/test-helpers";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, shape } from "./contract-helpers";
import { authAnswer } from "./fixtures/accounts";
import { mockBalance, resetWalletMock } from "./fixtures/wallet";
import { MOCK_STAFF_TOKEN } from "./handlers/staff";

withTestDatabase({ seed: true });
const asClient = mockAs(authAnswer().token);
const asStaff = mockAs(MOCK_STAFF_TOKEN);
const account = {
  accountName: "Chioma Eze",
  bankName: "First Bank",
  bankCode: "011",
  accountNumber: "0123456789",
};
const MISSING = "00000000-0000-4000-8000-000000000bad";

type Init = { method?: string; body?: unknown; lang?: string };
async function compare(
  real: { token: string; path: string },
  fake: { ask: ReturnType<typeof mockAs>; path?: string },
  init: Init = {},
) {
  const headers = init.lang ? { "X-Language": init.lang } : undefined;
  const r = await call(real.path, { token: real.token, ...init, headers });
  const f = await fake.ask(fake.path ?? real.path, init);
  expect(f.status, real.path).toBe(r.status);
  expect(shape(f.body), real.path).toEqual(shape(r.body));
  return { real: r.body, fake: f.body };
}

beforeEach(() => resetWalletMock());

describe("the withdrawals' handlers answer like the real API (decision 0114)", () => {
  it("a client's list, a refused and an accepted withdrawal, and one of them", async () => {
    const { token } = await signedInUser();
    await paidTopUp(token, mockBalance());
    const client = (path: string) => ({ token, path });
    const mock = { ask: asClient };

    await compare(client("/wallet/withdrawals"), mock);
    const bad = await compare(client("/wallet/withdrawals"), mock, {
      body: { ...account, amount: 100_000, accountNumber: "12-3" },
    });
    expect(bad.fake.errors).toEqual(bad.real.errors);
    for (const lang of ["en", "de"]) {
      const under = await compare(client("/wallet/withdrawals"), mock, {
        body: { ...account, amount: 99_999 },
        lang,
      });
      expect(under.fake.errors).toEqual(under.real.errors);
    }
    const over = await compare(client("/wallet/withdrawals"), mock, {
      body: { ...account, amount: mockBalance() + 1 },
    });
    expect(over.fake.message).toBe(over.real.message);
    const made = await compare(client("/wallet/withdrawals"), mock, {
      body: { ...account, amount: 200_000 },
    });
    expect(made.fake.data).toMatchObject({ status: "requested", amount: 200_000 });
    await compare(client("/wallet/withdrawals"), mock);
    await compare(client(`/wallet/withdrawals/${made.real.data.identifier}`), {
      ask: asClient,
      path: `/wallet/withdrawals/${made.fake.data.identifier}`,
    });
    await compare(client(`/wallet/withdrawals/${MISSING}`), mock);
    await compare(client("/wallet/balance"), mock);
  });

  it("finance's list, paid, failed and a second settling", async () => {
    const client = await signedInUser();
    await paidTopUp(client.token, 1_000_000);
    const { token } = await signedInStaff(["finance"]);
    const ids = { real: [] as string[], fake: [] as string[] };
    for (let i = 0; i < 2; i++) {
      const body = { ...account, amount: 200_000 };
      ids.real.push(
        (await call("/wallet/withdrawals", { token: client.token, body })).body.data.identifier,
      );
      ids.fake.push((await asClient("/wallet/withdrawals", { body })).body.data.identifier);
    }
    const staff = (path: string) => ({ token, path });
    const mock = (path: string) => ({ ask: asStaff, path });
    const list = await call("/staff/withdrawals?status=requested", { token });
    const fakeList = await asStaff("/staff/withdrawals?status=requested");
    expect(shape(fakeList.body.data[0])).toEqual(shape(list.body.data[0]));
    await compare(
      staff("/staff/withdrawals?status=nothing"),
      mock("/staff/withdrawals?status=nothing"),
    );

    const paid = (id: string) => `/staff/withdrawals/${id}/paid`;
    const failed = (id: string) => `/staff/withdrawals/${id}/failed`;
    await compare(staff(paid(ids.real[0]!)), mock(paid(ids.fake[0]!)), { body: { reference: "" } });
    await compare(staff(paid(ids.real[0]!)), mock(paid(ids.fake[0]!)), {
      body: { reference: "FT-1" },
    });
    await compare(staff(failed(ids.real[1]!)), mock(failed(ids.fake[1]!)), {
      body: { reason: "Closed account" },
    });
    await compare(staff(failed(ids.real[1]!)), mock(failed(ids.fake[1]!)), {
      body: { reason: "Closed account" },
    });
    await compare(staff(paid(MISSING)), mock(paid(MISSING)), { body: { reference: "FT-2" } });
    await compare(
      staff("/staff/withdrawals?status=failed"),
      mock("/staff/withdrawals?status=failed"),
    );
    await compare(
      { token: client.token, path: "/staff/withdrawals" },
      { ask: asClient, path: "/staff/withdrawals" },
    );
  });
});
