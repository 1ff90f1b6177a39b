import { expect, test } from "../fixtures";
import { openTopUp, signIn, staffSignIn } from "../steps";

const FINANCE = {
  email: "fatima.finance@demo.therapy",
  secret: "DEMOFINANCEHAVENDEMOFINANCEHAVEN",
};

// Decision 0114: the money leaves the wallet when asked for; finance records the transfer.
test("a client withdraws to a bank account, finance records it paid, and the client sees it paid", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await page.goto("/wallet/");
  // Money to take out: a sandbox top-up first, as the client would have.
  const topUp = await openTopUp(page);
  await topUp.getByRole("button", { name: "Continue" }).click();
  await topUp.getByLabel("Amount (NGN)").pressSequentially("5000");
  await topUp.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay NGN 5,000.00" }).click();
  await expect(topUp.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(topUp).toBeHidden();

  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Withdraw to your bank account");
  const amount = dialog.getByLabel(/^Amount/);
  await amount.fill("");
  await amount.pressSequentially("1000");
  await dialog.getByLabel("Account name").fill("Chioma Eze");
  await dialog.getByLabel("Bank name").fill("First Bank");
  await dialog.getByLabel("Bank code").fill("011");
  await dialog.getByLabel("Account number").fill("3044556677");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toContainText("account ending 6677, in the name of Chioma Eze?");
  await dialog.getByRole("button", { name: /^Withdraw NGN/ }).click();
  const mine = page.getByRole("region", { name: "Withdrawals" });
  const row = mine.getByRole("listitem").filter({ hasText: "To First Bank ····6677" });
  await expect(row.getByText("Requested", { exact: true })).toBeVisible();

  const financeContext = await browser.newContext({ baseURL });
  const finance = await financeContext.newPage();
  await staffSignIn(finance, FINANCE);
  await finance.goto("/staff/withdrawals/");
  const waiting = finance.getByRole("listitem").filter({ hasText: "3044556677" });
  await waiting.getByRole("button", { name: "Record as paid: Chioma Eze" }).click();
  const record = finance.getByRole("dialog");
  await record.getByLabel("Transfer reference").fill("FBN-E2E-4411");
  await record.getByRole("button", { name: "Continue" }).click();
  await expect(record).toContainText("with reference FBN-E2E-4411?");
  await record.getByRole("button", { name: "Record as paid" }).click();
  await expect(finance.getByText("Recorded as paid. Chioma Eze is emailed.")).toBeVisible();
  await financeContext.close();

  await page.reload();
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row).toContainText("Ref. FBN-E2E-4411");
});
