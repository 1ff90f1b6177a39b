import { readFileSync } from "node:fs";
import { expect, test } from "../fixtures";
import { signIn } from "../steps";

// Ngozi Okafor (e2e/seed-unverified.ts): a complete profile, a fee and weekly hours, but no
// credentials approved and no payout account.
const { unverifiedTherapist: ngozi } = JSON.parse(
  readFileSync(".data/e2e/lifecycle.json", "utf8"),
) as { unverifiedTherapist: string };

/** With ONBOARDING_SHOTS_DIR set, the overview and earnings are saved on a phone and a desktop. */
const shots = process.env.ONBOARDING_SHOTS_DIR;

test("a therapist whose credentials are not approved is nowhere to book, and her overview says what is left", async ({
  page,
}) => {
  // A visitor from Nigeria: the directory and its API list verified therapists only.
  await page.goto("/therapists/?countryCode=NG");
  await expect(page.getByRole("article").filter({ hasText: /Amaka Obi/ })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: /Ngozi Okafor/ })).toHaveCount(0);
  const listed = (await (await page.request.get("/api/providers?countryCode=NG")).json()) as {
    data: { identifier: string }[];
  };
  expect(listed.data.map((p) => p.identifier)).not.toContain(ngozi);
  const profile = await page.goto(`/therapists/${ngozi}/`);
  expect(profile?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  await signIn(page, "ngozi.okafor@demo.therapy", "demo-pass-1");
  const checklist = page.getByRole("region", { name: "Before clients can find and book you" });
  await expect(checklist).toContainText("Profile complete");
  await expect(checklist).toContainText("Not submitted yet");
  await expect(checklist.getByRole("link", { name: "Go to your credentials" })).toBeVisible();
  await expect(checklist).toContainText("Add the bank account your earnings are paid into.");

  // The way to the payout account, where the commission is stated too.
  await checklist.getByRole("link", { name: "Add your payout account" }).click();
  await expect(page).toHaveURL(/\/earnings\/?#payout-title$/);
  await expect(page.getByText(/^We take no commission/)).toBeVisible();

  for (const [locale, width, height] of shots
    ? ([
        ["en", 390, 844],
        ["en", 1366, 900],
        ["de", 390, 844],
        ["de", 1366, 900],
      ] as const)
    : []) {
    await page.setViewportSize({ width, height });
    await page.goto(locale === "de" ? "/de/overview/" : "/overview/");
    await expect(page.locator("#listing-checklist-title")).toBeVisible();
    await page.screenshot({ path: `${shots}/overview-${locale}-${width}.png`, fullPage: true });
    await page.goto(locale === "de" ? "/de/earnings/" : "/earnings/");
    await expect(page.locator("#payout-title")).toBeVisible();
    await page.screenshot({ path: `${shots}/earnings-${locale}-${width}.png` });
  }
});
