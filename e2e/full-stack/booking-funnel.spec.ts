import { expect, test } from "../fixtures";
import { openTopUp, pickFirstFreeTime } from "../steps";
import { registerVerifiedClient } from "./helpers";

test.use({ timezoneId: "Europe/London" });

/*
 * Issue 74: the funnel without dead ends, on the address the person uses. The worker's server
 * calls itself http://localhost:PORT (APP_URL, e2e/worker-server.ts); this client uses the app on
 * 127.0.0.1, so the sandbox checkout must come back there, signed in. On the way: back from the
 * payment page, the same time again leads to their own unpaid booking, choices kept; the top-up
 * starts at the shortfall; one click pays once the card is approved; the confirmation says what
 * comes next.
 */
test("back from paying, the same time leads to the booking held; checkout comes back to 127.0.0.1 signed in; one click pays", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `funnel-back-${Date.now()}@example.com`;
  await registerVerifiedClient(page, email, "funnel-pass-1");
  const here = baseURL!.replace("//localhost:", "//127.0.0.1:");
  expect(here).toContain("127.0.0.1");

  await page.goto(`${here}/login/`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("funnel-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${here}/overview/`);

  await page.goto(`${here}/therapists/`);
  await page.getByRole("combobox", { name: "Country" }).selectOption("US");
  await page.getByLabel("US state").selectOption({ label: "New York" });
  await expect(page).toHaveURL(/state=NY/);
  const card = page.getByRole("article", { name: "Sarah Mitchell, LCSW" });
  await card.getByRole("link", { name: "View profile" }).click();
  await page.getByRole("link", { name: "Book a session" }).click();
  const { slotTime } = await pickFirstFreeTime(page);
  const note = page.getByLabel("Anything your therapist should know? (optional)");
  await note.fill("Evenings suit me better");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/$/);
  const paymentUrl = page.url();
  expect(paymentUrl.startsWith(here)).toBe(true);
  await expect(page.getByRole("timer")).toContainText(/\d{2}:\d{2} left/);

  // Back: the form has every choice, the time reads as theirs, and picking it leads to the hold.
  await page.goBack();
  await expect(
    page.getByRole("status").filter({ hasText: "You already hold this time" }),
  ).toContainText("left");
  await expect(note).toHaveValue("Evenings suit me better");
  await expect(page.getByRole("radio", { name: "Individual therapy" })).toBeChecked();
  // The picker's times may still be the ones read before booking: then it reads just the time.
  const held = page.getByRole("button", { name: new RegExp(`^${slotTime}(\\s*Your hold)?$`) });
  await expect(held).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(paymentUrl);

  // Top up by card from the shortfall, through the sandbox checkout, back on this host.
  const dialog = await openTopUp(page);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByLabel("Amount (USD)")).toHaveValue(/^[1-9][\d,]*$/);
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${here.replace(/\./g, "\\.")}/payment/[0-9a-f-]{36}/\\?`),
  );
  await expect(page.getByRole("dialog")).toContainText("Payment successful!");
  // Said once: the top-up is not mounted a second time as the balance grows.
  await expect(page.getByRole("status").filter({ hasText: "Payment successful!" })).toHaveCount(1);
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Pay .* from wallet$/ })
    .click();
  await expect(page.getByText("Your session is confirmed.")).toBeVisible();

  // What comes next, not only "Back To Bookings".
  await expect(page.getByRole("heading", { name: "How you meet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to calendar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Message Sarah" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back To Bookings" })).toBeVisible();
});
