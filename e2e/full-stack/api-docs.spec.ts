import { expect, gotoBeforeHydration, test } from "../fixtures";

const SHOTS = process.env.API_DOCS_SHOTS;

// The reference is Scalar's page, not ours: it has no <main> to hydrate. The fixture fails the test
// on any request its Content Security Policy blocks (the "Ask AI" agent once called Scalar's
// registry from here).
for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const) {
  test(`the API reference renders the document on a ${size}, and asks nothing of other hosts`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
    });
    // The server builds the document on its first ask, which under load outlasts an assertion's
    // wait; the reference asks for it as soon as it opens.
    expect((await page.request.get("/api/openapi.json", { timeout: 60_000 })).ok()).toBe(true);
    await gotoBeforeHydration(page, "/api/docs");
    await expect(page.getByRole("heading", { name: "Haven API" }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText("/api/booking/{id}/cancel").first()).toBeAttached();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-docs-${size}.png` });
    expect(elsewhere).toEqual([]);
  });
}
