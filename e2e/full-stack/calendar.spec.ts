import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures";
import { signIn } from "../steps";

// Chioma's paid couples session with Tunde Bakare, four days ahead (e2e/seed-lifecycle.ts).
const { couples } = JSON.parse(readFileSync(".data/e2e/lifecycle.json", "utf8")) as {
  couples: string;
};

test("a client saves a confirmed session to their calendar, in their language", async ({
  page,
}) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await page.goto(`/de/appointments/${couples}/`);
  const saving = page.waitForEvent("download");
  await page.getByRole("button", { name: "Zum Kalender hinzufügen" }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^session-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = (await readFile((await file.path())!, "utf8")).replace(/\r\n /g, "");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain("SUMMARY:Sitzung mit Tunde Bakare");
  expect(ics).toContain(`/de/appointments/${couples}/`);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
});

test("a therapist subscribes their calendar app to their sessions", async ({ page }) => {
  await signIn(page, "tunde.bakare@demo.therapy", "demo-pass-1");
  await page.goto("/appointments/");
  const panel = page.getByRole("region", { name: "Your sessions in your calendar app" });
  await panel.getByRole("button", { name: "Create a calendar link" }).click();
  const url = await panel.getByLabel("Your calendar link").inputValue();
  expect(url).toMatch(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);

  // What the calendar app fetches, without the therapist's cookies.
  const feed = await page.request.fetch(url, { headers: { cookie: "" } });
  expect(feed.status()).toBe(200);
  const ics = (await feed.text()).replace(/\r\n /g, "");
  expect(ics).toContain(`UID:${couples}@`);
  expect(ics).toContain("SUMMARY:Session with Chioma E.");

  await page.reload();
  await expect(panel.getByText(/Your calendar link has been on since/)).toBeVisible();
  await panel.getByRole("button", { name: "Turn off" }).click();
  await expect(panel.getByRole("button", { name: "Create a calendar link" })).toBeVisible();
  expect((await page.request.fetch(url, { headers: { cookie: "" } })).status()).toBe(404);
});
