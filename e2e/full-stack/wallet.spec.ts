import { readFileSync } from "node:fs";
import { expect, test, type Page } from "../fixtures";
import { openTopUp } from "../steps";

async function signIn(page: Page) {
  await signInAs(page, "chioma.eze@demo.therapy");
}

async function signInAs(page: Page, email: string) {
  await page.goto("/login/?redirect=%2Fwallet%2F");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/wallet\/$/);
}

/** The balance card's amount in minor units ("NGN 5,000.00" -> 500000). */
async function balance(page: Page): Promise<number> {
  const shown = page.getByTestId("wallet-balance");
  await expect(shown).toHaveText(/NGN/);
  return Number((await shown.textContent())!.replace(/\D/g, ""));
}

const formatted = (minor: number) =>
  `NGN ${(minor / 100).toLocaleString("en", { minimumFractionDigits: 2 })}`;

async function startTopUp(page: Page, amount: string) {
  const dialog = await openTopUp(page);
  await expect(dialog.getByRole("radio", { name: /Card/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Amount (NGN)").pressSequentially(amount);
  await expect(dialog.getByLabel("Amount (NGN)")).toHaveValue("5,000");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/hv-[0-9a-f]{32}\/$/);
  await expect(page.getByText("Test mode · no real money moves")).toBeVisible();
  await expect(page.getByTestId("checkout-amount")).toHaveText("NGN 5,000.00");
}

test("a client tops up 5,000 NGN through the sandbox checkout and sees the new balance", async ({
  page,
}) => {
  await signIn(page);
  const before = await balance(page);

  await startTopUp(page, "5000");
  await page.getByRole("button", { name: "Pay NGN 5,000.00" }).click();

  await expect(page).toHaveURL(/\/wallet\/\?trxref=hv-[0-9a-f]{32}&reference=hv-/);
  const dialog = page.getByRole("dialog", { name: "Top up your wallet" });
  await expect(dialog.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  await expect(dialog.getByText(`New balance: ${formatted(before + 500_000)}`)).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText(formatted(before + 500_000));

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const newest = page.getByRole("region", { name: "Transactions" }).getByRole("link").first();
  await expect(newest).toContainText("Wallet top-up");
  await expect(newest).toContainText("+NGN 5,000.00");
  await newest.click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText("Balance afterwards")).toBeVisible();
});

test("a declined payment says so and leaves the balance unchanged", async ({ page }) => {
  await signIn(page);
  const before = await balance(page);

  await startTopUp(page, "5000");
  await page.getByRole("button", { name: "Decline payment" }).click();

  await expect(page).toHaveURL(/\/wallet\/\?trxref=/);
  const dialog = page.getByRole("dialog", { name: "Top up your wallet" });
  await expect(
    dialog.getByRole("heading", { name: "Payment failed. Please try again." }),
  ).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText(formatted(before));

  await dialog.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
  await page.goto("/wallet/");
  await expect(page.getByTestId("wallet-balance")).toHaveText(formatted(before));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a client gets their own account number and a test transfer into it tops up the wallet", async ({
  page,
}) => {
  await signIn(page);
  const before = await balance(page);

  const dialog = await openTopUp(page);
  await dialog.getByRole("radio", { name: /Bank transfer/ }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  const account = dialog.getByRole("region", { name: "Your account for transfers" });
  const open = dialog.getByRole("button", { name: "Get my account number" });
  // Opened once per client: a retried test finds it already there.
  await expect(account.or(open)).toBeVisible();
  if (await open.isVisible()) await open.click();
  await expect(account).toContainText("Haven Test Bank");
  await expect(account).toContainText("Haven / Chioma Eze");
  await expect(account).toContainText(/\d{10}/);

  await dialog.getByLabel("Amount (NGN)").pressSequentially("2500");
  await dialog.getByRole("button", { name: "Send test transfer" }).click();
  await expect(
    page.getByText("NGN 2,500.00 has arrived and was added to your wallet."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "I Have Made The Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  await expect(dialog.getByText("NGN 2,500.00 has been added to your wallet.")).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText(formatted(before + 250_000));
});

/**
 * Opens `path` with a fresh access token: the server asks the API whose the transaction is with
 * the `token` cookie, which lasts 10 seconds here (playwright.config.ts); the wallet page renews it.
 */
async function openWithFreshToken(page: Page, path: string) {
  await page.goto("/wallet/");
  await expect(page.getByTestId("wallet-balance")).toHaveText(/\d/);
  return page.goto(path);
}

test("a transaction's page is in the first HTML for its owner, and it and a booking's payment page answer 404 for anyone else", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const newest = page.getByRole("region", { name: "Transactions" }).getByRole("link").first();
  const path = new URL((await newest.getAttribute("href"))!, page.url()).pathname;
  const own = await openWithFreshToken(page, path);
  expect(own?.status()).toBe(200);
  expect((await own!.text()).replaceAll("<!-- -->", "")).toContain("Balance afterwards");

  // Emily Brown's paid session (e2e/seed-lifecycle.ts): its payment page is not Chioma's either.
  const emilys = JSON.parse(readFileSync(".data/e2e/lifecycle.json", "utf8")).refundable as string;
  for (const wrong of [
    "/transactions/not-a-uuid/",
    "/transactions/00000000-0000-4000-8000-000000000000/",
    "/payment/not-a-uuid/",
    `/payment/${emilys}/`,
  ]) {
    // Asked again if the server's read came after the 10 s token had lapsed (then the page asks
    // in the browser, and says "not found" under a 200): a loaded machine, not the rule.
    await expect
      .poll(async () => (await openWithFreshToken(page, wrong))?.status(), { message: wrong })
      .toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }

  // Another client, Emily Brown, is told there is no such page.
  const other = await browser.newPage();
  await signInAs(other, "emily.brown@demo.therapy");
  await expect.poll(async () => (await openWithFreshToken(other, path))?.status()).toBe(404);
  expect((await openWithFreshToken(other, `/payment/${emilys}/`))?.status()).toBe(200);
  await other.close();
});
