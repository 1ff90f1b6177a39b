import { expect, test, type Locator } from "../fixtures";
import { signIn } from "../steps";

/** The names on a list's rows, top to bottom. */
const namesIn = async (list: Locator) =>
  (await list.getByRole("link").allTextContents()).map((text) => text.split(" · ")[0]);

// Priya Shah's sessions are seeded relative to the run's start (e2e/seed-lifecycle.ts): Chioma's
// in an hour, Emily's in 26 hours, and Jonas's to schedule later, booked before both.
test("a therapist sees the week's sessions first, in time order, with names, and today on the calendar", async ({
  page,
}) => {
  await signIn(page, "priya.shah@demo.therapy", "demo-pass-1");

  for (const path of ["/overview/", "/appointments/"]) {
    await page.goto(path);
    const dated = page.getByRole("region", { name: /^(Today|This week|Later)$/ });
    await expect(dated.first()).toContainText("Chioma Eze");
    const names = (await namesIn(page.locator("main"))).join("|");
    expect(names.indexOf("Chioma Eze")).toBeLessThan(names.indexOf("Emily Brown"));
    const open = page.getByRole("region", { name: /sessions? to schedule or pay for/ });
    await expect(open).toContainText("Jonas Weber");
    expect(names.indexOf("Emily Brown")).toBeLessThan(names.indexOf("Jonas Weber"));
  }

  await page.goto("/calendar/");
  const today = page.locator('button[aria-current="date"]');
  await expect(today).toHaveAttribute("aria-label", /Today/);
  await expect(today).toHaveAttribute("aria-pressed", "true");
  const day = page.getByRole("list", { name: "Sessions on this day" });
  await expect(day).toContainText("Chioma Eze");
  await expect(page.getByText(/times? (is|are) booked on this date/)).toHaveCount(0);
});
