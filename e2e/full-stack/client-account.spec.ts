import { expect, test } from "../fixtures";
import { pngImage } from "../../tests/helpers/images";
import { completeClientAccount, preferGermanSpeaker, useDashboardNavigation } from "../steps";
import { registerVerifiedClient } from "./helpers";

const password = "pass-1234";

async function newClient(page: import("@playwright/test").Page) {
  const email = `client-${Date.now().toString(36)}@example.com`;
  await registerVerifiedClient(page, email, password);
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
}

test("a new client completes their profile, picks an avatar, uploads, crops and deletes a picture", async ({
  page,
}) => {
  await newClient(page);
  await completeClientAccount(page, `dana_${Date.now().toString(36)}`, pngImage(400, 300));
  // The side navigation shows the client's face: the avatar now the picture is gone.
  await expect(page.locator("aside img")).toHaveAttribute("src", "/avatars/meadow.svg");
});

test("the client sets preferences and sees a therapist who speaks their language first", async ({
  page,
}) => {
  await newClient(page);
  await preferGermanSpeaker(page);
});

test("navigation works on a phone and on a desktop", async ({ page }) => {
  await newClient(page);
  await useDashboardNavigation(page);
});
