import { expect, test } from "../fixtures";

test.describe("the app shell", () => {
  test("the English home page shows the shell data for the visitor's country", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "X-CountryCode", value: "US", url: baseURL! }]);
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Find a therapist who fits you" }),
    ).toBeVisible();
    const states = page.getByRole("region", { name: "Where our therapists are" });
    await expect(states.getByText("California")).toBeVisible();
    await expect(states.getByText("New York")).toBeVisible();
    await expect(states.getByRole("listitem")).toHaveCount(3);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Individual therapy")).toBeVisible();
    await expect(footer.getByText("Anxiety")).toBeVisible();
    await expect(
      footer.getByRole("heading", { name: "Top concerns" }).locator("..").getByRole("listitem"),
    ).toHaveCount(10);
  });

  test("the German home page speaks German and shows German names", async ({ page }) => {
    await page.goto("/de/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      page.getByRole("heading", { level: 1, name: "Finden Sie eine Therapie, die zu Ihnen passt" }),
    ).toBeVisible();
    // Without a geo header or cookie, the German site assumes Germany.
    await expect(
      page
        .getByRole("region", { name: "Wo unsere Therapeutinnen und Therapeuten sind" })
        .getByText("Berlin"),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText("Einzeltherapie")).toBeVisible();
  });

  test("switching language keeps the page and its query", async ({ page }) => {
    await page.goto("/some/missing/page/?ref=mail");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: "Deutsch" })
      .click();
    await expect(page).toHaveURL(/\/de\/some\/missing\/page\/\?ref=mail$/);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Sprache" })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/localhost:\d+\/some\/missing\/page\/\?ref=mail$/);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    // English stays chosen: the start page no longer sends this visitor to German.
    await page.goto("/");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test("page paths get their trailing slash", async ({ page }) => {
    await page.goto("/de");
    await expect(page).toHaveURL(/\/de\/$/);
  });
});

test.describe("cookie consent", () => {
  test("a custom choice persists across visits and can be changed from the footer", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Customize" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("checkbox", { name: /Analytics/ }).check();
    await dialog.getByRole("button", { name: "Save my choices" }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "cookieConsent")?.value).toBe("custom");

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(
      page.getByRole("dialog").getByRole("checkbox", { name: /Analytics/ }),
    ).toBeChecked();
    await expect(
      page.getByRole("dialog").getByRole("checkbox", { name: /Advertising/ }),
    ).not.toBeChecked();
    await page.getByRole("dialog").getByRole("button", { name: "Reject all" }).click();
    await page.reload();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === "cookieConsent")?.value).toBe("false");
  });
});

test.describe("cookie consent before any JavaScript runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the server HTML holds the banner until a choice is stored, and not after", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await page.goto("/de/therapists/");
    // The mocked build holds the page back until MSW runs (MockingGate); the real one paints it
    // straight from the server HTML.
    if (testInfo.project.name === "full-stack") {
      await expect(
        page.getByRole("heading", { level: 1, name: "Therapeut:in finden" }),
      ).toBeVisible();
    }
    await expect(
      page.getByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();

    await context.addCookies([{ name: "cookieConsent", value: "false", url: baseURL! }]);
    await page.goto("/de/therapists/");
    await expect(page).toHaveTitle(/Therapeut/);
    await expect(
      page.getByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" }),
    ).toHaveCount(0);
  });

  test("its one-click answers are stored by the server, back on the same page", async ({
    page,
    context,
  }) => {
    const banner = page.getByRole("region", { name: "Ihre Privatsphäre ist uns wichtig" });
    const stored = async () =>
      (await context.cookies()).find((c) => c.name === "cookieConsent")?.value;
    for (const [button, value] of [
      ["Alle ablehnen", "false"],
      ["Alle akzeptieren", "true"],
    ] as const) {
      await context.clearCookies();
      await page.goto("/de/therapists/?page=2");
      await banner.getByRole("button", { name: button }).click();
      await expect(page).toHaveURL(/\/de\/therapists\/\?page=2$/);
      await expect(banner).toHaveCount(0);
      expect(await stored()).toBe(value);
    }
  });
});
