import { expect, test } from "../fixtures";

test.describe("contacting support", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "cookieConsent", value: "false", url: baseURL! }]);
  });

  test("the footer's contact page checks the fields, sends, and thanks the sender", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await page.getByLabel("Phone (optional)").fill("12345");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByText("Phone number must be 10 to 32 characters")).toBeVisible();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Obi");
    await page.getByLabel("Email").fill("ada.obi@example.com");
    await page.getByLabel("Phone (optional)").fill("+234(801)234-5678");
    await page.getByLabel("Message").fill("How do refunds reach my bank?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").getByText("Message sent")).toBeVisible();
    await expect(
      page.getByText(
        "Thank you, Ada. We have your message and will reply to ada.obi@example.com within one working day.",
      ),
    ).toBeVisible();
  });

  test("the help widget keeps a draft while closed, sends from the page it is on, and stays off account pages", async ({
    page,
  }) => {
    await page.goto("/de/therapists/");
    const open = page.getByRole("button", { name: "Hilfe", exact: true });
    await open.click();
    const panel = page.getByRole("dialog", { name: "Wie können wir helfen?" });
    await expect(panel).toBeVisible();
    await panel.getByLabel("Vorname").fill("Jonas");
    await panel.getByLabel("Nachricht").fill("Gibt es Therapeuten, die Deutsch sprechen?");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await open.click();
    await expect(panel.getByLabel("Nachricht")).toHaveValue(
      "Gibt es Therapeuten, die Deutsch sprechen?",
    );
    await panel.getByLabel("Nachname").fill("Weber");
    await panel.getByLabel("E-Mail").fill("jonas.weber@example.com");
    await panel.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(panel.getByText("Nachricht gesendet")).toBeVisible();

    // The German pages, which the visitor chose above.
    await page.goto("/de/policy/client-cancellation/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(open).toHaveCount(0);
    await page.goto("/de/policy/provider-cancellation/");
    await expect(open).toBeVisible();
  });
});
