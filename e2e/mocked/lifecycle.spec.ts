import { expect, test, type Locator, type Page } from "../fixtures";
import { pickFirstFreeTime, signIn } from "../steps";

// The lifecycle's five flows against the MSW handlers (the same pure policy as the server). A
// booking is made through the booking form; its paid state and start time are then set in the
// mocked store (sessionStorage), the way the full-stack tests seed theirs.
const HOUR = 3_600_000;

/** Books Amaka Obi's first free time (or "schedule later") and answers the booking's id. */
async function book(page: Page, { later = false } = {}) {
  await page.goto("/therapists/?countryCode=NG&state=LA");
  await page
    .getByRole("article", { name: "Dr Amaka Obi" })
    .getByRole("link", { name: "View profile" })
    .click();
  await page.getByRole("link", { name: "Book a session" }).click();
  if (later) {
    await page.getByRole("group", { name: "Therapy" }).getByText("Individual therapy").click();
    await page
      .getByRole("group", { name: /How you want to meet|Way of meeting/ })
      .getByText("Video call")
      .click();
    await page.getByLabel(/Schedule later/).check();
  } else {
    await pickFirstFreeTime(page);
  }
  await page.getByRole("button", { name: /Continue to payment|Schedule and Pay/ }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/$/);
  return page.url().match(/payment\/([0-9a-f-]{36})/)![1]!;
}

/** A paid session starting `hours` from now, in the mocked store. */
async function paidIn(page: Page, id: string, hours: number) {
  const start = Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR;
  await page.evaluate(
    ([id, start]) => {
      const state = JSON.parse(sessionStorage.getItem("msw-bookings") ?? "{}");
      state[id] = {
        ...state[id],
        status: "confirmed",
        previousStatus: "pending",
        holdExpiresAt: null,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 3_600_000).toISOString(),
      };
      sessionStorage.setItem("msw-bookings", JSON.stringify(state));
    },
    [id, start] as const,
  );
}

/** The wallet's balance in minor units ("NGN 5,000.00" -> 500000). */
async function walletBalance(page: Page) {
  await page.goto("/wallet/");
  const shown = page.getByTestId("wallet-balance");
  await expect(shown).toHaveText(/NGN/);
  return Number((await shown.textContent())!.replace(/\D/g, ""));
}

async function pickTimeIn(dialog: Locator) {
  await dialog.locator("button[aria-label$=', free times']:not([disabled])").first().click();
  await dialog
    .getByRole("button", { pressed: false })
    .filter({ hasText: /^\d{2}:\d{2}$/ })
    .first()
    .click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
});

test("a client cancels a paid session a week ahead and the wallet shows the refund (mocked API)", async ({
  page,
}) => {
  const id = await book(page);
  await paidIn(page, id, 170);
  const before = await walletBalance(page);
  await page.goto(`/appointments/${id}/`);
  await page.getByRole("button", { name: "Cancel session" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel appointment" });
  await expect(dialog.getByTestId("refund-preview")).toContainText(
    /Cancel now and get NGN\s20,000\.00 back\. From \w{3} \d{1,2} \w{3}, \d{2}:\d{2} \(your time\) a cancellation is not refunded/,
  );
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  const done = page.getByRole("dialog", { name: "Session cancelled" });
  await expect(done).toContainText(
    /Your session is cancelled and NGN\s20,000\.00 is back in your wallet\./,
  );
  await done.getByRole("link", { name: "Back To Dashboard" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
  expect(await walletBalance(page)).toBe(before + 2_000_000);
});

test("a client cancels 24 hours ahead and nothing is refunded (mocked API)", async ({ page }) => {
  const id = await book(page);
  await paidIn(page, id, 24);
  const before = await walletBalance(page);
  await page.goto(`/appointments/${id}/`);
  await page.getByRole("button", { name: "Cancel session" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel appointment" });
  await expect(dialog.getByTestId("refund-preview")).toContainText(
    "so this cancellation is not refunded",
  );
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  const done = page.getByRole("dialog", { name: "Session cancelled" });
  await expect(done).toContainText(
    "Your session is cancelled and your therapist has been told. No refund was made.",
  );
  expect(await walletBalance(page)).toBe(before);
});

test("a client reschedules and the attempts counter goes down (mocked API)", async ({ page }) => {
  const id = await book(page);
  await paidIn(page, id, 170);
  await page.goto(`/appointments/${id}/`);
  await expect(page.getByTestId("attempts-left")).toHaveText(
    "You have 2 reschedule attempts left.",
  );
  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: /Reschedule your session with/ });
  await pickTimeIn(dialog);
  await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Reschedule successful" })).toContainText(
    "The session is now on",
  );
  await page.getByRole("link", { name: "Back To Bookings" }).click();
  await expect(page).toHaveURL(/\/appointments\/$/);
  await page.goto(`/appointments/${id}/`);
  await expect(page.getByTestId("attempts-left")).toHaveText("You have 1 reschedule attempt left.");
});

test("the therapist's move 30 hours ahead waits, and the client accepts it on the dashboard (mocked API)", async ({
  page,
}) => {
  const id = await book(page);
  await paidIn(page, id, 30);
  // The therapist's side of the mocked API (POST /appointment/{id}/reschedule), three days ahead.
  const target = new Date(Math.ceil((Date.now() + 72 * HOUR) / HOUR) * HOUR);
  const slot = `${target.toISOString().slice(0, 13).replace(/-/g, "")}00Z_60`;
  const answer = await page.evaluate(
    async ([id, slot]) => {
      const res = await fetch(`/api/appointment/${id}/reschedule`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: "Bearer mock-access-token",
        },
        body: JSON.stringify({ timeslotIdentifier: slot }),
      });
      return (await res.json()).data.rescheduleStatus;
    },
    [id, slot] as const,
  );
  expect(answer).toBe("pending");
  await page.goto("/overview/");
  const request = page.getByTestId("pending-reschedule");
  await expect(request).toContainText(/Your therapist .*Amaka Obi asks to move your session from/);
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("The new time is confirmed.")).toBeVisible();
  await expect(page.getByTestId("pending-reschedule")).toHaveCount(0);
});

test("a client schedules a 'schedule later' booking from the modal and goes on to pay (mocked API)", async ({
  page,
}) => {
  const id = await book(page, { later: true });
  await page.goto(`/appointments/${id}/`);
  await page.getByRole("button", { name: "Schedule session" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule appointment" });
  await pickTimeIn(dialog);
  await dialog.getByRole("button", { name: "Schedule and Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${id}/$`));
  await expect(page.getByText("Waiting for payment")).toBeVisible();
  await expect(page.getByText("You pick the time after paying")).toHaveCount(0);
});
