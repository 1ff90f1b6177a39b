import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "../fixtures";
import { signIn, SLOT_TIME } from "../steps";

// Sessions put in by e2e/seed-lifecycle.ts at times measured from the seed, so the server's
// 48-hour rule decides for real: a week ahead, 30 hours and 24 hours ahead, and one without a time.
const ids = JSON.parse(readFileSync(".data/e2e/lifecycle.json", "utf8")) as Record<
  | "refundable"
  | "therapistMoves"
  | "counterOffer"
  | "insideWindow"
  | "clientMoves"
  | "scheduleLater",
  string
>;

/** In a dialog's slot picker: the first open day, then its first free time. */
async function pickTimeIn(dialog: Locator, freeTimes = "free times") {
  await dialog.locator(`button[aria-label$=', ${freeTimes}']:not([disabled])`).first().click();
  await dialog
    .getByRole("button", { pressed: false })
    .filter({ hasText: SLOT_TIME })
    .first()
    .click();
}

async function walletBalance(page: Page) {
  await page.goto("/wallet/");
  const shown = page.getByTestId("wallet-balance");
  await expect(shown).toHaveText(/\d/);
  return (await shown.textContent())!;
}

test("a client cancels a paid session a week ahead and the refund is in the wallet", async ({
  page,
}) => {
  await signIn(page, "emily.brown@demo.therapy", "demo-pass-1");
  const before = await walletBalance(page);
  await page.goto(`/appointments/${ids.refundable}/`);
  await page.getByRole("button", { name: "Cancel session" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel appointment" });
  await expect(dialog.getByTestId("refund-preview")).toContainText(
    /Cancel now and get £[\d,.]+ back\. From \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(your time\) a cancellation is not refunded/,
  );
  await expect(
    dialog.getByText(/days?, \d{2}:\d{2}:\d{2} left to cancel with a refund/),
  ).toBeVisible();
  const policy = dialog.getByRole("link", { name: /Read the client cancellation policy/ });
  await expect(policy).toHaveAttribute("target", "_blank");
  await expect(policy).toHaveAttribute("href", "/policy/client-cancellation");
  await dialog.getByLabel("Reason (optional)").fill("My plans changed");
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  const done = page.getByRole("dialog", { name: "Session cancelled" });
  await expect(done).toContainText(
    /Your session is cancelled and £[\d,.]+ is back in your wallet\./,
  );
  await expect(done).toContainText("Status before cancelling: Confirmed");
  await done.getByRole("link", { name: "Back To Dashboard" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
  expect(await walletBalance(page)).not.toBe(before);
  // The transaction row (the type filter's option has the same word).
  await expect(page.getByText("Refund", { exact: true }).last()).toBeVisible();
});

test("a client cancels 24 hours ahead: cancelled, and nothing comes back", async ({ page }) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  const before = await walletBalance(page);
  await page.goto(`/appointments/${ids.insideWindow}/`);
  await page.getByRole("button", { name: "Cancel session" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel appointment" });
  await expect(dialog.getByTestId("refund-preview")).toHaveText(
    "The session starts in less than 48 hours, so this cancellation is not refunded. We will tell your therapist.",
  );
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  const done = page.getByRole("dialog", { name: "Session cancelled" });
  await expect(done).toContainText(
    "Your session is cancelled and your therapist has been told. No refund was made.",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  expect(await walletBalance(page)).toBe(before);
});

// In Berlin, an hour off the server's UTC: the session's page, read on the server, shows its moves
// on the viewer's clock without a hydration mismatch (the fixture fails on the page's error). On a
// small phone, where the reschedule dialog is taller than the screen.
test.describe("in Berlin, on a phone", () => {
  test.use({ timezoneId: "Europe/Berlin", viewport: { width: 375, height: 667 } });

  test("a client reschedules in German and the attempts counter goes down", async ({ page }) => {
    await signIn(page, "jonas.weber@demo.therapy", "demo-pass-1");
    await page.goto(`/de/appointments/${ids.clientMoves}/`);
    await expect(page.getByTestId("attempts-left")).toHaveText(
      "Sie können noch 2 Mal verschieben.",
    );
    await page.getByRole("button", { name: "Verschieben" }).click();
    const dialog = page.getByRole("dialog", { name: /Ihre Sitzung mit .* verschieben/ });
    // Its calendar in, taller than the screen, it opens at its title and scrolls down to its button.
    await expect(dialog.locator("button[aria-label$=', freie Zeiten']").first()).toBeAttached();
    const title = dialog.getByRole("heading", { level: 2 }).first();
    expect((await title.locator("..").boundingBox())!.height).toBeGreaterThan(667);
    await expect(title).toBeInViewport();
    await pickTimeIn(dialog, "freie Zeiten");
    await dialog.getByRole("button", { name: "Verschieben", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Verschiebung erfolgreich" })).toContainText(
      "Die Sitzung findet jetzt am",
    );
    await page.getByRole("link", { name: "Zurück zu den Buchungen" }).click();
    await expect(page).toHaveURL(/\/de\/appointments\/$/);
    await page.goto(`/de/appointments/${ids.clientMoves}/`);
    await expect(page.getByTestId("attempts-left")).toHaveText(
      "Sie können noch 1 Mal verschieben.",
    );
    await expect(page.getByText(/Klient\/in: .* → .* · Verschoben/)).toBeVisible();
  });
});

test("a therapist moves a session 30 hours ahead and the client accepts it from the dashboard", async ({
  page,
  browser,
}) => {
  await signIn(page, "james.carter@demo.therapy", "demo-pass-1");
  await page.goto(`/appointments/${ids.therapistMoves}/`);
  await expect(page.getByTestId("attempts-left")).toHaveText(
    "You have 2 reschedule attempts left.",
  );
  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: /Reschedule the session with your client/ });
  await expect(dialog.getByTestId("needs-approval")).toContainText(
    "The session starts in less than 48 hours, so your client Emily Brown must accept the new time.",
  );
  await pickTimeIn(dialog);
  await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Reschedule successful" })).toContainText(
    "We have asked your client Emily Brown to accept the new time.",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("pending-reschedule")).toContainText(
    "Waiting for your client Emily Brown to accept",
  );
  // Everything so far seen, the therapist waits on the session's page, the bell counting none.
  const marked = page.waitForResponse(/\/api\/notifications\/mark-read/).catch(() => null);
  await page.goto("/notifications/");
  const list = page.getByRole("list", { name: "Notifications" });
  await expect(list.or(page.getByText(/^Nothing yet\./))).toBeVisible();
  if (await list.getByText("New", { exact: true }).count()) await marked;
  await Promise.all([
    page.waitForResponse(/\/api\/notifications\/unread-count/),
    page.goto(`/appointments/${ids.therapistMoves}/`),
  ]);
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Notifications", exact: true }),
  ).toBeVisible();

  const client = await (await browser.newContext()).newPage();
  await signIn(client, "emily.brown@demo.therapy", "demo-pass-1");
  const request = client.getByTestId("pending-reschedule");
  await expect(request).toContainText(/Your therapist James Carter asks to move your session from/);
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(client.getByText("The new time is confirmed.")).toBeVisible();
  await expect(client.getByTestId("pending-reschedule")).toHaveCount(0);
  await client.goto(`/appointments/${ids.therapistMoves}/`);
  await expect(client.getByText(/Therapist: .* → .* · Accepted/)).toBeVisible();

  // The therapist hears of the answer at once, without reloading (0520): the session's page no
  // longer waits for it, and the header's bell (0508) counts it.
  await expect(page.getByTestId("pending-reschedule")).toHaveCount(0, { timeout: 10_000 });
  const bell = page.getByRole("banner").getByRole("link", { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await bell.click();
  await expect(page).toHaveURL(/\/notifications\/$/);
  const newest = page.getByRole("list", { name: "Notifications" }).getByRole("listitem").first();
  await expect(newest).toContainText(/^Emily Brown accepted: your session is now on .+\./);
  await expect(newest).toContainText("New");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Notifications", exact: true }),
  ).toBeVisible();
  await newest.getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${ids.therapistMoves}/$`));
});

test("a client schedules a paid 'schedule later' session from the modal", async ({ page }) => {
  await signIn(page, "jonas.weber@demo.therapy", "demo-pass-1");
  await page.goto(`/appointments/${ids.scheduleLater}/`);
  await page.getByRole("button", { name: "Schedule session" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule appointment" });
  await dialog.getByRole("button", { name: "Save this time" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a time slot");
  await pickTimeIn(dialog);
  await dialog.getByRole("button", { name: "Save this time" }).click();
  await expect(dialog.getByText("Your session time is saved.")).toBeVisible();
  await dialog.getByRole("link", { name: "Back To Bookings" }).click();
  await expect(page).toHaveURL(/\/appointments\/$/);
});

test("a client declines a move with two other times, and the therapist takes one (decision 0318)", async ({
  page,
  browser,
}) => {
  await signIn(page, "james.carter@demo.therapy", "demo-pass-1");
  await page.goto(`/appointments/${ids.counterOffer}/`);
  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: /Reschedule the session with your client/ });
  await pickTimeIn(dialog);
  await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Reschedule successful" })).toContainText(
    "We have asked your client Emily Brown to accept the new time.",
  );
  await page.keyboard.press("Escape");

  const client = await (await browser.newContext()).newPage();
  await signIn(client, "emily.brown@demo.therapy", "demo-pass-1");
  await client.goto(`/appointments/${ids.counterOffer}/`);
  await client.getByRole("button", { name: "Decline and suggest other times" }).click();
  const form = client.getByTestId("counter-form");
  // The first two free times of the therapist's first open day.
  await form.locator("button[aria-label$=', free times']:not([disabled])").first().click();
  const times = form.getByRole("button").filter({ hasText: SLOT_TIME });
  await times.nth(0).click();
  await times.nth(1).click();
  const chosen = form.getByRole("listitem").filter({ hasText: "Remove" });
  await expect(chosen).toHaveCount(2);
  const taken = (await chosen.first().locator("span").textContent())!;
  await form.getByRole("button", { name: "Decline and send these times" }).click();
  await expect(client.getByText("Declined. Your times were sent.")).toBeVisible();
  const waiting = client.getByTestId("counter-proposal");
  await expect(waiting).toContainText(/You suggested these times to James Carter/);
  await expect(client.getByTestId("pending-reschedule")).toHaveCount(0);

  // James sees the two times (live, without reloading) and takes the first in one click.
  const offered = page.getByTestId("counter-proposal");
  await expect(offered).toContainText(
    /Emily Brown declined your request and suggests these times/,
    {
      timeout: 15_000,
    },
  );
  await expect(offered.getByRole("listitem")).toHaveCount(2);
  await offered.getByRole("button", { name: "Take this time" }).first().click();
  await expect(page.getByText("Moved to the time you chose.")).toBeVisible();
  await expect(offered).toHaveCount(0);
  // Emily's page now shows the session at the time she suggested first.
  await client.reload();
  await expect(client.getByTestId("counter-proposal")).toHaveCount(0);
  await expect(client.getByText(taken).first()).toBeVisible();
});
