import { createServer, type Server } from "node:http";
import { expect, test as base } from "../fixtures";

// Browser errors reach Sentry (decision 0812): an app of this file's own (its serverEnv) with its
// DSN pointed at a stand-in started here. A thrown error arrives scrubbed, naming the request id of
// the API's last answer; a network error never does. (A server error's report is proven in lib/server/error-reports.test.ts.)
const SENTRY_PORT = Number(process.env.E2E_FULL_STACK_PORT ?? 3100) + 9;
const EMAIL = "ada.lovelace@example.com";
let sentry: Server;
const envelopes: string[] = [];

// This test throws in the page on purpose: the fixture that fails on any uncaught error stays off.
const test = base.extend({
  noUncaughtErrors: async ({}, provide) => provide(),
});
test.use({ serverEnv: { SENTRY_DSN: `http://publickey@127.0.0.1:${SENTRY_PORT}/1` } });

test.beforeAll(async () => {
  sentry = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.method === "POST") envelopes.push(body);
      res.writeHead(200, { "access-control-allow-origin": "*" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => sentry.listen(SENTRY_PORT, "127.0.0.1", resolve));
});
test.afterAll(() => new Promise((resolve) => sentry.close(resolve)));

test("a browser error is reported with the last API answer's request id and without personal data; a network error is not", async ({
  page,
}) => {
  await page.route("**/network-down-probe", (route) => route.abort("internetdisconnected"));
  await page.goto("/login/");
  await page.waitForFunction(() => "__SENTRY__" in window);

  // A refused sign-in: its answer's id is what the server's logs know the request by.
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill("not-the-password-1");
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/user/login")),
    page.getByRole("button", { name: "Sign in", exact: true }).click(),
  ]);
  expect(refused.ok()).toBe(false);
  const requestId = (await refused.headerValue("x-request-id"))!;
  expect(requestId).toBeTruthy();

  // The failed fetch's rejection is unhandled, as a careless caller's would be; wait until it was.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener("unhandledrejection", () => setTimeout(resolve), { once: true });
        void fetch("/network-down-probe");
      }),
  );
  await page.evaluate((email) => {
    setTimeout(() => {
      throw new Error(`The widget broke for ${email}`);
    });
  }, EMAIL);

  await expect.poll(() => envelopes.join("\n")).toContain("The widget broke for [email]");
  const sent = envelopes.join("\n");
  expect(sent).not.toContain(EMAIL);
  expect(sent).not.toMatch(/Failed to fetch|network-down-probe/);
  expect(sent).not.toContain("cookie");
  expect(sent).toContain('"page":"/login/"');
  expect(sent).toContain(`"requestId":"${requestId}"`);
});
