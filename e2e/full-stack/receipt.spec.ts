import { readFileSync } from "node:fs";
import { expect, test, type Page } from "../fixtures";
import { signIn } from "../steps";

// Chioma's paid couples session with Tunde Bakare, four days ahead (e2e/seed-lifecycle.ts).
const { couples } = JSON.parse(readFileSync(".data/e2e/lifecycle.json", "utf8")) as {
  couples: string;
};
const path = `/appointments/${couples}/receipt/`;

/**
 * The e2e access token lives 10 seconds: a page that asks the API in the browser renews it (the
 * wallet for a client, the client list for a therapist) before a page the server reads.
 */
async function openWithFreshToken(page: Page, to: string, role: "client" | "provider" = "client") {
  if (role === "client") {
    await page.goto("/wallet/");
    await expect(page.getByTestId("wallet-balance")).toHaveText(/\d/);
  } else {
    await page.context().clearCookies({ name: "token" });
    await page.goto("/clients/");
    await expect(page.getByRole("list", { name: "Clients" })).toBeVisible();
  }
  return page.goto(to);
}

test("a client opens a paid session's receipt from its page, and prints it without the site around it", async ({
  page,
}) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await page.goto(`/appointments/${couples}/`);
  await page.getByRole("link", { name: "Receipt" }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${couples}/receipt/?$`));
  const receipt = page.getByRole("article");
  await expect(receipt.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await expect(receipt.getByText("Chioma Eze")).toBeVisible();
  await expect(receipt.getByText(/^Tunde Bakare/)).toBeVisible();
  await expect(receipt.getByRole("row", { name: /Total paid/ })).toContainText("NGN");

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(receipt.getByText(/^Tunde Bakare/)).toBeVisible();
});

test("the receipt is in the first HTML for the session's client and therapist, in German too, and no one else's", async ({
  page,
  browser,
}) => {
  // Three people sign in and each opens two pages: over a minute when the machine is busy.
  test.setTimeout(120_000);
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  const own = await openWithFreshToken(page, `/de${path}`);
  expect(own?.status()).toBe(200);
  const html = (await own!.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("Quittung");
  expect(html).toContain("Insgesamt bezahlt");

  const tunde = await browser.newPage();
  await signIn(tunde, "tunde.bakare@demo.therapy", "demo-pass-1");
  expect((await openWithFreshToken(tunde, path, "provider"))?.status()).toBe(200);
  await expect(tunde.getByText("Chioma Eze")).toBeVisible();
  await tunde.close();

  const emily = await browser.newPage();
  await signIn(emily, "emily.brown@demo.therapy", "demo-pass-1");
  expect((await openWithFreshToken(emily, path))?.status()).toBe(404);
  await expect(emily.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await emily.close();
});

test("a session payment in the wallet leads to the session it paid for", async ({ page }) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await page.goto("/wallet/");
  await page.getByLabel("Type").selectOption({ label: "Session payment" });
  const charge = page.getByRole("region", { name: "Transactions" }).getByRole("link").first();
  await expect(charge).toContainText("Session payment");
  await charge.click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}\/$/);
  const session = page.getByRole("link", { name: / · / });
  const therapist = (await session.textContent())!.split(" · ")[0]!;
  await session.click();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText(therapist).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Receipt" })).toBeVisible();
});
