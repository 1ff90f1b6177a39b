import { expect, test } from "../fixtures";
import { openTopUp, pickFirstFreeTime, signIn } from "../steps";
import { registerVerifiedClient } from "./helpers";

// The client books from London; the therapist works in New York (5 hours behind in November).
test.use({ timezoneId: "Europe/London" });

test("the whole funnel: a new client finds a therapist by state and therapy, books a slot, tops up, pays, and both sides see the session", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `funnel-${Date.now()}@example.com`;
  await registerVerifiedClient(page, email, "funnel-pass-1");
  await signIn(page, email, "funnel-pass-1");

  // Find: US state and therapy.
  await page.goto("/therapists/");
  await page.getByRole("combobox", { name: "Country" }).selectOption("US");
  await page.getByLabel("US state").selectOption({ label: "New York" });
  await expect(page).toHaveURL(/state=NY/);
  await page.getByLabel("Therapy").selectOption({ label: "Individual therapy" });
  await expect(page).toHaveURL(/state=NY&category=individual/);
  const card = page.getByRole("article", { name: "Sarah Mitchell, LCSW" });
  await card.getByRole("link", { name: "View profile" }).click();
  await page.getByRole("link", { name: "Book a session" }).click();

  // Book: therapy, modality, date and time.
  await expect(
    page.getByText("Select a therapy category to view available time slots"),
  ).toBeVisible();
  const { dayLabel, slotTime } = await pickFirstFreeTime(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/$/);
  const paymentUrl = page.url();
  await expect(page.getByText("Waiting for payment")).toBeVisible();
  await expect(page.getByText(/You need .* more in your wallet/)).toBeVisible();

  // Top up through the sandbox checkout; it comes back to the payment page.
  const dialog = await openTopUp(page);
  await dialog.getByRole("button", { name: "Continue" }).click();
  // It starts at the shortfall; this client tops up more.
  await dialog.getByLabel("Amount (USD)").fill("200");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`${new URL(paymentUrl).pathname}\\?`));
  await expect(
    page.getByRole("dialog").getByRole("heading", { name: "Payment successful!" }),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Back to your booking" }).click();
  await expect(page).toHaveURL(paymentUrl);

  // Pay from the wallet.
  await page.getByRole("button", { name: /^Pay .* from wallet$/ }).click();
  await expect(page.getByText("Your session is confirmed.")).toBeVisible();

  // The client's dashboard shows it at the chosen London time, in the slot button's own words
  // ("2:00 PM": one format per language, issue 74).
  await page.goto("/overview/");
  const upcoming = page.getByRole("link", { name: /Sarah Mitchell/ });
  await expect(upcoming).toContainText("Confirmed");
  await expect(upcoming).toContainText(slotTime);

  // The therapist sees the same session at New York time, five hours earlier.
  const [clock, half] = slotTime.split(/\s/) as [string, string];
  const [hour12, minutes] = clock.split(":").map(Number) as [number, number];
  const hours = (hour12 % 12) + (half === "PM" ? 12 : 0);
  const twelveHour = (h: number) =>
    `${((h + 11) % 12) + 1}:${String(minutes).padStart(2, "0")}\u202f${h < 12 ? "AM" : "PM"}`;
  const therapist = await browser.newContext({ timezoneId: "America/New_York" });
  const therapistPage = await therapist.newPage();
  await signIn(therapistPage, "sarah.mitchell@demo.therapy", "demo-pass-1");
  await therapistPage.goto("/appointments/");
  // Found by its time: the funnel spec's client, on the same app, is a Dana Reyes with Sarah too.
  const appointment = therapistPage
    .getByRole("link", { name: /Dana Reyes/ })
    .filter({ hasText: new RegExp(`(^|\\D)${twelveHour(hours - 5).replace("\u202f", "\\s")}`) });
  await expect(appointment).toContainText("Confirmed");
  await therapist.close();

  // The same slot is now greyed and labelled Booked for everyone else.
  const other = await browser.newContext({ timezoneId: "Europe/London" });
  const otherPage = await other.newPage();
  await signIn(otherPage, "emily.brown@demo.therapy", "demo-pass-1");
  await otherPage.goto("/therapists/");
  await otherPage.getByRole("combobox", { name: "Country" }).selectOption("US");
  await otherPage
    .getByRole("article", { name: "Sarah Mitchell, LCSW" })
    .getByRole("link", { name: "View profile" })
    .click();
  await otherPage.getByRole("link", { name: "Book a session" }).click();
  await otherPage.getByRole("group", { name: "Therapy" }).getByText("Individual therapy").click();
  // The day by its date alone: if the client took its last free time, it now says "no free times".
  const dayDate = dayLabel.replace(/, free times$/, "");
  await otherPage.locator(`button[aria-label^="${dayDate}, "]`).click();
  const taken = otherPage.getByRole("button", { name: new RegExp(`^${slotTime}\\s*Booked$`) });
  await expect(taken).toBeDisabled();
  await expect(
    otherPage.getByText("Grayed out slots are already booked for other sessions"),
  ).toBeVisible();
  await other.close();
});
