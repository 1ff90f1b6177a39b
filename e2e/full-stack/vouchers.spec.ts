import { expect, test, type Page } from "../fixtures";
import { signIn as signInAs } from "../steps";
import { registerVerifiedClient, topUpUsd } from "./helpers";

async function signInChioma(page: Page) {
  await page.goto("/login/?redirect=%2Fvouchers%2F");
  await page.getByLabel("Email").fill("chioma.eze@demo.therapy");
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/vouchers\/$/);
}

test("a client gives a gift: a short wallet is topped up first, the recipient's email carries the code, and it redeems once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `giver-${Date.now()}@example.com`;
  const friend = `friend-${Date.now()}@example.com`;
  await registerVerifiedClient(page, email, "giver-pass-1");
  await signInAs(page, email, "giver-pass-1");
  await page.goto("/vouchers/");
  await expect(page.getByRole("heading", { level: 1, name: "Gift vouchers" })).toBeVisible();
  await expect(
    page.getByRole("navigation").getByRole("link", { name: "Gift vouchers" }).first(),
  ).toHaveAttribute("href", "/vouchers");

  const buy = page.getByRole("region", { name: "Give therapy as a gift" });
  await expect(buy.getByLabel("Your email")).toHaveValue(email);
  await expect(buy.getByText("From $100.00 to $1,000.00")).toBeVisible();
  await buy.getByLabel("Amount (USD)").pressSequentially("100");
  await buy.getByLabel("Recipient's email").fill(friend);
  await buy.getByLabel("Message (optional)").fill("Happy birthday!");
  await buy.getByRole("button", { name: "Pay $100.00 from wallet" }).click();
  await expect(buy.getByText("Your wallet balance is too low for this payment.")).toBeVisible();

  await buy.getByRole("link", { name: "Top up your wallet" }).click();
  await expect(page).toHaveURL(/\/wallet\/$/);
  await topUpUsd(page, "100");
  // Back on the page, nothing typed was lost.
  await page.goto("/vouchers/");
  await expect(buy.getByLabel("Amount (USD)")).toHaveValue("100");
  await expect(buy.getByLabel("Recipient's email")).toHaveValue(friend);
  await expect(buy.getByLabel("Message (optional)")).toHaveValue("Happy birthday!");
  await buy.getByRole("button", { name: "Pay $100.00 from wallet" }).click();
  await expect(
    buy.getByText(`Your gift of $100.00 was emailed to ${friend}. Its code:`),
  ).toBeVisible();
  const code = (await buy.locator(".font-mono").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const bought = page.getByRole("region", { name: "Vouchers you bought" });
  await expect(bought.getByText(code)).toBeVisible();
  await expect(bought.getByText("Not redeemed yet")).toBeVisible();

  // The recipient's email links to the page with the code filled in.
  await page.goto("/dev/outbox/");
  const mail = page.getByRole("article", { name: "Dana Reyes sent you a Haven gift of $100.00" });
  await expect(mail).toContainText(code);
  await expect(mail).toContainText("“Happy birthday!”");
  await mail.getByRole("link").click();
  const redeem = page.getByRole("region", { name: "Redeem a voucher" });
  await expect(redeem.getByLabel("Voucher code")).toHaveValue(code);
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(
    redeem.getByText(/\$100\.00 has been added to your wallet\. New balance: \$100\.00/),
  ).toBeVisible();
  await expect(bought.getByText(/Redeemed on/)).toBeVisible();

  await redeem.getByLabel("Voucher code").fill(code.toLowerCase());
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(redeem.getByText("This voucher has already been redeemed.")).toBeVisible();
});

test("a gift email's link opens the page with its code filled in, in German too", async ({
  page,
}) => {
  await signInChioma(page);
  await page.goto("/de/vouchers/?code=ABCD-EFGH-JKMN");
  const redeem = page.getByRole("region", { name: "Gutschein einlösen" });
  await expect(redeem.getByLabel("Gutscheincode")).toHaveValue("ABCD-EFGH-JKMN");
  await redeem.getByRole("button", { name: "Einlösen" }).click();
  await expect(redeem.getByText("Dieser Gutscheincode ist ungültig.")).toBeVisible();
});
