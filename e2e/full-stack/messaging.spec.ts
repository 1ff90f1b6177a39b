import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "../fixtures";
import { signIn } from "../steps";

const PASSWORD = "demo-pass-1";
/** A message in the open thread (the list named after the other person), not in the chat list. */
const message = (page: Page, text: string | RegExp) =>
  page
    .getByRole("list", { name: /^(Amaka Obi|Chioma Eze)$/ })
    .getByRole("listitem")
    .filter({ hasText: text });

// A client and their therapist (the seed has a session between them) in two browsers: every
// change shows on the other side without a reload, through the live channel.
test("a client and a therapist chat live, with an attachment, an edit and a delete", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [clientContext, therapistContext] = [
    await browser.newContext(),
    await browser.newContext(),
  ];
  const client = await clientContext.newPage();
  const therapist = await therapistContext.newPage();
  await signIn(client, "chioma.eze@demo.therapy", PASSWORD);
  await signIn(therapist, "amaka.obi@demo.therapy", PASSWORD);

  await therapist.goto("/messages/");
  await expect(therapist.getByRole("heading", { name: "Messages" })).toBeVisible();

  // The client starts the conversation from their contacts.
  await client.goto("/messages/");
  await client.getByRole("button", { name: "New message" }).click();
  await client.getByRole("button", { name: "Amaka Obi" }).click();
  await expect(client.getByText("No messages yet. Say hello.")).toBeVisible();
  const first = "Hello Dr Obi, <b>can we</b> move Thursday?";
  await client.getByLabel("Write a message").fill(first);
  await client.getByRole("button", { name: "Send" }).click();
  await expect(message(client, first)).toBeVisible();

  // It reaches the therapist's list live, with an unread count; opening it marks it seen.
  const row = therapist.getByRole("button", { name: /Chioma Eze/ });
  await expect(row).toContainText(first);
  await expect(row.getByText("1 unread message")).toBeAttached();
  await row.click();
  await expect(message(therapist, first)).toBeVisible();
  await expect(message(client, first).getByText("Seen")).toBeVisible();

  // The therapist answers with a file; the client sees both live.
  await therapist.locator("#message-files").setInputFiles({
    name: "session-plan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n"),
  });
  await therapist.getByLabel("Write a message").fill("Yes. Here is the plan.");
  await therapist.getByRole("button", { name: "Send" }).click();
  const reply = message(client, "Yes. Here is the plan.");
  await expect(reply).toBeVisible();
  const file = reply.getByRole("link", { name: "Open session-plan.pdf" });
  await expect(file).toBeVisible();
  // The link carries only the token cookie; with it expired, a click renews it before the download.
  await clientContext.clearCookies({ name: "token" });
  const [download] = await Promise.all([client.waitForEvent("download"), file.click()]);
  expect(download.suggestedFilename()).toBe("session-plan.pdf");
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  // The therapist's file is not anyone's: without the session it is not found.
  const anonymous = await browser.newContext();
  expect(
    (
      await anonymous.request.get(new URL((await file.getAttribute("href"))!, client.url()).href)
    ).status(),
  ).toBe(404);
  await anonymous.close();

  // The client edits their message; the therapist sees the new text marked edited.
  await message(client, first).getByRole("button", { name: "Edit" }).click();
  await client.getByLabel("Edit message").fill("Could we move Thursday to Friday?");
  await client.getByRole("button", { name: "Save" }).click();
  const edited = message(therapist, "Could we move Thursday to Friday?");
  await expect(edited).toBeVisible();
  await expect(edited.getByText("edited")).toBeVisible();

  // The client deletes it behind the modal; both see it as deleted.
  await message(client, "Could we move Thursday to Friday?")
    .getByRole("button", { name: "Delete" })
    .click();
  await client
    .getByRole("dialog", { name: "Delete message" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(message(therapist, "This message was deleted")).toBeVisible();
  await expect(therapist.getByText("Could we move Thursday to Friday?")).toBeHidden();
  await expect(message(client, "This message was deleted")).toBeVisible();

  // The therapist drops off: offline, not an error; back online, what was missed arrives.
  await therapistContext.setOffline(true);
  await expect(therapist.getByText("Offline, reconnecting…")).toBeVisible();
  await client.getByLabel("Write a message").fill("Sent while you were away");
  await client.getByRole("button", { name: "Send" }).click();
  await expect(message(client, "Sent while you were away")).toBeVisible();
  await therapistContext.setOffline(false);
  await expect(therapist.getByText("Offline, reconnecting…")).toBeHidden({ timeout: 20_000 });
  await expect(message(therapist, "Sent while you were away")).toBeVisible({ timeout: 20_000 });
  await expect(message(client, "Sent while you were away").getByText("Seen")).toBeVisible();

  // Elsewhere on the dashboard, "Messages" counts what waits unread, live too (decision 0520).
  await Promise.all([
    therapist.waitForResponse(/\/api\/messages\/unread-count/),
    therapist.goto("/overview/"),
  ]);
  const messagesArea = therapist
    .getByRole("navigation", { name: "Dashboard", exact: true })
    .getByRole("link", { name: /^Messages/ });
  await expect(messagesArea).toHaveAccessibleName("Messages");
  await client.getByLabel("Write a message").fill("Are you free on Friday?");
  await client.getByRole("button", { name: "Send" }).click();
  await expect(messagesArea).toHaveAccessibleName("Messages (1 unread)");
  const card = therapist.getByRole("navigation", { name: "Areas of your dashboard" });
  await expect(card.getByRole("link", { name: /^Messages \(1 unread\)/ })).toBeVisible();

  await clientContext.close();
  await therapistContext.close();
});

test("a booking's page starts a conversation with the other person", async ({ page }) => {
  await signIn(page, "chioma.eze@demo.therapy", PASSWORD);
  await page.goto("/appointments/");
  await page.getByRole("tab", { name: "Past" }).click();
  await page
    .getByRole("link", { name: /Amaka Obi/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Message Amaka" }).click();
  await expect(page).toHaveURL(/\/messages\/\?with=/);
  await expect(page.getByRole("heading", { level: 2, name: "Amaka Obi" })).toBeVisible();
  await expect(page.getByLabel("Write a message")).toBeVisible();
});

test("on a phone the list comes first, then the thread with a back button, in German", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "chioma.eze@demo.therapy", PASSWORD);
  await page.goto("/de/messages/");
  await expect(page.getByRole("heading", { name: "Nachrichten" })).toBeVisible();
  await page.getByRole("button", { name: /Amaka Obi/ }).click();
  await expect(page.getByRole("heading", { name: "Nachrichten" })).toBeHidden();
  await expect(page.getByLabel("Nachricht schreiben")).toBeVisible();
  await page.getByRole("link", { name: "Zurück zu den Unterhaltungen" }).click();
  await expect(page.getByRole("heading", { name: "Nachrichten" })).toBeVisible();
});
