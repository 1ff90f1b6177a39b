import { expect, test } from "../fixtures";
import { signIn } from "../steps";

// The messages page against the MSW handlers: the mocked therapist reads and answers over the
// mocked live channel, so what arrives shows without a reload.
test("a client chats with their therapist, with an attachment, an edit, a delete and a kept draft (mocked API)", async ({
  page,
}) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await page.goto("/messages/");
  const list = page.getByRole("list", { name: "Messages" });
  await expect(list.getByRole("button", { name: /Tunde Bakare/ })).toBeVisible();
  await expect(list.getByText("Yes, see you on Thursday at 10.")).toBeVisible();
  await list.getByRole("button", { name: /Tunde Bakare/ }).click();
  await expect(page).toHaveURL(/with=/);

  // The draft survives a reload.
  await page.getByLabel("Write a message").fill("A draft I have not sent");
  await page.reload();
  await expect(page.getByLabel("Write a message")).toHaveValue("A draft I have not sent");

  // An attachment with its preview, then sent with the text.
  await page.locator("#message-files").setInputFiles({
    name: "sleep-diary.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
  });
  await expect(page.getByRole("button", { name: "Remove sleep-diary.pdf" })).toBeVisible();
  await page.getByLabel("Write a message").fill("Here is my diary: https://example.com/a?b=1");
  await page.getByRole("button", { name: "Send" }).click();
  const thread = page.getByRole("list", { name: "Tunde Bakare" });
  const mine = thread.getByRole("listitem").filter({ hasText: "Here is my diary" });
  await expect(mine.getByRole("link", { name: "Open sleep-diary.pdf" })).toBeVisible();
  await expect(mine.getByRole("link", { name: "https://example.com/a?b=1" })).toHaveAttribute(
    "rel",
    "nofollow noopener noreferrer",
  );
  await expect(page.getByLabel("Write a message")).toHaveValue("");

  // The mocked therapist reads it and answers, live.
  await expect(thread.getByText("Thank you, I have received your message.")).toBeVisible();
  await expect(mine.getByText("Seen")).toBeVisible();
  // Read while open: no unread count stays on the conversation.
  await expect(list.getByRole("button", { name: /Tunde Bakare/ })).not.toContainText(
    "unread message",
  );

  // Edit, then delete behind the modal.
  await mine.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Edit message").fill("Here is my sleep diary");
  await page.getByRole("button", { name: "Save" }).click();
  const edited = thread.getByRole("listitem").filter({ hasText: "Here is my sleep diary" });
  await expect(edited.getByText("edited")).toBeVisible();
  await edited.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete message" });
  await expect(dialog.getByText("Delete this message for both of you?")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(thread.getByText("This message was deleted")).toBeVisible();
  await expect(thread.getByText("Here is my sleep diary")).toBeHidden();

  // Bad input is refused before sending.
  await page.locator("#message-files").setInputFiles({
    name: "tool.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("MZ"),
  });
  await expect(
    page.getByText("Files must be pdf, doc, docx, jpg, jpeg, png, mp3, wav, ogg or mp4."),
  ).toBeVisible();
});

test("on a phone the list comes first, then the thread with a back button (mocked API)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await page.goto("/de/messages/");
  await expect(page.getByRole("heading", { name: "Nachrichten" })).toBeVisible();
  await page.getByRole("button", { name: /Tunde Bakare/ }).click();
  await expect(page.getByRole("heading", { name: "Nachrichten" })).toBeHidden();
  await expect(page.getByLabel("Nachricht schreiben")).toBeVisible();
  await page.getByRole("link", { name: "Zurück zu den Unterhaltungen" }).click();
  await expect(page.getByRole("heading", { name: "Nachrichten" })).toBeVisible();
});
