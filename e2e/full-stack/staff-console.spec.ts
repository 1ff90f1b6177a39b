import { expect, test } from "../fixtures";
import { openAccountMenu, signIn, staffSignIn } from "../steps";

const ADMIN = { email: "oliver.admin@demo.therapy", secret: "DEMOADMINSTAFFHVDEMOADMINSTAFFHV" };
const SUPPORT = { email: "ngozi.support@demo.therapy", secret: "DEMOSUPPORTHAVENDEMOSUPPORTHAVEN" };
const REVIEW = "Helped our family talk to each other again.";

test("the account menu links the console for staff, and the server sends no such link to anyone else", async ({
  page,
}) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  const html = await (await page.request.get("/overview/")).text();
  expect(html).toContain("My account");
  expect(html).not.toMatch(/href="[^"]*\/staff\/?"|Operations console/);
  await openAccountMenu(page);
  await expect(page.getByRole("menuitem", { name: "Operations console" })).toHaveCount(0);

  await page.context().clearCookies();
  await staffSignIn(page, ADMIN);
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Operations console" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Reviews" }),
  ).toBeVisible();
});

test("a client reports a review; support hides it from the profile, then shows it again", async ({
  page,
  browser,
  baseURL,
}) => {
  const found = await page.request.get("/api/providers?q=Bakare");
  const tunde = ((await found.json()).data as { identifier: string }[])[0]!.identifier;
  const profile = `/therapists/${tunde}/`;

  await signIn(page, "emily.brown@demo.therapy", "demo-pass-1");
  await page.goto(profile);
  const review = page.getByRole("listitem").filter({ hasText: REVIEW });
  await review.getByRole("button", { name: "Report this review" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this review" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason.")).toBeVisible();
  await dialog.getByLabel("Spam or advertising").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you. Our team will look at this review.")).toBeVisible();

  const supportContext = await browser.newContext({ baseURL });
  const support = await supportContext.newPage();
  await staffSignIn(support, SUPPORT);
  await support.goto("/staff/reviews/");
  const item = support.getByRole("listitem").filter({ hasText: REVIEW });
  await expect(item.getByText("1 open report")).toBeVisible();
  await expect(item.getByText("Spam or advertising · 1")).toBeVisible();
  await item
    .getByLabel("Reason (kept in the audit log)")
    .fill("Checked: not spam, but hidden for the test");
  await item.getByRole("button", { name: "Hide review" }).click();
  await expect(support.getByText("The review is hidden.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: /Reviews/ })).toBeVisible();
  await expect(page.getByText(REVIEW)).toHaveCount(0);

  await support.goto("/staff/reviews/?status=hidden");
  const hidden = support.getByRole("listitem").filter({ hasText: REVIEW });
  await hidden.getByLabel("Reason (kept in the audit log)").fill("Restored after the check");
  await hidden.getByRole("button", { name: "Show again" }).click();
  await expect(support.getByText("The review is shown again.")).toBeVisible();
  await supportContext.close();

  await page.reload();
  await expect(page.getByText(REVIEW)).toBeVisible();
});
