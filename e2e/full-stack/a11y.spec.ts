import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "../fixtures";
import { staffSignIn } from "../steps";

/**
 * axe on every page, signed out, as a client, as a therapist and as staff: 0 violations (issue
 * 14). A new page belongs in one of these lists; pages with an id in their path are found from the
 * seeded data below.
 */
const PUBLIC = [
  "/",
  "/therapists/",
  "/login/",
  "/register/",
  "/register/therapist/",
  "/forgot-password/",
  "/reset-password/",
  "/restore-email/",
  "/verify-email/",
  "/unsubscribe/",
  "/contact/",
  "/policy/client-cancellation/",
  "/policy/provider-cancellation/",
  "/no-such-page/",
];
const CLIENT = [
  "/overview/",
  "/appointments/",
  "/messages/",
  "/notifications/",
  "/wallet/",
  "/vouchers/",
  "/account/",
  "/account/security/",
  "/preference/",
  "/recommended-provider/",
  "/waitlist/",
  "/care/",
  "/care/help/",
];
const PROVIDER = [
  "/overview/",
  "/appointments/",
  "/calendar/",
  "/availability/",
  "/clients/",
  "/clients/imported/",
  "/clients/imported/email-manual/",
  "/messages/",
  "/notifications/",
  "/earnings/",
  "/practice/",
  "/credentials/",
  "/account/security/",
  "/waitlist/demand/",
  "/care/templates/",
];

/** The operations console, as the demo admin (every area; decisions 0807, 0808, 0810). */
const STAFF = [
  "/staff/",
  "/staff/verifications/",
  "/staff/people/",
  "/staff/reviews/",
  "/staff/reviews/?status=hidden",
  "/staff/emails/",
  "/staff/support/",
  "/staff/payouts/",
  "/staff/withdrawals/",
  "/staff/adjustments/",
  "/staff/audit/",
  "/staff/team/",
];
const ADMIN = { email: "oliver.admin@demo.therapy", secret: "DEMOADMINSTAFFHVDEMOADMINSTAFFHV" };

// Sessions seeded at times measured from now (e2e/seed-lifecycle.ts).
const ids = JSON.parse(readFileSync(".data/e2e/lifecycle.json", "utf8")) as Record<string, string>;

async function signIn(page: Page, email: string) {
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
}

/** A person's API call, with its own login (the e2e server's access tokens live 10 s). */
async function apiAs(page: Page, email: string, path: string, data?: unknown) {
  const login = await page.request.post("/api/user/login", {
    data: { email, password: "demo-pass-1" },
  });
  const token = (await login.json()).data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const res = await (data === undefined
    ? page.request.get(`/api${path}`, { headers })
    : page.request.post(`/api${path}`, { headers, data }));
  expect(res.ok(), path).toBe(true);
  return (await res.json()).data;
}

/** The first link on a page whose path matches (once the page's data shows), without its locale. */
async function linkOn(page: Page, path: string, pattern: RegExp) {
  await page.goto(path);
  const href = () =>
    page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
      .then((hrefs) => hrefs.find((h) => pattern.test(h)));
  await expect.poll(href, { message: `a link like ${pattern} on ${path}` }).toBeTruthy();
  return (await href())!.replace(/^\/de(?=\/)/, "");
}

/** axe on what the page shows now (a page, or a dialog open over it). */
async function expectNothingFound(page: Page, label: string) {
  // Content that loads after the first paint (lists, forms) is part of the page.
  await expect(page.getByRole("status").filter({ hasText: /Loading|Wird geladen/ })).toHaveCount(0);
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
  // frames' results, which doubled the check's time (our pages' frames are all same-origin).
  // Only violations are asserted, so only they are collected in full.
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  const found = result.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
  expect.soft(found, label).toEqual([]);
}

/**
 * Until React has hydrated the page and no request has been in flight for 150 ms since (the live
 * channel's stream aside), 10 s at most. Playwright's "networkidle" waits 500 ms of quiet after
 * every page, which was half of this spec's time over 66 pages.
 */
async function settled(page: Page, path: string) {
  const inFlight = new Set<Request>();
  const track = (request: Request) => {
    if (request.resourceType() !== "eventsource") inFlight.add(request);
  };
  const done = (request: Request) => inFlight.delete(request);
  page.on("request", track);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  try {
    // Waits for React to have hydrated the page (e2e/fixtures.ts); its queries start right after.
    await page.goto(path);
    let quietSince = Date.now();
    const deadline = quietSince + 10_000;
    while (Date.now() - quietSince < 150 && Date.now() < deadline) {
      await page.waitForTimeout(25);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off("request", track);
    page.off("requestfinished", done);
    page.off("requestfailed", done);
  }
}

async function expectNoViolations(page: Page, path: string) {
  await settled(page, path);
  await expectNothingFound(page, path);
}

/**
 * Each page once, in English or German by turns (decision 0046): axe's rules read a page's
 * structure, names and colours, which the two languages share; the German messages have every
 * English key and no empty text (lib/i18n/messages.test.ts).
 */
const LANGUAGES = ["", "/de"] as const;
const inTurn = (index: number) => LANGUAGES[index % LANGUAGES.length]!;

async function expectNoneOnEach(page: Page, paths: readonly string[], offset = 0) {
  for (const [index, path] of paths.entries())
    await expectNoViolations(page, inTurn(index + offset) + path);
}

// The areas share no data, so they spread over both workers (each with its own app).
test.describe.configure({ mode: "parallel" });

test("axe finds nothing on the public pages", async ({ page }) => {
  test.setTimeout(180_000);
  await expectNoneOnEach(page, PUBLIC);
  // A listed therapist's profile too.
  const profile = await linkOn(page, "/de/therapists/", /\/therapists\/[0-9a-f-]{36}\/?$/);
  await expectNoViolations(page, `/de${profile}`);
  // The link in a therapist's import invitation, opened by someone without an account.
  const invitee = `a11y-${Date.now().toString(36)}@example.com`;
  await apiAs(page, "sarah.mitchell@demo.therapy", "/client-import", {
    mode: "emails",
    emails: invitee,
  });
  const outbox = (await (await page.request.get("/api/dev/outbox")).json()).data as {
    to: string;
    text: string;
  }[];
  const link = outbox.find((m) => m.to === invitee)!.text.match(/\/invitation\/[^\s/]+/)![0];
  await expectNoViolations(page, `${link}/`);
});

test("axe finds nothing on a client's pages", async ({ page }) => {
  test.setTimeout(300_000);
  const email = "emily.brown@demo.therapy";
  await signIn(page, email);
  await expectNoneOnEach(page, CLIENT);
  const receipt = await linkOn(page, "/wallet/", /\/transactions\/[0-9a-f-]{36}\/?$/);
  const profile = await linkOn(page, "/therapists/", /\/therapists\/[0-9a-f-]{36}\/?$/);
  const withIds = [
    receipt,
    `${profile.replace(/\/?$/, "/")}book/`,
    `/payment/${ids.refundable}/`,
    `/appointments/${ids.refundable}/`,
    `/appointments/${ids.refundable}/receipt/`,
    // The session room before it opens (the open room: e2e/full-stack/session-room.spec.ts).
    `/appointments/${ids.refundable}/room/`,
    // The invitation page, as the invited person sees it.
    `/appointments/participant/${ids.emilyInvitation}/`,
  ].map((path) => path.replace(/\/?$/, "/"));
  await expectNoneOnEach(page, withIds, CLIENT.length);

  // A completed session's review: the form in its dialog, and the edit dialog of a given one.
  await expectNoViolations(page, `/de/appointments/${ids.reviewable}/`);
  await page.getByRole("button", { name: "Bewertung schreiben" }).click();
  await expect(page.getByRole("dialog").getByRole("heading")).toBeVisible();
  await expectNothingFound(page, `/de/appointments/${ids.reviewable}/ (review dialog)`);
  const completed = (await apiAs(page, email, "/booking?statuses=completed")) as {
    identifier: string;
    feedbackProvided: boolean;
  }[];
  const reviewed = completed.find((b) => b.feedbackProvided)!;
  const edit = await linkOn(page, `/appointments/${reviewed.identifier}/`, /participantId=/);
  await expectNoViolations(page, edit);
  await expect(page.getByRole("dialog").getByRole("heading")).toBeVisible();
});

test("axe finds nothing on a therapist's pages", async ({ page }) => {
  test.setTimeout(300_000);
  const email = "sarah.mitchell@demo.therapy";
  await signIn(page, email);
  await expectNoneOnEach(page, PROVIDER);
  const [session] = (await apiAs(page, email, "/appointment?statuses=completed")) as {
    identifier: string;
    client: { identifier: string };
  }[];
  const client = `/clients/${session!.client.identifier}/`;
  const withIds = [
    `/appointments/${session!.identifier}/`,
    // The room of a session that took place, closed.
    `/appointments/${session!.identifier}/room/`,
    client,
    `${client}book/`,
    `${client}notes/`,
    `${client}notes/session/${session!.identifier}/`,
  ];
  await expectNoneOnEach(page, withIds, PROVIDER.length);
});

test("axe finds nothing on the operations console, as an admin", async ({ page }) => {
  test.setTimeout(240_000);
  await staffSignIn(page, ADMIN);
  await expectNoneOnEach(page, STAFF);
  const person = await linkOn(page, "/staff/people/", /\/staff\/people\/[0-9a-f-]{36}\/?$/);
  await expectNoViolations(page, `/de${person}`);
});

test("axe finds nothing on a couples session's participants, for its client and its therapist", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Emily is invited to Jonas's session with Lena: the invite form and the list, both sides.
  await signIn(page, "jonas.weber@demo.therapy");
  await expectNoViolations(page, `/appointments/${ids.emilyInvitedTo}/`);
  await expect(page.getByRole("region", { name: "Participants" })).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, "lena.mueller@demo.therapy");
  await expectNoViolations(page, `/de/appointments/${ids.emilyInvitedTo}/`);
  await expect(page.getByRole("region", { name: "Teilnehmende" })).toBeVisible();
});
