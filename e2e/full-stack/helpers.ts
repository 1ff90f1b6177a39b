import { expect, type Page } from "../fixtures";
import { openTopUp } from "../steps";

/** A new client in the United States, verified through the link in the dev outbox. */
export async function registerVerifiedClient(page: Page, email: string, password: string) {
  await page.goto("/register/");
  await signUpVerified(page, email, password);
}

/** On the sign-up page: a client in the United States, verified through the dev outbox's link. */
export async function signUpVerified(page: Page, email: string, password: string) {
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Reyes");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Confirm email").fill(email);
  await page.getByLabel("Phone number").fill("2125550147");
  await page.getByRole("combobox", { name: "Country" }).selectOption({ label: "United States" });
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel("I accept").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto("/dev/outbox/");
  await page
    .getByRole("article", { name: "Verify your email address for Haven" })
    .filter({ hasText: email })
    .getByRole("link")
    .click();
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
}

/** Tops up a USD wallet by `amount` through the sandbox checkout, back where it started. */
export async function topUpUsd(page: Page, amount: string) {
  const dialog = await openTopUp(page);
  await dialog.getByRole("button", { name: "Continue" }).click();
  // Replaces what the field starts with: from a booking, the shortfall.
  await dialog.getByLabel("Amount (USD)").fill(amount);
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(
    page.getByRole("dialog").getByRole("heading", { name: "Payment successful!" }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
}
