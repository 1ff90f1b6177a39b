import { expect, test } from "../fixtures";
import { addTypedNote, importThreeClients, uploadPreviewEditDeleteClientNote } from "../steps";

// The mocked API's therapist: the same cookies a login would leave.
const client = "00000000-0000-4000-8000-0000000000e1";
const booking = "00000000-0000-4000-8000-00000000b001";

test.beforeEach(async ({ context, baseURL }) => {
  const later = String(Date.now() + 86_400_000);
  await context.addCookies(
    [
      ["token", "mock-therapist-token"],
      ["userType", "provider"],
      ["tokenExpiration", later],
      ["refreshTokenExpiration", later],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL! })),
  );
});

test("a therapist writes a session note and works with a client note's PDF (mocked API)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`/clients/${client}/notes/session/${booking}`);
  await addTypedNote(page, "session", "After session 1", "Sleep diary reviewed.");
  await expect(page.getByRole("heading", { name: "After session 1" })).toBeVisible();
  await page.goto(`/clients/${client}/notes`);
  await uploadPreviewEditDeleteClientNote(page);
});

test("a therapist imports three clients (mocked API)", async ({ page }) => {
  await importThreeClients(page, ["a@example.com", "b@example.com", "c@example.com"]);
});
