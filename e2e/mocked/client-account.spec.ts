import { expect, test, type Page } from "../fixtures";
import { pngImage } from "../../tests/helpers/images";
import { completeClientAccount, preferGermanSpeaker, useDashboardNavigation } from "../steps";

async function signInAsDemoClient(page: Page) {
  await page.goto("/login/");
  await page.getByLabel("Email").fill("chioma.eze@demo.therapy");
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
}

test("the client completes their profile, picks an avatar, uploads, crops and deletes a picture", async ({
  page,
}) => {
  await signInAsDemoClient(page);
  await completeClientAccount(page, "dana_reyes", pngImage(400, 300));
});

test("the client sets preferences and sees a therapist who speaks their language first", async ({
  page,
}) => {
  await signInAsDemoClient(page);
  await preferGermanSpeaker(page);
});

test("navigation works on a phone and on a desktop", async ({ page }) => {
  await signInAsDemoClient(page);
  await useDashboardNavigation(page);
});
