import { expect, test } from "../fixtures";
import { pickFirstFreeTime, signIn } from "../steps";

// The same funnel as the full-stack one, every API call answered by the MSW handlers.
test("a client finds a therapist, books a slot, tops up the missing amount and pays (mocked API)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/login/?redirect=%2Ftherapists%2F%3FcountryCode%3DNG");
  await page.getByLabel("Email").fill("chioma.eze@demo.therapy");
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find a therapist" })).toBeVisible();

  await page
    .getByLabel("Nigerian state")
    .or(page.getByLabel("State or region"))
    .selectOption({ label: "Lagos" });
  await expect(page).toHaveURL(/state=LA/);
  await page
    .getByRole("article", { name: "Dr Amaka Obi" })
    .getByRole("link", { name: "View profile" })
    .click();
  await page.getByRole("link", { name: "Book a session" }).click();

  await expect(
    page.getByText("Select a therapy category to view available time slots"),
  ).toBeVisible();
  await pickFirstFreeTime(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText("Waiting for payment")).toBeVisible();
  await expect(
    page.getByText("You need NGN 7,500.00 more in your wallet to pay for this session."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Top up wallet" }).click();
  const dialog = page.getByRole("dialog", { name: "Top up your wallet" });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Amount (NGN)").pressSequentially("10000");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/\?/);
  await expect(
    page.getByRole("dialog").getByRole("heading", { name: "Payment successful!" }),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Back to your booking" }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/$/);

  await page.getByRole("button", { name: "Pay NGN 20,000.00 from wallet" }).click();
  await expect(page.getByText("Your session is confirmed.")).toBeVisible();
  await page.getByRole("link", { name: "Back To Bookings" }).click();
  await expect(page.getByRole("link", { name: /Amaka Obi/ })).toContainText("Confirmed");
});

test("a client books the same time for two weeks and sees both sessions and their total (mocked API)", async ({
  page,
}) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await page.goto("/therapists/?countryCode=NG&state=LA");
  await page
    .getByRole("article", { name: "Dr Amaka Obi" })
    .getByRole("link", { name: "View profile" })
    .click();
  await page.getByRole("link", { name: "Book a session" }).click();
  await pickFirstFreeTime(page);
  await page.getByLabel("Book the same time every week").check();
  await page.getByLabel("Number of sessions").selectOption("2");
  await expect(page.getByText("Price for 2 sessions")).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/$/);
  await expect(page.getByText("NGN 20,000.00 × 2 = NGN 40,000.00")).toBeVisible();
  await expect(
    page.getByText("You need NGN 27,500.00 more in your wallet to pay for these 2 sessions."),
  ).toBeVisible();
});
