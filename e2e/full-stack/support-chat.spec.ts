import { expect, test, type Page } from "../fixtures";
import { signIn, staffSignIn } from "../steps";

const SUPPORT = { email: "ngozi.support@demo.therapy", secret: "DEMOSUPPORTHAVENDEMOSUPPORTHAVEN" };
/** Where the screenshots of the widget and the inbox go, when asked for (decision 0811). */
const SHOTS = process.env.SUPPORT_CHAT_SCREENSHOTS;

/**
 * With SUPPORT_CHAT_SCREENSHOTS set to a folder: the page at 390 and 1280 px, in English, then
 * at `de` in German (`prepare` runs after each load, e.g. to open the widget), then back.
 */
async function shoot(
  page: Page,
  name: string,
  paths: { en: string; de: string },
  prepare: () => Promise<void> = async () => {},
) {
  if (!SHOTS) return;
  for (const locale of ["en", "de"] as const) {
    await page.goto(paths[locale]);
    await prepare();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // Back in English: the German page left its locale cookie.
  await page.context().clearCookies({ name: "X-Locale" });
  await page.goto(paths.en);
  await prepare();
}

// A client and support in two browsers: support has the inbox open, so the widget offers the
// chat; each line shows on the other side without a reload, through the live channel.
test("a client chats with support live, in two browser contexts", async ({ browser, baseURL }) => {
  test.setTimeout(SHOTS ? 120_000 : 60_000);
  const [clientContext, staffContext] = [await browser.newContext(), await browser.newContext()];
  const client = await clientContext.newPage();
  const staff = await staffContext.newPage();
  // The cookie banner answered, so it covers nothing.
  for (const context of [clientContext, staffContext])
    await context.addCookies([{ name: "cookieConsent", value: "false", url: baseURL! }]);
  // Earlier runs of this file leave their lines: this run's are its own.
  const run = Date.now().toString(36);
  const question = `My top-up has not arrived (${run})`;
  const answer = `It arrived this morning, please look again (${run})`;

  await staffSignIn(staff, SUPPORT);
  await staff.goto("/staff/support/");
  await expect(staff.getByRole("heading", { level: 1, name: "Support inbox" })).toBeVisible();
  await expect(staff.getByText("Live", { exact: true })).toBeVisible();

  await signIn(client, "chioma.eze@demo.therapy", "demo-pass-1");
  await client.getByRole("button", { name: "Help", exact: true }).click();
  const widget = client.getByRole("dialog", { name: "How can we help?" });
  await expect(widget.getByText("Support is online.", { exact: false })).toBeVisible();
  await widget.getByRole("textbox", { name: "Your message" }).fill(question);
  await widget.getByRole("button", { name: "Send", exact: true }).click();
  await expect(widget.getByRole("listitem").filter({ hasText: question })).toBeVisible();

  // The conversation arrives in the inbox by itself.
  const row = staff.getByRole("listitem").filter({ hasText: question });
  await expect(row.getByText("Waiting for an answer")).toBeVisible();
  await row.getByRole("link", { name: "Chioma Eze" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Chioma Eze" })).toBeVisible();
  await staff.getByRole("button", { name: "Assign to me" }).click();
  await expect(staff.getByText(/Assigned to Ngozi Okafor/)).toBeVisible();
  await staff.getByRole("textbox", { name: "Reply" }).fill(answer);
  await staff.getByRole("button", { name: "Send reply" }).click();

  // The reply shows in the widget, live; and the client's next line in the inbox.
  await expect(widget.getByRole("listitem").filter({ hasText: answer })).toBeVisible();
  await widget.getByRole("textbox", { name: "Your message" }).fill(`Found it, thanks (${run})`);
  await widget.getByRole("textbox", { name: "Your message" }).press("Enter");
  await expect(
    staff.getByRole("listitem").filter({ hasText: `Found it, thanks (${run})` }),
  ).toBeVisible();

  const conversation = new URL(staff.url()).pathname;
  await shoot(client, "widget", { en: "/overview/", de: "/de/overview/" }, async () => {
    await client.getByRole("button", { name: /^(Help|Hilfe)$/ }).click();
    await expect(
      client.getByRole("dialog").getByRole("textbox", { name: /^(Your message|Ihre Nachricht)$/ }),
    ).toBeVisible();
  });
  const shown = (text: string) => async () => {
    await expect(staff.getByRole("listitem").filter({ hasText: text }).first()).toBeVisible();
  };
  await shoot(staff, "inbox-list", { en: "/staff/support/", de: "/de/staff/support/" }, shown(run));
  await shoot(
    staff,
    "inbox-conversation",
    { en: conversation, de: `/de${conversation}` },
    shown(`Found it, thanks (${run})`),
  );

  await staff.getByRole("button", { name: "Mark resolved" }).click();
  await expect(staff.getByText(/^Resolved\./)).toBeVisible();
  await expect(widget.getByText("This conversation is resolved.", { exact: false })).toBeVisible();
  await clientContext.close();
  await staffContext.close();
});
