import { expect, test } from "../fixtures";

test.describe("the cancellation policy pages", () => {
  test("state the 48-hour rule for clients, in English and German, from the server", async ({
    page,
  }) => {
    await page.goto("/policy/client-cancellation/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Cancellation policy for clients" }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "Cancel 48 hours or more before the session starts and the whole fee goes back to your wallet at once.",
      ),
    ).toBeVisible();
    await page.goto("/de/policy/client-cancellation/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Stornierungsbedingungen für Klient:innen" }),
    ).toBeVisible();
    await expect(page.getByText(/Innerhalb von 48 Stunden vor Beginn/)).toBeVisible();
  });

  test("tell therapists their cancel always refunds the client", async ({ page }) => {
    await page.goto("/policy/provider-cancellation/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Cancellation policy for therapists" }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "When you cancel, your client always gets the whole fee back in their wallet at once.",
      ),
    ).toBeVisible();
  });

  test("any other policy is not found", async ({ page }) => {
    await page.goto("/policy/refunds/");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
