import { expect, test, type Page } from "../fixtures";
import { signIn } from "../steps";

const HOUR = 3_600_000;

/** Becomes another of the mocked API's accounts: the cookies its login would leave. */
async function actAs(page: Page, token: string, userType: "client" | "provider") {
  const later = String(Date.now() + 24 * HOUR);
  const url = new URL(page.url()).origin;
  await page.context().clearCookies();
  await page.context().addCookies(
    [
      ["token", token],
      ["userType", userType],
      ["tokenExpiration", later],
      ["refreshTokenExpiration", later],
    ].map(([name, value]) => ({ name: name!, value: value!, url })),
  );
}

/** Books a couples session with Dr Amaka Obi on the mocked API and pays it; answers its page. */
async function paidCouplesSession(page: Page) {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await page.goto("/therapists/?countryCode=NG");
  await page
    .getByRole("article", { name: "Dr Amaka Obi" })
    .getByRole("link", { name: "View profile" })
    .click();
  await page.getByRole("link", { name: "Book a session" }).click();
  await page.getByRole("group", { name: "Therapy" }).getByText("Couples therapy").click();
  await page
    .getByRole("group", { name: /How you want to meet|Way of meeting/ })
    .getByText("Video call")
    .click();
  await page.locator("button[aria-label$=', free times']:not([disabled])").first().click();
  await page
    .getByRole("button", { pressed: false })
    .filter({ hasText: /^\d{2}:\d{2}$/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/$/);
  const id = page.url().match(/payment\/([0-9a-f-]{36})/)![1]!;
  await page.getByRole("button", { name: "Top up wallet" }).click();
  const dialog = page.getByRole("dialog", { name: "Top up your wallet" });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Amount (NGN)").pressSequentially("50000");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(
    page.getByRole("dialog").getByRole("heading", { name: "Payment successful!" }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /from wallet$/ }).click();
  await expect(page.getByText("Your session is confirmed.")).toBeVisible();
  return id;
}

test("a client invites a partner to a couples session, the partner accepts, and the therapist sees both (mocked API)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = await paidCouplesSession(page);
  await page.goto(`/appointments/${id}/`);
  const panel = page.getByRole("region", { name: "Participants" });
  await expect(panel.getByText("No one has been invited yet.")).toBeVisible();
  await panel.getByLabel("Email addresses").fill("not-an-email");
  await panel.getByRole("button", { name: "Send invitations" }).click();
  await expect(panel.getByText("Enter one to four valid email addresses.")).toBeVisible();
  await panel.getByLabel("Email addresses").fill("partner@example.com");
  await panel.getByRole("button", { name: "Send invitations" }).click();
  const invited = panel.getByRole("listitem").filter({ hasText: "partner@example.com" });
  await expect(invited).toContainText("Invited");
  expect(await page.evaluate(() => localStorage.getItem("allowInvite"))).toBe("true");
  // The email's link, as the real API would send it.
  const invitationId = await page.evaluate(async (bookingId) => {
    const res = await fetch(`/api/share-booking/${bookingId}`, {
      headers: { authorization: "Bearer mock-access-token" },
    });
    return (await res.json()).data[0].identifier as string;
  }, id);

  // The partner (a second mocked account) opens it and accepts.
  await actAs(page, "mock-partner-token", "client");
  await page.goto(`/appointments/participant/${invitationId}/`);
  const invitation = page.getByRole("article");
  await expect(invitation.getByRole("heading", { name: "Session invitation" })).toBeVisible();
  await expect(invitation.getByText("Chioma invited you to this session.")).toBeVisible();
  await expect(invitation.getByText("Amaka Obi")).toBeVisible();
  await invitation.getByRole("button", { name: "Accept" }).click();
  await expect(invitation.getByText("You accepted this invitation.")).toBeVisible();

  // The therapist sees the client on the session and the partner among its participants.
  await actAs(page, "mock-therapist-token", "provider");
  await page.goto(`/appointments/${id}/`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Couples therapy · Chioma Eze" }),
  ).toBeVisible();
  const participant = page
    .getByRole("region", { name: "Participants" })
    .getByRole("listitem")
    .filter({ hasText: "partner@example.com" });
  await expect(participant).toContainText("Ada Okafor");
  await expect(participant).toContainText("Accepted");
  await participant.getByRole("button", { name: "Acknowledge" }).click();
  await expect(participant).toContainText("Acknowledged by the therapist");

  await actAs(page, "mock-access-token", "client");
  await page.goto(`/appointments/${id}/`);
  await expect(invited).toContainText("Ada Okafor");
  await expect(invited).toContainText("Acknowledged by the therapist");
});

test("a therapist finds a client in their list and sees the emergency contact on the client's page (mocked API)", async ({
  page,
}) => {
  await page.goto("/");
  await actAs(page, "mock-therapist-token", "provider");
  await page.goto("/clients/");
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
  await page.getByLabel("Search by name").fill("nobody-like-this");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No client matches “nobody-like-this”.")).toBeVisible();
  await page.getByLabel("Search by name").fill("eze");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: /Chioma Eze/ }).click();
  await expect(page.getByRole("heading", { name: "Chioma Eze" })).toBeVisible();
  const emergency = page.getByRole("region", { name: "Emergency contact" });
  await expect(emergency.getByText("Ngozi Eze")).toBeVisible();
  await expect(emergency.getByRole("link", { name: "08031234567" })).toHaveAttribute(
    "href",
    "tel:08031234567",
  );
  await expect(
    page.getByRole("region", { name: "Appointments" }).getByText("Completed"),
  ).toBeVisible();
});

test("a client reviews a completed session anonymously and edits it once (mocked API)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = await paidCouplesSession(page);
  // A week later the session has taken place.
  await page.clock.setFixedTime(Date.now() + 21 * 86_400_000);
  await page.goto(`/appointments/${id}/`);
  await page.getByRole("button", { name: "Leave a review" }).click();
  const dialog = page.getByRole("dialog", { name: "Review your session" });
  await dialog.getByLabel("Rating").fill("3.5");
  await dialog.getByLabel("Comment (optional)").fill("Helpful for both of us.");
  await dialog.getByLabel("Post anonymously").check();
  await dialog.getByRole("button", { name: "Submit review" }).click();
  const review = page.getByRole("region", { name: "Your review" });
  await expect(review.getByText("Anonymous client")).toBeVisible();
  await review.getByRole("link", { name: "Edit review" }).click();
  const edit = page.getByRole("dialog", { name: "Edit review" });
  await edit.getByLabel("Rating").fill("4");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Review updated successfully")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit review" })).toHaveCount(0);
});
