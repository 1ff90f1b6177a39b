import { expect, type Page } from "@playwright/test";

/** Signs in through the login page and lands on the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
}

/**
 * On a booking form: individual therapy by video call, then the first free time of the first
 * open day. Answers the day's label and the time, to find the same slot again.
 */
export async function pickFirstFreeTime(page: Page) {
  await page.getByRole("group", { name: "Therapy" }).getByText("Individual therapy").click();
  await page
    .getByRole("group", { name: /How you want to meet|Way of meeting/ })
    .getByText("Video call")
    .click();
  const day = page.locator("button[aria-label$=', free times']:not([disabled])").first();
  const dayLabel = (await day.getAttribute("aria-label"))!;
  await day.click();
  const slot = page
    .getByRole("button", { pressed: false })
    .filter({ hasText: /^\d{2}:\d{2}$/ })
    .first();
  const slotTime = (await slot.textContent())!.trim();
  await slot.click();
  return { dayLabel, slotTime };
}
