import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { buyMockVoucher, mockVouchers, resetVouchersMock } from "@/tests/msw/fixtures/vouchers";
import { resetWalletMock, walletState } from "@/tests/msw/fixtures/wallet";
import { BoughtVouchers } from "./bought-vouchers";
import { BuyVoucher } from "./buy-voucher";
import { RedeemVoucher } from "./redeem-voucher";

beforeEach(() => {
  sessionStorage.clear();
  resetWalletMock();
  resetVouchersMock();
  Cookies.set("token", "mock-access-token");
});

const aVoucher = () =>
  buyMockVoucher({
    kind: "voucher",
    amount: 200_000,
    buyerName: "Ada",
    buyerEmail: "ada@example.com",
    recipientEmail: null,
    message: null,
  });

async function openBuy() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <BuyVoucher />
      <BoughtVouchers />
    </>,
  );
  // The buyer's name and email come from their account.
  await waitFor(() =>
    expect(screen.getByLabelText("Your email")).toHaveValue("chioma.eze@demo.therapy"),
  );
  return user;
}

describe("giving therapy as a gift", () => {
  it("emails a gift: the amount typed with separators, the code shown, the list updated", async () => {
    const user = await openBuy();
    expect(screen.getByText("You have not bought any vouchers yet.")).toBeVisible();
    expect(screen.getByLabelText("Your name")).toHaveValue("Chioma Eze");
    expect(screen.getByText("From NGN 1,000.00 to NGN 1,000,000.00")).toBeVisible();
    await user.type(screen.getByLabelText("Amount (NGN)"), "5000");
    expect(screen.getByLabelText("Amount (NGN)")).toHaveValue("5,000");
    await user.type(screen.getByLabelText("Recipient's email"), "friend@example.com");
    await user.type(screen.getByLabelText("Message (optional)"), "For you");
    expect(screen.getByText("7/400")).toBeVisible();
    await user.click(screen.getByRole("button", { name: /^Pay NGN\s5,000\.00 from wallet$/ }));

    const done = (
      await screen.findByText(
        "Your gift of NGN 5,000.00 was emailed to friend@example.com. Its code:",
      )
    ).parentElement!;
    const [voucher] = mockVouchers();
    expect(voucher).toMatchObject({ kind: "gift", amount: 500_000, message: "For you" });
    expect(within(done).getByText(voucher!.code)).toBeVisible();
    const list = screen.getByRole("region", { name: "Vouchers you bought" });
    expect(
      await within(list).findByText("Gift to friend@example.com", { exact: false }),
    ).toBeVisible();
    expect(within(list).getByText("Not redeemed yet")).toBeVisible();
    expect(walletState().transactions[0]).toMatchObject({
      transactionType: "voucher",
      amount: 500_000,
    });
  });

  it("checks the fields with the spec's messages, and a voucher needs no recipient", async () => {
    const user = await openBuy();
    await user.click(screen.getByRole("button", { name: "Pay from wallet" }));
    expect(await screen.findByText("Enter an amount")).toBeVisible();
    expect(screen.getByText("Enter the recipient's email")).toBeVisible();
    await user.type(screen.getByLabelText("Amount (NGN)"), "999");
    await user.click(screen.getByRole("button", { name: /^Pay NGN\s999\.00 from wallet$/ }));
    expect(await screen.findByText("Minimum amount is 1,000 ₦")).toBeVisible();
    await user.click(screen.getByRole("radio", { name: /Voucher code/ }));
    expect(screen.queryByLabelText("Recipient's email")).toBeNull();
    await user.clear(screen.getByLabelText("Amount (NGN)"));
    await user.type(screen.getByLabelText("Amount (NGN)"), "1000001");
    await user.click(screen.getByRole("button", { name: /^Pay NGN\s1,000,001\.00 from wallet$/ }));
    expect(await screen.findByText("Maximum amount is 1,000,000 ₦")).toBeVisible();
    expect(mockVouchers()).toHaveLength(0);
  });

  it("keeps what was typed when the buyer leaves to top up and comes back", async () => {
    const user = await openBuy();
    await user.type(screen.getByLabelText("Amount (NGN)"), "50000");
    await user.type(screen.getByLabelText("Recipient's email"), "friend@example.com");
    await user.type(screen.getByLabelText("Message (optional)"), "Enjoy");
    cleanup();
    await openBuy();
    expect(screen.getByLabelText("Amount (NGN)")).toHaveValue("50,000");
    expect(screen.getByLabelText("Recipient's email")).toHaveValue("friend@example.com");
    expect(screen.getByLabelText("Message (optional)")).toHaveValue("Enjoy");
  });

  it("a short wallet says so and points to the top-up", async () => {
    const user = await openBuy();
    await user.click(screen.getByRole("radio", { name: /Voucher code/ }));
    await user.type(screen.getByLabelText("Amount (NGN)"), "20000");
    await user.click(screen.getByRole("button", { name: /^Pay NGN\s20,000\.00 from wallet$/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/balance/i);
    expect(screen.getByRole("link", { name: "Top up your wallet" })).toHaveAttribute(
      "href",
      "/wallet",
    );
    expect(mockVouchers()).toHaveLength(0);
  });
});

describe("redeeming a voucher", () => {
  it("takes the code from the gift email's link, however typed, and adds its value once", async () => {
    const { code } = aVoucher();
    const user = userEvent.setup();
    renderWithProviders(<RedeemVoucher initialCode={code.toLowerCase()} />);
    expect(screen.getByLabelText("Voucher code")).toHaveValue(code.toLowerCase());
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(
      await screen.findByText(
        "NGN 2,000.00 has been added to your wallet. New balance: NGN 12,500.00",
      ),
    ).toBeVisible();
    expect(screen.getByLabelText("Voucher code")).toHaveValue("");

    await user.type(screen.getByLabelText("Voucher code"), code);
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("This voucher has already been redeemed.")).toBeVisible();
  });

  it("an empty or unknown code says so", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RedeemVoucher initialCode="" />);
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("Enter the voucher code")).toBeVisible();
    await user.type(screen.getByLabelText("Voucher code"), "ABCD-EFGH-JKMN");
    await user.click(screen.getByRole("button", { name: "Redeem" }));
    expect(await screen.findByText("This voucher code is not valid.")).toBeVisible();
  });
});
