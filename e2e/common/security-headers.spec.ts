import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures";

async function clientToken(request: APIRequestContext) {
  const res = await request.post("/api/user/login", {
    data: { email: "chioma.eze@demo.therapy", password: "demo-pass-1" },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

// Issue 17: every page kind carries the security headers, its scripts run under the nonce CSP
// (no violations, the page still works), and an undecodable address shows the not-found page.
const PAGES = [
  "/",
  "/de/",
  "/therapists/",
  "/login/",
  "/register/",
  "/policy/client-cancellation/",
  "/checkout/sandbox/hv-0123456789abcdef0123456789abcdef/",
  "/no-such-page/",
];

test.describe("page security headers", () => {
  for (const path of PAGES) {
    test(`${path} has the CSP with a nonce, no framing and a strict referrer`, async ({
      request,
    }) => {
      // The checkout is a signed-in client's page (a visitor is sent to sign in first).
      const asClient = path.startsWith("/checkout/")
        ? { cookie: `token=${await clientToken(request)}; userType=client` }
        : undefined;
      const res = await request.get(path, { maxRedirects: 0, headers: asClient });
      const headers = res.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
    });
  }

  test("a nonce is new on every answer", async ({ request }) => {
    const nonce = async () =>
      (await request.get("/")).headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  test("pages run under the policy without a violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/login/");
    await page.getByLabel("Email").fill("someone@example.com");
    await expect(page.getByLabel("Email")).toHaveValue("someone@example.com");
    await page.goto("/therapists/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("an address with broken percent-encoding shows the not-found page", async ({ page }) => {
    for (const [path, title] of [
      ["/therapists/%u0000/", "Page not found"],
      ["/de/therapists/%E0%A4%A/", "Seite nicht gefunden"],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    }
  });
});
