import { expect, test } from "../fixtures";

// Full-stack only: the mocked build renders pages after MSW starts in the browser.
test("an unknown therapist is a 404 page", async ({ page }) => {
  const response = await page.goto("/therapists/00000000-0000-4000-8000-999999999999/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
