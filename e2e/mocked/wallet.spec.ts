import { expect, test } from "../fixtures";

test("the top-up modal against the mocked API: minimum, checkout, success and the new balance", async ({
  page,
}) => {
  await page.goto("/login/?redirect=%2Fwallet%2F");
  await page.getByLabel("Email").fill("chioma.eze@demo.therapy");
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/wallet\/$/);
  await expect(page.getByTestId("wallet-balance")).toHaveText("NGN 12,500.00");

  await page.getByRole("button", { name: "Top up wallet" }).click();
  const dialog = page.getByRole("dialog", { name: "Top up your wallet" });
  await dialog.getByRole("button", { name: "Continue" }).click();
  const amount = dialog.getByLabel("Amount (NGN)");
  await amount.pressSequentially("4a99");
  await expect(amount).toHaveValue("499");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(dialog.getByText("Minimum topup amount is 500 ₦")).toBeVisible();
  await amount.fill("");
  await amount.pressSequentially("5000");
  await expect(amount).toHaveValue("5,000");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/checkout\/sandbox\/hv-[0-9a-f]{32}\/$/);
  await expect(page.getByTestId("checkout-amount")).toHaveText("NGN 5,000.00");
  await page.getByRole("button", { name: "Pay NGN 5,000.00" }).click();

  await expect(page).toHaveURL(/\/wallet\/\?trxref=/);
  await expect(dialog.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  await expect(dialog.getByText("New balance: NGN 17,500.00")).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText("NGN 17,500.00");
});

test("the bank-transfer path: an account number, a test transfer, and the transfer arriving", async ({
  page,
}) => {
  await page.goto("/login/?redirect=%2Fwallet%2F");
  await page.getByLabel("Email").fill("chioma.eze@demo.therapy");
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Top up wallet" }).click();
  const dialog = page.getByRole("dialog", { name: "Top up your wallet" });
  await dialog.getByRole("radio", { name: /Bank transfer/ }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("button", { name: "I Have Made The Payment" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Get my account number" }).click();
  const account = dialog.getByRole("region", { name: "Your account for transfers" });
  await expect(account).toContainText("4012345678");
  await expect(account).toContainText("Haven / Chioma Eze");
  await dialog.getByLabel("Amount (NGN)").pressSequentially("3000");
  await dialog.getByRole("button", { name: "Send test transfer" }).click();
  await expect(
    page.getByText("NGN 3,000.00 has arrived and was added to your wallet."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "I Have Made The Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  await expect(dialog.getByText("New balance: NGN 15,500.00")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Back to Home" })).toHaveAttribute(
    "href",
    /\/overview\/?$/,
  );
});
