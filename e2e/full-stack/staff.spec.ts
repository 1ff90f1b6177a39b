import { expect, test } from "../fixtures";
import { signIn, staffSignIn } from "../steps";

const REVIEWER = {
  email: "daniel.reviewer@demo.therapy",
  secret: "DEMOREVIEWERHAVNDEMOREVIEWERHAVN",
};
const pdf = Buffer.from("%PDF-1.4\n% renewed licence\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

// Priya Shah is verified in the demo data; she renews her licence and waits for a reviewer.
test("a reviewer approves a therapist from the console, who then sees the verified badge", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, "priya.shah@demo.therapy", "demo-pass-1");
  const token = (await page.context().cookies()).find((c) => c.name === "token")!.value;
  const upload = await page.request.post("/api/provider/qualification/file/upload", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      type: "license",
      body: "Texas Behavioral Health Executive Council",
      credentialNumber: "LPC-77120/TX",
      files: { name: "lpc-renewal.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(upload.status()).toBe(201);
  const submitted = await page.request.put("/api/provider/verification-submission", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(submitted.status()).toBe(200);
  await page.goto("/credentials/");
  await expect(page.getByText("Under review", { exact: true })).toBeVisible();

  // The reviewer, in another browser: password, then the authenticator's code.
  const reviewerContext = await browser.newContext({ baseURL });
  const reviewer = await reviewerContext.newPage();
  await staffSignIn(reviewer, REVIEWER);

  await reviewer.goto("/staff/verifications/?q=priya");
  await expect(
    reviewer.getByRole("heading", { level: 1, name: "Verification queue" }),
  ).toBeVisible();
  const row = reviewer.getByRole("listitem").filter({ hasText: "Priya Shah" });
  await expect(row.getByText(/^Waiting /)).toBeVisible();
  await row.getByRole("link", { name: "Open" }).click();
  await expect(reviewer.getByRole("heading", { level: 1, name: "Priya Shah" })).toBeVisible();
  await expect(reviewer.getByText("LPC-77120/TX")).toBeVisible();
  await expect(reviewer.getByTitle("lpc-renewal.pdf")).toBeVisible();
  await reviewer.getByRole("button", { name: "Approve" }).click();
  await expect(reviewer.getByText("Approved. The therapist has been told.")).toBeVisible();
  await reviewerContext.close();

  await page.reload();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
});

test("the console is not found for a client", async ({ page }) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await page.goto("/staff/");
  await expect(page.getByRole("heading", { name: "This page could not be found." })).toBeVisible();
});

const SUPPORT = { email: "ngozi.support@demo.therapy", secret: "DEMOSUPPORTHAVENDEMOSUPPORTHAVEN" };

test("support views a client's sessions as them, and cannot cancel one", async ({ page }) => {
  await staffSignIn(page, SUPPORT);

  await page.goto("/staff/people/?q=chioma.eze");
  await page.getByRole("link", { name: "Chioma Eze" }).click();
  await page.getByRole("button", { name: "View as this person" }).click();
  await expect(page.getByText("Viewing as Chioma Eze, read only")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Chioma/ })).toBeVisible();

  await page.goto("/appointments/");
  // Whichever confirmed session is left: earlier specs cancel and move some of Chioma's.
  await page
    .getByRole("link", { name: /Confirmed$/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Cancel session" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel appointment" });
  await dialog.getByRole("button", { name: "Cancel session" }).click();
  // The dialog says why (a toast says it too).
  await expect(dialog.getByRole("alert")).toHaveText("Viewing as someone is read only.");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "End", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Chioma Eze" })).toBeVisible();
  await expect(page.getByText("Viewing as Chioma Eze, read only")).toHaveCount(0);
});
