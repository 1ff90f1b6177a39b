import { expect, test } from "../fixtures";

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
