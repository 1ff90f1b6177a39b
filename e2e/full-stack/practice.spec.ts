import { readFileSync } from "node:fs";
import { expect, test, type Page } from "../fixtures";
import { signIn } from "../steps";
import { pngImage } from "../../tests/helpers/images";

// Amaka Obi practises in Africa/Lagos (UTC+1 all year, no daylight saving).
const LAGOS_OFFSET_MS = 3_600_000;
const lagosDate = (ms: number) => new Date(ms + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** The first Monday at least three days ahead on Amaka's calendar, and the Monday after it. */
function mondays() {
  let day = Date.now() + 3 * 86_400_000;
  while (new Date(day + LAGOS_OFFSET_MS).getUTCDay() !== 1) day += 86_400_000;
  return { blocked: lagosDate(day), open: lagosDate(day + 7 * 86_400_000) };
}

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function startTimes(page: Page, providerId: string, date: string, timezone: string) {
  const res = await page.request.get(
    `/api/provider-availability/timeslot/${providerId}?date=${date}&timezone=${timezone}`,
  );
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    data: { date: { date: string }; timeSlot: { startTime: string; isBooked: boolean }[] }[];
  };
  expect(body.data.map((d) => d.date.date)).toEqual([date]);
  return body.data[0]!.timeSlot.map((s) => s.startTime);
}

test("a therapist sets up photo, fee and availability, and the public time slots show exactly that", async ({
  page,
}) => {
  await page.goto("/login/");
  await page.getByLabel("Email").fill("amaka.obi@demo.therapy");
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Amaka" })).toBeVisible();
  await page.locator("#dashboard-nav").getByRole("link", { name: "Practice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your practice" })).toBeVisible();
  await expect(page.getByText("Your profile is complete and listed")).toBeVisible();

  // Photo: a real 600x400 image, cropped square with some zoom.
  // "Change photo" when a retry finds the first try's photo.
  await page.getByLabel(/^(Upload|Change) photo$/).setInputFiles({
    name: "portrait.png",
    mimeType: "image/png",
    buffer: pngImage(600, 400),
  });
  const crop = page.getByRole("dialog", { name: "Crop your photo" });
  // headlessui's dialog root has no box of its own: check its title.
  await expect(crop.getByRole("heading", { name: "Crop your photo" })).toBeVisible();
  await crop.getByRole("slider", { name: "Zoom" }).fill("1.5");
  await expect(crop.getByRole("slider", { name: "Zoom" })).toHaveValue("1.5");
  await crop.getByRole("button", { name: "Save photo" }).click();
  await expect(page.getByText("Image Changed Successfully")).toBeVisible();
  await expect(crop.getByRole("heading", { name: "Crop your photo" })).toBeHidden();
  const photo = page.getByRole("img", { name: "Photo of Amaka Obi" });
  await expect(photo).toBeVisible();
  // Served by the API as the square JPEG the crop produced (a 400px side zoomed 1.5x: ~267px).
  await expect
    .poll(() =>
      photo.evaluate((img: HTMLImageElement) => {
        const side = img.naturalWidth;
        return side === img.naturalHeight && side >= 260 && side <= 270;
      }),
    )
    .toBe(true);

  // The photo's address names the therapist: /api/provider/{id}/photo?v=...
  const providerId = (await photo.getAttribute("src"))?.match(
    /provider\/([0-9a-f-]{36})\/photo/,
  )?.[1];
  expect(providerId).toBeTruthy();

  // Fee: set, mark free (the field shows 0), unmark (the previous fee comes back).
  const fee = page.getByLabel("Session fee (NGN)");
  const free = page.getByRole("checkbox", { name: "This session is free" });
  await fee.fill("25000");
  await page.getByRole("button", { name: "Save fee" }).click();
  await expect(page.getByText("Fee Successfully Saved")).toBeVisible();
  await free.check();
  await expect(fee).toHaveValue("0");
  await expect(fee).toBeDisabled();
  // The first save's toast may still show: wait for this save's answer before reloading.
  const saved = page.waitForResponse(
    (r) => r.url().includes("/api/provider/booking-fee/general") && r.ok(),
  );
  await page.getByRole("button", { name: "Save fee" }).click();
  await saved;
  await page.reload();
  await expect(free).toBeChecked();
  await expect(fee).toHaveValue("0");
  await free.uncheck();
  await expect(fee).toHaveValue("25000");
  await page.getByRole("button", { name: "Save fee" }).click();
  await expect(page.getByText("Fee Successfully Saved")).toBeVisible();
  await page.reload();
  await expect(free).not.toBeChecked();
  await expect(fee).toHaveValue("25000");

  // Weekly hours: Monday 09:00-12:00 and 14:00-16:00.
  await page.locator("#dashboard-nav").getByRole("link", { name: "Availability" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Monday" }).check();
  await expect(page.getByRole("combobox", { name: "Monday start time 1" })).toHaveValue("09:00");
  await page
    .getByRole("combobox", { name: "Monday end time 1" })
    .selectOption({ label: "12:00 PM" });
  await page.getByRole("button", { name: "Add interval to Monday" }).click();
  await expect(page.getByRole("combobox", { name: "Monday start time 2" })).toHaveValue("12:00");
  await page
    .getByRole("combobox", { name: "Monday start time 2" })
    .selectOption({ label: "2:00 PM" });
  await page
    .getByRole("combobox", { name: "Monday end time 2" })
    .selectOption({ label: "4:00 PM" });
  // The demo seed gives every therapist Monday to Friday; this test wants only Monday.
  for (const day of ["Tuesday", "Wednesday", "Thursday", "Friday"]) {
    await page.getByRole("checkbox", { name: day }).uncheck();
  }
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(page.getByText("Data saved successfully")).toBeVisible();

  // A specific date: the first Monday is blocked, the next keeps the weekly hours.
  const { blocked, open } = mondays();
  await page.getByRole("button", { name: "Add specific date" }).click();
  const editor = page.getByRole("dialog", { name: "Specific dates" });
  await expect(editor.getByRole("heading", { name: "Specific dates" })).toBeVisible();
  const target = editor.getByRole("button", { name: dayLabel(blocked), exact: true });
  if (!(await target.isVisible())) await editor.getByRole("button", { name: "Next month" }).click();
  await target.click();
  await expect(editor.getByRole("radio", { name: "Unavailable all day" })).toBeChecked();
  await editor.getByRole("button", { name: "Save date" }).click();
  await expect(editor.getByRole("heading", { name: "Specific dates" })).toBeHidden();
  await expect(
    page.getByRole("region", { name: "Specific dates" }).getByText("Unavailable"),
  ).toBeVisible();

  // The public time slots reflect exactly that, in any viewer's time zone.
  expect(await startTimes(page, providerId!, blocked, "Africa/Lagos")).toEqual([]);
  expect(await startTimes(page, providerId!, open, "Africa/Lagos")).toEqual([
    "09:00",
    "10:00",
    "11:00",
    "14:00",
    "15:00",
  ]);
  expect(await startTimes(page, providerId!, open, "UTC")).toEqual([
    "08:00",
    "09:00",
    "10:00",
    "13:00",
    "14:00",
  ]);
  const tuesday = lagosDate(Date.parse(`${open}T12:00:00Z`) + 86_400_000);
  expect(await startTimes(page, providerId!, tuesday, "Africa/Lagos")).toEqual([]);

  // The provider calendar marks the blocked Monday unavailable and the next one available.
  await page.locator("#dashboard-nav").getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  const blockedDay = page.getByRole("button", { name: `${dayLabel(blocked)}, Unavailable` });
  if (!(await blockedDay.isVisible()))
    await page.getByRole("button", { name: "Next month" }).click();
  await expect(blockedDay).toBeVisible();
});

test("a therapist gives their video room, and their client joins a confirmed session from its page", async ({
  page,
  browser,
}) => {
  // Chioma's couples session with Tunde Bakare, four days ahead (e2e/seed-lifecycle.ts).
  const { couples } = JSON.parse(readFileSync(".data/e2e/lifecycle.json", "utf8")) as {
    couples: string;
  };
  const room = "https://meet.example.com/tunde-bakare";
  await signIn(page, "tunde.bakare@demo.therapy", "demo-pass-1");
  await page.goto("/practice/");
  const field = page.getByLabel("Your session room link");
  await field.fill("http://meet.example.com/tunde-bakare");
  await page.getByRole("button", { name: "Save link" }).click();
  await expect(
    page.getByText("Enter the full address of your video room, starting with https://"),
  ).toBeVisible();
  await field.fill(room);
  // The built-in room is the default (decision 0319): the link is used once it is chosen.
  await page.getByRole("radio", { name: /Use my own room/ }).check();
  await page.getByRole("button", { name: "Save link" }).click();
  await expect(page.getByText("Session link saved")).toBeVisible();
  await page.goto(`/appointments/${couples}/`);
  await expect(page.getByRole("region", { name: "How you meet" })).toContainText(room);

  const client = await (await browser.newContext()).newPage();
  await signIn(client, "chioma.eze@demo.therapy", "demo-pass-1");
  await client.goto(`/appointments/${couples}/`);
  const join = client
    .getByRole("region", { name: "How you meet" })
    .getByRole("link", { name: "Join the session" });
  await expect(join).toHaveAttribute("href", room);
  await expect(join).toHaveAttribute("target", "_blank");
});
