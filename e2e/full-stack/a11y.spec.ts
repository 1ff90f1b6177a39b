import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * axe on every page in both languages, signed out, as a client and as a therapist: 0 violations
 * (issue 14). A new page belongs in one of these lists.
 */
const PUBLIC = [
  "/",
  "/therapists/",
  "/login/",
  "/register/",
  "/register/therapist/",
  "/forgot-password/",
  "/policy/client-cancellation/",
  "/policy/provider-cancellation/",
  "/no-such-page/",
];
const CLIENT = [
  "/overview/",
  "/appointments/",
  "/wallet/",
  "/account/",
  "/account/security/",
  "/preference/",
  "/recommended-provider/",
];
const PROVIDER = [
  "/overview/",
  "/appointments/",
  "/calendar/",
  "/availability/",
  "/practice/",
  "/account/security/",
];

async function signIn(page: Page, email: string) {
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
}

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // Content that loads after the first paint (lists, forms) is part of the page.
  await expect(page.getByRole("status").filter({ hasText: /Loading|Wird geladen/ })).toHaveCount(0);
  const result = await new AxeBuilder({ page }).analyze();
  const found = result.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
  expect.soft(found, path).toEqual([]);
}

for (const prefix of ["", "/de"]) {
  test(`axe finds nothing on the public pages (${prefix || "/en"})`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of PUBLIC) await expectNoViolations(page, prefix + path);
    // A listed therapist's profile too.
    await page.goto(`${prefix}/therapists/`);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const profile = hrefs.find((h) => /\/therapists\/[0-9a-f-]{36}\/?$/.test(h));
    expect(profile).toBeTruthy();
    await expectNoViolations(page, profile!);
  });

  test(`axe finds nothing on a client's pages (${prefix || "/en"})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "emily.brown@demo.therapy");
    for (const path of CLIENT) await expectNoViolations(page, prefix + path);
  });

  test(`axe finds nothing on a therapist's pages (${prefix || "/en"})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, "sarah.mitchell@demo.therapy");
    for (const path of PROVIDER) await expectNoViolations(page, prefix + path);
  });
}
