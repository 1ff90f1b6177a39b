import { readFileSync } from "node:fs";
import { expect, test } from "../fixtures";
import {
  addTypedNote,
  importThreeClients,
  signIn,
  uploadPreviewEditDeleteClientNote,
} from "../steps";
import { registerVerifiedClient } from "./helpers";

/**
 * A completed session of the seeded therapist, through the same API the pages use (its own login:
 * the e2e server's access tokens live 10 seconds).
 */
async function completedSession(page: import("@playwright/test").Page) {
  const login = await page.request.post("/api/user/login", {
    data: { email: "amaka.obi@demo.therapy", password: "demo-pass-1" },
  });
  const token = (await login.json()).data.token as string;
  const res = await page.request.get("/api/appointment?statuses=completed", {
    headers: { authorization: `Bearer ${token}` },
  });
  const booking = (await res.json()).data[0];
  return { bookingId: booking.identifier as string, clientId: booking.client.identifier as string };
}

test("a therapist writes a session note after a session and works with a client note's PDF", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "amaka.obi@demo.therapy", "demo-pass-1");
  const { bookingId, clientId } = await completedSession(page);

  await page.goto(`/clients/${clientId}/notes/session/${bookingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Session notes" })).toBeVisible();
  // Which session: its time, leading to the appointment.
  await expect(page.locator(`main a[href^="/appointments/${bookingId}"]`)).toBeVisible();
  await addTypedNote(
    page,
    "session",
    "After session 1",
    "Sleep diary reviewed; fewer panic episodes.",
  );
  await expect(page.getByRole("heading", { name: "After session 1" })).toBeVisible();
  // The note's id is kept in session storage: an open dialog survives a reload.
  await page.getByRole("button", { name: "Edit" }).click();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Edit session note" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();

  // Issue 16: the appointment page shows the session's notes, and a link to add another.
  await page.goto(`/appointments/${bookingId}`);
  const sessionNotes = page.getByRole("region", { name: "Session notes" });
  await expect(sessionNotes.getByRole("heading", { name: "After session 1" })).toBeVisible();
  await expect(sessionNotes.getByText("Sleep diary reviewed; fewer panic episodes.")).toBeVisible();
  await sessionNotes.getByRole("link", { name: "Add session note" }).click();
  await expect(page.getByRole("heading", { name: "Add session note" })).toBeVisible();
  await expect(page.getByText("How would you like to add this note?")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Add session note" })).toHaveCount(0);

  await page.getByRole("link", { name: "Client notes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Client notes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "After session 1" })).toBeVisible();
  // A session note leads back to its session's page.
  await page
    .getByRole("listitem")
    .filter({ hasText: "After session 1" })
    .getByRole("link", { name: "Session notes" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/notes/session/${bookingId}/?$`));
  await page.getByRole("link", { name: "Client notes" }).click();
  await expect(page.getByRole("heading", { name: "After session 1" })).toBeVisible();
  await uploadPreviewEditDeleteClientNote(page);

  // Every access shows in the note's history.
  await page
    .getByRole("listitem")
    .filter({ hasText: "After session 1" })
    .getByRole("button", { name: "Access history" })
    .click();
  await expect(page.getByRole("dialog").getByText("Created")).toBeVisible();
  await page.keyboard.press("Escape");

  // Every note on the client in one file for the therapist's own records (decision 0704).
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download all notes" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^notes-[a-z-]+-\d{4}-\d{2}-\d{2}\.md$/);
  const text = readFileSync((await file.path())!, "utf8");
  expect(text).toMatch(/^# Notes on /);
  expect(text).toMatch(/## Session note \(session of .+\): After session 1\n/);
  expect(text).toContain("Sleep diary reviewed; fewer panic episodes.");
  await page
    .getByRole("listitem")
    .filter({ hasText: "After session 1" })
    .getByRole("button", { name: "Access history" })
    .click();
  await expect(page.getByRole("dialog").getByText("Exported in a file")).toBeVisible();
});

test("a therapist imports three clients, one accepts the invitation and is their client", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const emails = [1, 2, 3].map((n) => `invitee${n}-${stamp}@example.com`);
  const therapist = await browser.newPage();
  await signIn(therapist, "amaka.obi@demo.therapy", "demo-pass-1");
  await importThreeClients(therapist, emails);
  // Only this test's invitees: other tests import clients for Amaka too.
  const ours = therapist.getByRole("listitem").filter({ hasText: `-${stamp}@example.com` });
  await expect(ours.getByText("invited", { exact: true })).toHaveCount(3);

  const invitee = await browser.newPage();
  await registerVerifiedClient(invitee, emails[0]!, "invitee-pass-1");
  await signIn(invitee, emails[0]!, "invitee-pass-1");
  await invitee.goto("/dev/outbox/");
  await invitee
    .getByRole("article", { name: "Amaka Obi invites you to Haven" })
    .filter({ hasText: emails[0]! })
    .getByRole("link")
    .click();
  await expect(invitee.getByText("Amaka Obi invites you to Haven as their client.")).toBeVisible();
  await invitee.getByRole("button", { name: "Accept invitation" }).click();
  await expect(invitee.getByText("You are now connected with Amaka Obi.")).toBeVisible();

  await therapist.reload();
  await expect(
    therapist.getByRole("listitem").filter({ hasText: emails[0]! }).getByText("joined"),
  ).toBeVisible();
  await expect(ours.getByText("invited", { exact: true })).toHaveCount(2);

  // One who joined is the therapist's client (decision 0405): their notes, their page, a booking.
  await therapist
    .getByRole("listitem")
    .filter({ hasText: emails[0]! })
    .getByRole("link", { name: `Notes on ${emails[0]}` })
    .click();
  await expect(therapist.getByRole("heading", { level: 1, name: "Client notes" })).toBeVisible();
  await therapist.getByRole("link", { name: "Back to Dana Reyes" }).click();
  await expect(therapist.getByRole("heading", { level: 1, name: "Dana Reyes" })).toBeVisible();
  await expect(therapist.getByText("No appointments yet.")).toBeVisible();
  await therapist.getByRole("link", { name: "Book a session" }).click();
  await expect(
    therapist.getByRole("heading", { level: 1, name: "Book a session for Dana Reyes" }),
  ).toBeVisible();
});
