import { expect, hydrated, test } from "../fixtures";
import { openAccountMenu } from "../steps";

// "Continue with Google" against the demo's test provider, a real OpenID provider on this machine
// (playwright.config.ts, decisions 0523, 0524): a new person in German becomes a client and comes
// back to German pages; then, in English, the same provider signs them in at once.

test("a new person continues with Google in German, finishes the sign-up, and later signs in with it in English", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-google-${Date.now()}@demo-google.test`;

  await page.goto("/de/login/");
  await page.getByRole("button", { name: "Weiter mit Google" }).click();
  // The provider's page says what it is: not Google.
  await expect(page.getByText("Test provider of the Haven demo.")).toBeVisible();
  await page.getByLabel("Or as someone new, by email (verified):").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();

  // Back in the language the sign-in started in (kept with the start on the server).
  await expect(page).toHaveURL(/\/de\/auth\/callback\/google\/\?/);
  await expect(page.getByRole("heading", { name: "Konto fertig erstellen" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel("Vorname")).toHaveValue("Sam");
  await expect(page.getByLabel("Nachname")).toHaveValue("Taylor");
  await page.getByLabel("Telefonnummer").fill("015112345678");
  const country = page.getByLabel("Land", { exact: true });
  const germany = country.locator("option").filter({ hasText: /Deutschland|Germany/ });
  await country.selectOption((await germany.first().getAttribute("value"))!);
  await page.getByLabel("Ich akzeptiere").check();
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page).toHaveURL(/\/de\/overview\/$/);
  await expect(page.getByRole("heading", { name: "Willkommen, Sam" })).toBeVisible();

  await openAccountMenu(page, "Mein Konto");
  await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/de\/login\//);

  // The provider alone signs the account in from now on, in the language it is started in: a
  // fresh browser, which the German pages' language cookie would otherwise send to /de/.
  await page.context().clearCookies();
  await page.goto("/login/");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByText("Test provider of the Haven demo.")).toBeVisible();
  await page.getByLabel("Or as someone new, by email (verified):").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Welcome, Sam" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/overview/");
});
