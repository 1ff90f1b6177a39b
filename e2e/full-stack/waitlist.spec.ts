import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "../fixtures";
import { signIn } from "../steps";

// The waiting client is in Berlin; the therapist (Sarah Mitchell) works in New York.
test.use({ timezoneId: "Europe/Berlin" });

const SHOTS = process.env.WAITLIST_SHOTS ?? "test-results/waitlist-shots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * A person's API call, with its own login (the e2e server's access tokens live 10 s), from their
 * own browser context: a login sets cookies, which must not sign the waiting client's page out.
 */
async function apiAs(request: APIRequestContext, email: string, path: string, data?: unknown) {
  const login = await request.post("/api/user/login", {
    data: { email, password: "demo-pass-1" },
  });
  const token = (await login.json()).data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const res = await (data === undefined
    ? request.get(`/api${path}`, { headers })
    : request.post(`/api${path}`, { headers, data }));
  expect(res.ok(), path).toBe(true);
  return (await res.json()).data;
}

/** The wall clock of an instant in Berlin: weekday's short English name, date and time. */
function inBerlin(iso: string, plusMinutes = 0) {
  const at = new Date(Date.parse(iso) + plusMinutes * 60_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", ...options }).format(at);
  return {
    weekday: new Intl.DateTimeFormat("en", { timeZone: "Europe/Berlin", weekday: "short" }).format(
      at,
    ),
    date: part({ year: "numeric", month: "2-digit", day: "2-digit" }),
    time: part({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  };
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // The cookie banner sits over the bottom of the page; answer it first.
  const banner = page.locator('section[aria-labelledby="consent-title"]');
  if (await banner.isVisible())
    await banner.getByRole("button", { name: /^(Reject all|Alle ablehnen)$/ }).click();
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test("a client joins a waitlist, another cancels, and the first gets the time live and books it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  // Sarah's free times; a later one, so other specs' bookings of her first times never meet it.
  const cards = await (await page.request.get("/api/providers?q=Sarah%20Mitchell")).json();
  const sarah = (cards.data as { identifier: string }[])[0]!.identifier;
  const categories = await (await page.request.get("/api/categories/therapy")).json();
  const individual = (categories.data as { identifier: string; slug: string }[]).find(
    (c) => c.slug === "individual",
  )!.identifier;
  const days = await (
    await page.request.get(`/api/provider-availability/timeslot/${sarah}?category=${individual}`)
  ).json();
  const slot = (
    days.data as { timeSlot: { identifier: string; isBooked: boolean; start: string }[] }[]
  )
    .flatMap((d) => d.timeSlot)
    .filter((s) => !s.isBooked)[25]!;
  const minutes = Number(slot.identifier.split("_")[1]);

  // Another client holds that time first (a booking waiting for payment).
  const emily = await browser.newContext();
  const held = await apiAs(emily.request, "emily.brown@demo.therapy", "/booking", {
    providerId: sarah,
    therapyCategoryId: individual,
    modality: "video",
    timeslotIdentifier: slot.identifier,
  });

  // The waiting client joins from Sarah's profile: that weekday and hour of Berlin, that day.
  await signIn(page, "jonas.weber@demo.therapy", "demo-pass-1");
  await page.goto(`/therapists/${sarah}/`);
  await page.getByRole("link", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("heading", { name: /Join the waitlist/ })).toBeVisible();
  const start = inBerlin(slot.start);
  const end = inBerlin(slot.start, minutes);
  await page.getByLabel("Therapy").selectOption({ label: "Individual therapy" });
  await page.getByText(start.weekday, { exact: true }).click();
  await page.getByLabel("From", { exact: true }).fill(start.time);
  await page.getByLabel("To", { exact: true }).fill(end.time);
  await page.getByLabel("First date").fill(start.date);
  await page.getByLabel("Last date").fill(start.date);
  await expect(page.getByText("Times in Europe/Berlin.")).toBeVisible();
  await shoot(page, "join-en");
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByText("You are on the waitlist.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Waiting for Sarah Mitchell" })).toBeVisible();
  await expect(page.getByTestId("waitlist-offer")).toHaveCount(0);

  // The other client cancels; within the sweeper's half minute the time is held for the first,
  // and their open page shows it without a reload.
  await apiAs(emily.request, "emily.brown@demo.therapy", `/booking/${held.identifier}/cancel`, {});
  await emily.close();
  const offer = page.getByTestId("waitlist-offer");
  await expect(offer).toBeVisible({ timeout: 60_000 });
  await expect(offer).toContainText("Held for you:");
  await shoot(page, "offer-en");
  await page.goto("/de/waitlist/");
  await expect(page.getByTestId("waitlist-offer")).toContainText("Für Sie freigehalten");
  await shoot(page, "offer-de");

  // Booking it (in German now: the site keeps the language chosen) is the usual payment page of a
  // booking waiting for payment.
  await page.getByRole("button", { name: "Diesen Termin buchen" }).click();
  await expect(page).toHaveURL(/\/de\/payment\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText("Wartet auf Zahlung")).toBeVisible();

  // The therapist sees how many wait, per weekday and hour, and no name.
  const therapist = await browser.newContext({ timezoneId: "America/New_York" });
  const sarahPage = await therapist.newPage();
  await sarahPage.setViewportSize(DESKTOP);
  await signIn(sarahPage, "sarah.mitchell@demo.therapy", "demo-pass-1");
  await sarahPage.goto("/waitlist/demand/");
  await expect(sarahPage.getByRole("heading", { name: "Your waitlist" })).toBeVisible();
  await expect(sarahPage.getByRole("table")).toBeVisible();
  await expect(sarahPage.getByText("Jonas")).toHaveCount(0);
  await shoot(sarahPage, "demand-en");
  await sarahPage.goto("/de/waitlist/demand/");
  await expect(sarahPage.getByRole("heading", { name: "Ihre Warteliste" })).toBeVisible();
  await shoot(sarahPage, "demand-de");
  await therapist.close();
});
