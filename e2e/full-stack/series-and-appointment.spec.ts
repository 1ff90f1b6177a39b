import { expect, test } from "../fixtures";
import { pickFirstFreeTime, signIn, SLOT_TIME } from "../steps";
import { registerVerifiedClient, topUpUsd } from "./helpers";

test.use({ timezoneId: "America/New_York" });

test("a client books three weekly sessions, pays them at once and moves them all; the therapist then books the next one for them", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `series-${Date.now()}@example.com`;
  await registerVerifiedClient(page, email, "series-pass-1");
  await signIn(page, email, "series-pass-1");

  // Three weekly sessions with Marcus Lee (USD 140 each).
  await page.goto("/therapists/?countryCode=US&state=CA");
  await page
    .getByRole("article", { name: /Marcus Lee/ })
    .getByRole("link", { name: "View profile" })
    .click();
  await page.getByRole("link", { name: "Book a session" }).click();
  await pickFirstFreeTime(page);
  await page.getByLabel("Book the same time every week").check();
  await page.getByLabel("Number of sessions").selectOption("3");
  await expect(page.getByText(/^3 weekly sessions, from/)).toContainText("Total $420.00.");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText("$140.00 × 3 = $420.00")).toBeVisible();
  const times = page.getByRole("definition").filter({ has: page.getByRole("listitem") });
  await expect(times.getByRole("listitem")).toHaveCount(3);
  await expect(
    page.getByText("You need $420.00 more in your wallet to pay for these 3 sessions."),
  ).toBeVisible();
  await topUpUsd(page, "600");
  await page.getByRole("button", { name: "Pay $420.00 from wallet" }).click();
  await expect(page.getByText("Your 3 sessions are confirmed.")).toBeVisible();

  await page.goto("/appointments/");
  await expect(page.getByRole("link", { name: /Marcus Lee.*Confirmed/ })).toHaveCount(3);
  await page.goto("/wallet/");
  await expect(page.getByTestId("wallet-balance")).toHaveText("$180.00");

  // Dana moves the whole series from its first session (decision 0318): each new time is shown
  // before anything is saved, and the three move together.
  await page.goto("/appointments/");
  await page
    .getByRole("link", { name: /Marcus Lee.*Confirmed/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: /Reschedule your session with/ });
  await dialog.getByText("This and all following sessions").click();
  await expect(dialog.getByText(/Pick the new time of this session/)).toBeVisible();
  // The last open day shown: a session within 48 hours of now still waits for Marcus's approval.
  await dialog.locator("button[aria-label$=', free times']:not([disabled])").last().click();
  await dialog
    .getByRole("button", { pressed: false })
    .filter({ hasText: SLOT_TIME })
    .first()
    .click();
  const preview = dialog.getByTestId("following-preview").getByRole("listitem");
  await expect(preview).toHaveCount(3);
  const waiting = await preview.filter({ hasText: "needs approval (within 48 hours)" }).count();
  await dialog.getByRole("button", { name: "Move 3 sessions" }).click();
  const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
  await expect(page.getByRole("dialog", { name: "Reschedule successful" })).toContainText(
    plural(3 - waiting, "session moved.", "sessions moved.") +
      (waiting ? ` ${plural(waiting, "session waits", "sessions wait")} for approval.` : ""),
  );
  await page.keyboard.press("Escape");

  // Marcus opens one of the sessions and books another one for Dana.
  const therapist = await browser.newContext({ timezoneId: "America/Los_Angeles" });
  const marcus = await therapist.newPage();
  await signIn(marcus, "marcus.lee@demo.therapy", "demo-pass-1");
  await marcus.goto("/appointments/");
  await marcus
    .getByRole("link", { name: /Dana Reyes/ })
    .first()
    .click();
  await expect(marcus.getByRole("heading", { name: /Dana Reyes/ })).toBeVisible();
  await marcus.getByRole("link", { name: "Book another session with Dana" }).click();
  await expect(
    marcus.getByRole("heading", { name: "Book a session for Dana Reyes" }),
  ).toBeVisible();
  await expect(marcus.getByText(/Schedule later/)).toHaveCount(0);
  await pickFirstFreeTime(marcus);
  await marcus.getByRole("button", { name: "Book for Dana Reyes" }).click();
  await expect(
    marcus.getByText("Session booked. We have asked Dana Reyes to confirm it."),
  ).toBeVisible();
  await expect(marcus).toHaveURL(/\/appointments\/[0-9a-f-]{36}\/$/);
  await expect(marcus.getByText("Waiting for Dana to confirm and pay.")).toBeVisible();
  await therapist.close();

  // Dana finds the email, follows its link and confirms from the wallet.
  await page.goto("/dev/outbox/");
  await page
    .getByRole("article", { name: "Marcus Lee booked a session for you" })
    .filter({ hasText: email })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText("Marcus Lee booked this session for you.")).toBeVisible();
  await page.getByRole("button", { name: "Pay $140.00 from wallet" }).click();
  await expect(page.getByText("Your session is confirmed.")).toBeVisible();
});
