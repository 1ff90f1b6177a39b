import { readFileSync } from "node:fs";
import { expect, test } from "../fixtures";
import { signIn } from "../steps";

const ids = JSON.parse(readFileSync(".data/e2e/lifecycle.json", "utf8")) as Record<string, string>;

/** The order the page links the sessions in, by their identifiers. */
const linkedOrder = async (page: import("@playwright/test").Page) =>
  (
    await page
      .locator("main a[href*='/appointments/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
  ).join(" ");

// Tunde Bakare's sessions with Chioma are seeded relative to the run's start
// (e2e/seed-lifecycle.ts): in an hour, in 26 hours, and one to schedule later, booked first.
test("a therapist sees the week's sessions first, in time order, with names, and today on the calendar", async ({
  page,
}) => {
  await signIn(page, "tunde.bakare@demo.therapy", "demo-pass-1");

  for (const path of ["/overview/", "/appointments/"]) {
    await page.goto(path);
    const dated = page.getByRole("region", { name: /^(Today|This week|Later)$/ });
    await expect(dated.first()).toContainText("Chioma Eze");
    const open = page.getByRole("region", { name: /sessions? to schedule or pay for/ });
    await expect(open.locator(`a[href*='${ids.weekLater}']`)).toContainText("Chioma Eze");
    const order = await linkedOrder(page);
    const at = (id: string) => order.lastIndexOf(id!);
    expect(at(ids.weekSoon!)).toBeLessThan(at(ids.weekTomorrow!));
    expect(at(ids.weekTomorrow!)).toBeLessThan(at(ids.weekLater!));
  }

  await page.goto("/calendar/");
  const today = page.locator('button[aria-current="date"]');
  await expect(today).toHaveAttribute("aria-label", /Today/);
  await expect(today).toHaveAttribute("aria-pressed", "true");
  // Tunde's calendar runs on Lagos time, where the session an hour away may be tomorrow's.
  const soonDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(
    new Date(ids.weekSoonAt!),
  );
  const label = new Intl.DateTimeFormat("en", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${soonDate}T00:00:00Z`),
  );
  if (!(await today.getAttribute("aria-label"))!.startsWith(label)) {
    const soonDay = page.getByRole("button", { name: new RegExp(`^${label}`) });
    if (!(await soonDay.count())) await page.getByRole("button", { name: "Next month" }).click();
    await soonDay.click();
  }
  const day = page.getByRole("list", { name: "Sessions on this day" });
  await expect(day.locator(`a[href*='${ids.weekSoon}']`)).toContainText("Chioma Eze");
  await expect(page.getByText(/times? (is|are) booked on this date/)).toHaveCount(0);
});
