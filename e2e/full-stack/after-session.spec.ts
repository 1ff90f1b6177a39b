import { readFileSync } from "node:fs";
import { expect, test } from "../fixtures";
import { signIn } from "../steps";
import { signUpVerified } from "./helpers";

// Sessions seeded at times measured from now (e2e/seed-lifecycle.ts).
const ids = JSON.parse(readFileSync(".data/e2e/lifecycle.json", "utf8")) as Record<string, string>;

test.use({ timezoneId: "Europe/Berlin" });

test("a client reviews a completed session anonymously, the card waits for its batch, and the review is edited once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "emily.brown@demo.therapy", "demo-pass-1");
  await page.goto("/appointments/");
  await page.getByRole("tab", { name: "Past" }).click();
  await page.getByRole("link", { name: /Lena Müller.*Completed/ }).click();
  await expect(page.getByRole("heading", { name: /Lena Müller/ })).toBeVisible();

  await page.getByRole("button", { name: "Leave a review" }).click();
  const dialog = page.getByRole("dialog", { name: "Review your session" });
  await dialog.getByLabel("Comment (optional)").fill("abcd");
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(dialog.getByText("The comment must be 5 to 2500 characters long.")).toBeVisible();
  await dialog.getByLabel("Rating").fill("4.5");
  await expect(dialog.getByText("4.5 of 5 stars")).toBeVisible();
  await dialog.getByLabel("Comment (optional)").fill("Calm, clear and <b>kind</b>.");
  await dialog.getByLabel("Post anonymously").check();
  await dialog.getByRole("button", { name: "Submit review" }).click();
  const review = page.getByRole("region", { name: "Your review" });
  await expect(review.getByText("Anonymous client")).toBeVisible();
  await expect(review.getByText("Calm, clear and <b>kind</b>.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave a review" })).toHaveCount(0);
  const editHref = await review.getByRole("link", { name: "Edit review" }).getAttribute("href");

  // An anonymous review counts only when its batch is released (decision 0406): Lena's card still
  // shows her one seeded 5.
  await page.goto("/therapists/?countryCode=DE");
  const card = page.getByRole("article", { name: /Lena Müller/ });
  await expect(card.getByText("5.0", { exact: true })).toBeVisible();
  await expect(card.getByText("(1 review)")).toBeVisible();

  // One edit, from the ?participantId= modal; the page refreshes 2 seconds later.
  await page.goto(editHref!);
  const edit = page.getByRole("dialog", { name: "Edit review" });
  await edit.getByLabel("Rating").fill("4");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Review updated successfully")).toBeVisible();
  await expect(edit).toHaveCount(0, { timeout: 5000 });
  await expect(page).not.toHaveURL(/participantId=/);
  await expect(page.getByText("4 of 5 stars")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit review" })).toHaveCount(0);

  // A second edit is refused by the server, with its message.
  await page.goto(editHref!);
  await page
    .getByRole("dialog", { name: "Edit review" })
    .getByRole("button", { name: "Save changes" })
    .click();
  await expect(
    page.getByText("A review can be edited only once, and this review has already been edited."),
  ).toBeVisible();
});

test("a client invites a partner to a couples session, the partner signs up from the email link and accepts, and the therapist sees both", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const partnerEmail = `partner-${Date.now().toString(36)}@example.com`;
  const client = await browser.newPage();
  await signIn(client, "chioma.eze@demo.therapy", "demo-pass-1");
  await client.goto(`/appointments/${ids.couples}/`);
  const panel = client.getByRole("region", { name: "Participants" });
  await expect(panel.getByText("No one has been invited yet.")).toBeVisible();
  await panel.getByLabel("Email addresses").fill(partnerEmail);
  await panel.getByRole("button", { name: "Send invitations" }).click();
  const invited = panel.getByRole("listitem").filter({ hasText: partnerEmail });
  await expect(invited).toContainText("Invited");

  // The partner has no account yet: the link leads to sign-in, from there to sign-up.
  const partner = await browser.newPage();
  const openInvitation = async () => {
    await partner.goto("/dev/outbox/");
    const email = partner
      .getByRole("article", { name: "Chioma Eze invited you to a therapy session" })
      .filter({ hasText: partnerEmail });
    await expect(email).toContainText("Couples therapy session with Tunde Bakare");
    await email.getByRole("link").click();
  };
  await openInvitation();
  await expect(partner).toHaveURL(/\/login\/\?redirect=%2Fappointments%2Fparticipant%2F/);
  await partner.getByRole("main").getByRole("link", { name: "Create account" }).click();
  await signUpVerified(partner, partnerEmail, "partner-pass-1");
  // Verified, the sign-in link leads on to the invitation the partner came for.
  await partner.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(partner).toHaveURL(/\/login\/\?redirect=%2Fappointments%2Fparticipant%2F/);
  await partner.getByLabel("Email").fill(partnerEmail);
  await partner.getByLabel("Password").fill("partner-pass-1");
  await partner.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(partner).toHaveURL(/\/appointments\/participant\/[0-9a-f-]{36}\/$/);
  const invitation = partner.getByRole("article");
  await expect(invitation.getByRole("heading", { name: "Session invitation" })).toBeVisible();
  await expect(invitation.getByText("Chioma invited you to this session.")).toBeVisible();
  await expect(invitation.getByText("Tunde Bakare")).toBeVisible();
  await invitation.getByRole("button", { name: "Accept" }).click();
  await expect(invitation.getByText("You accepted this invitation.")).toBeVisible();
  // Tunde uses the built-in room (decision 0319): the partner joins it from here.
  await expect(invitation.getByRole("region", { name: "How you join" })).toContainText(
    "Enter the session room",
  );
  // And they can keep the session in their own calendar (decision 0312).
  const saving = partner.waitForEvent("download");
  await invitation.getByRole("button", { name: "Add to calendar" }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^session-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = readFileSync((await file.path())!, "utf8").replace(/\r\n /g, "");
  expect(ics).toContain("SUMMARY:Session with Tunde Bakare");
  expect(ics).toMatch(/URL:.*\/appointments\/participant\/[0-9a-f-]{36}\//);
  // Their sessions list it too, leading back to the invitation.
  await partner.goto("/appointments/");
  const invitedTo = partner
    .getByRole("region", { name: "Sessions you are invited to" })
    .getByRole("link");
  await expect(invitedTo).toContainText("Tunde Bakare");
  await expect(invitedTo).toContainText("You accepted");
  await invitedTo.click();
  await expect(partner).toHaveURL(/\/appointments\/participant\/[0-9a-f-]{36}\/$/);

  // The therapist sees the client on the session and the partner among its participants.
  const therapist = await browser.newPage();
  await signIn(therapist, "tunde.bakare@demo.therapy", "demo-pass-1");
  await therapist.goto(`/appointments/${ids.couples}/`);
  await expect(
    therapist.getByRole("heading", { level: 1, name: "Couples therapy · Chioma Eze" }),
  ).toBeVisible();
  const participant = therapist
    .getByRole("region", { name: "Participants" })
    .getByRole("listitem")
    .filter({ hasText: partnerEmail });
  await expect(participant).toContainText("Dana Reyes");
  await expect(participant).toContainText("Accepted");
  await participant.getByRole("button", { name: "Acknowledge" }).click();
  await expect(participant).toContainText("Acknowledged by the therapist");

  await client.reload();
  await expect(invited).toContainText("Dana Reyes");
  await expect(invited).toContainText("Acknowledged by the therapist");
  await partner.reload();
  await expect(invitation.getByText("Acknowledged by the therapist")).toBeVisible();
});

test("a client saves an emergency contact; their therapist finds them in the clients list and sees it on the client's page with its appointment history", async ({
  page,
  browser,
}) => {
  const client = await browser.newPage();
  await signIn(client, "emily.brown@demo.therapy", "demo-pass-1");
  await client.goto("/account/");
  const contact = client.getByRole("region", { name: "Emergency contact" });
  await contact.getByLabel("Name").fill("Oliver Brown");
  await contact.getByLabel("Phone number").fill("07700900123");
  await contact.getByRole("button", { name: "Save changes" }).click();
  await expect(client.getByText("Data saved successfully")).toBeVisible();

  await signIn(page, "lena.mueller@demo.therapy", "demo-pass-1");
  await page.goto("/clients/");
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
  await page.getByLabel("Search by name").fill("nobody-like-this");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No client matches “nobody-like-this”.")).toBeVisible();
  await page.getByLabel("Search by name").fill("brown");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: /Emily Brown/ }).click();
  await expect(page.getByRole("heading", { name: "Emily Brown" })).toBeVisible();
  const emergency = page.getByRole("region", { name: "Emergency contact" });
  await expect(emergency.getByText("Oliver Brown")).toBeVisible();
  await expect(emergency.getByRole("link", { name: "07700900123" })).toHaveAttribute(
    "href",
    "tel:07700900123",
  );
  const history = page.getByRole("region", { name: "Appointments" });
  await expect(history.getByText("Completed")).toBeVisible();
  await expect(page.getByRole("link", { name: "Book another session" })).toHaveAttribute(
    "href",
    /\/clients\/[0-9a-f-]{36}\/book\/?$/,
  );
  await expect(page.getByRole("region", { name: "Notes" })).toBeVisible();
});
