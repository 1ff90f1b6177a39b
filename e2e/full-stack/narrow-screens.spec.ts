import { expect, test } from "../fixtures";

// The smallest phones (320 px wide), in German, whose compounds ("Stornierungsbedingungen") are the
// longest words: nothing on a signed-out visitor's pages may run off the side of the screen.
test.use({ viewport: { width: 320, height: 640 } });

test("public pages in German fit a 320 px screen", async ({ page }) => {
  for (const path of [
    "/de/",
    "/de/therapists/",
    "/de/login/",
    "/de/register/",
    "/de/register/therapist/",
    "/de/policy/client-cancellation/",
    "/de/policy/provider-cancellation/",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect.soft(overflow, `${path} is wider than the screen by`).toBe(0);
  }
});

test("a signed-out visitor's phone menu reaches 'For therapists' and the language", async ({
  page,
}) => {
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const links = page.getByRole("navigation", { name: "Menu" });
  await expect(links.getByRole("link", { name: "Find a therapist" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeFocused();
  await expect(links).toBeHidden();

  await menu.click();
  await expect(page.getByRole("link", { name: "Deutsch" }).first()).toBeVisible();
  await links.getByRole("link", { name: "For therapists" }).click();
  await expect(page).toHaveURL(/\/register\/therapist\/?$/);
});
