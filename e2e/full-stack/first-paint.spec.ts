import { expect, gotoBeforeHydration, test, type Page } from "../fixtures";
import { signIn } from "../steps";

/** Holds back the page's scripts until the returned function is called: a visitor before hydration. */
async function holdScripts(page: Page) {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

// Pages paint from the server HTML before they ask for their JavaScript (decision 0025), and the
// scripts, requested after that paint, still bring the page to life.
for (const path of ["/", "/therapists/", "/de/login/"]) {
  test(`${path} paints before it requests its scripts, then hydrates`, async ({ page }) => {
    await page.goto(path);
    // The consent banner answers its button only once React has hydrated it.
    const banner = page.getByRole("region", { name: /We value your privacy|Privatsphäre/ });
    await expect(async () => {
      await banner.getByRole("button", { name: /Accept all|Alle akzeptieren/ }).click();
      await expect(banner).toHaveCount(0, { timeout: 500 });
    }).toPass();

    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((r) => /\/_next\/static\/chunks\/.+\.js$/.test(r.name))
        .map((r) => r.startTime),
    }));
    expect(timing.paint).toBeDefined();
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
  });
}

// The scripts come after the first paint, so a visitor can answer the consent banner before they
// have run; that click must not be lost (decision 0032).
test("a consent choice made before the scripts have arrived is kept", async ({ page, context }) => {
  const release = await holdScripts(page);
  await gotoBeforeHydration(page, "/therapists/");
  const banner = page.getByRole("region", { name: "We value your privacy" });
  await banner.getByRole("button", { name: "Reject all" }).click();
  release();

  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/therapists\/$/);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "cookieConsent")?.value)
    .toBe("false");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

// The language switcher is links, so a visitor who changes language before the scripts have
// arrived gets the other language at once, on the same page with the same query.
test("the language can be switched before the scripts have arrived", async ({ page }) => {
  const release = await holdScripts(page);
  await gotoBeforeHydration(page, "/therapists/?countryCode=US");
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "Deutsch" })
    .click();
  await expect(page).toHaveURL(/\/de\/therapists\/\?countryCode=US$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page
    .getByRole("navigation", { name: "Sprache" })
    .getByRole("link", { name: "English" })
    .click();
  await expect(page).toHaveURL(/localhost:\d+\/therapists\/\?countryCode=US$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  release();
  // English stays chosen: the start page does not send this visitor back to German.
  await page.goto("/");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

// Next's notFound() answers an empty shell the browser fills in only once its scripts have run
// (decision 0028): pages that are not found render themselves, in the server's HTML, with 404.
test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a page that is not found is in the server's HTML and answers 404", async ({ page }) => {
    for (const [path, title] of [
      ["/no-such-page/", "Page not found"],
      ["/policy/refunds/", "Page not found"],
      ["/therapists/%u0000/", "Page not found"],
      // Last: a German page sets the language cookie the others would then follow.
      ["/de/therapists/00000000-0000-4000-8000-999999999999/", "Seite nicht gefunden"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
  });
});

// The person's card above the dashboard menu is read in the browser; its placeholder has its
// height, so the menu does not jump down or up once it arrives.
for (const [who, email, api, path, name] of [
  ["therapist", "amaka.obi@demo.therapy", "/api/provider", "/earnings/", "Amaka Obi"],
  ["client", "chioma.eze@demo.therapy", "/api/client", "/wallet/", "Chioma Eze"],
] as const) {
  test(`a ${who}'s dashboard menu stays where it is when their card loads`, async ({ page }) => {
    await signIn(page, email, "demo-pass-1");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === api,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(path);
    const menu = page.locator("#dashboard-nav");
    await expect(menu).toBeVisible();
    const before = (await menu.boundingBox())!.y;
    release();
    await expect(page.locator("aside").getByText(name)).toBeVisible();
    expect((await menu.boundingBox())!.y).toBe(before);
  });
}
