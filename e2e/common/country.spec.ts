import { expect, test } from "../fixtures";

test.describe("the visitor's country", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "cookieConsent", value: "false", url: baseURL! }]);
  });

  test("a visitor from a country we do not serve is asked to choose one, and the choice sticks", async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders({ "x-country-code": "FR" });
    await page.goto("/");
    const prompt = page.getByRole("dialog", { name: "Haven is not available in France yet" });
    await expect(prompt).toBeVisible();
    await expect(page.getByText(/Licensed therapists in France/)).toHaveCount(0);
    await prompt.getByRole("button", { name: "United Kingdom (GBP)" }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByText(/Licensed therapists in the United Kingdom/)).toBeVisible();
    const choice = page.getByRole("contentinfo").locator("summary");
    await expect(choice).toHaveText("Country and currency: United Kingdom · GBP");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "X-CountryCode")?.value).toBe("GB");
    // The proxy still says France; the visitor's choice wins.
    await page.reload();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(choice).toHaveText("Country and currency: United Kingdom · GBP");
  });

  test("Escape dismisses the prompt for good, and the footer says the country is not served", async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders({ "x-country-code": "FR" });
    await page.goto("/de/");
    const prompt = page.getByRole("dialog", {
      name: "Haven ist in Frankreich noch nicht verfügbar",
    });
    await expect(prompt).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(prompt).toBeHidden();
    expect(
      (await context.cookies()).find((c) => c.name === "ignoreOperatingCountryPrompt")?.value,
    ).toBe("true");
    await page.reload();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("contentinfo").locator("summary")).toHaveText(
      "Land und Währung: Frankreich · noch nicht verfügbar",
    );
  });

  test("the footer's choice changes the country and its currency", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("summary")).toHaveText("Country and currency: Nigeria · NGN");
    await footer.locator("summary").click();
    await footer.getByRole("button", { name: "Germany · EUR" }).click();
    await expect(page.getByText(/Licensed therapists in Germany/)).toBeVisible();
    await expect(footer.locator("summary")).toHaveText("Country and currency: Germany · EUR");
  });
});
