import { readFileSync } from "node:fs";
import { expect, hydrated, test, type Page } from "../fixtures";
import { signUpVerified } from "./helpers";
import { openAccountMenu } from "../steps";

const password = "first-pass-1";

async function openNewestEmail(page: Page, to: string, subject: string) {
  await page.goto("/dev/outbox/");
  const email = page.getByRole("article", { name: subject }).filter({ hasText: to }).first();
  await expect(email).toBeVisible();
  return email;
}

async function signIn(page: Page, email: string, secret: string) {
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a client registers, verifies, signs in and out, resets the password and signs in with the new one", async ({
  page,
}) => {
  // Three emails read from the outbox and four sign-ins: longer than most on a busy machine.
  test.setTimeout(90_000);
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto("/register/");
  await page.getByLabel("First name").fill("Ngozi");
  await page.getByLabel("Last name").fill("Adeyemi");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Confirm email").fill(email);
  await page.getByLabel("Phone number").fill("08031234567");
  await page.getByRole("combobox", { name: "Country" }).selectOption({ label: "Nigeria" });
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill("different-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel("I accept").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const verification = await openNewestEmail(page, email, "Verify your email address for Haven");
  await verification.getByRole("link").click();
  await expect(page.getByText("Your email address is verified.")).toBeVisible();

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/overview\/$/);
  await expect(page.getByRole("heading", { name: "Welcome, Ngozi" })).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Foverview%2F$/);
  await page.goto("/overview/");
  await expect(page).toHaveURL(/\/login\//);

  await page.goto("/forgot-password/");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account with this email exists")).toBeVisible();
  const reset = await openNewestEmail(page, email, "Reset your Haven password");
  await reset.getByRole("link").click();
  // A link's page is not opened with goto, which waits for React: typed before it, the form posts
  // natively and comes back empty.
  await hydrated(page);
  await page.getByLabel("New password").fill("second-pass-2");
  await page.getByLabel("Confirm password").fill("second-pass-2");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been reset.")).toBeVisible();
  // The change is told at the address (decision 0513), with a way back in if it was not them.
  const notice = await openNewestEmail(page, email, "Your Haven password was changed");
  await expect(notice.getByText(/every other device was signed out/)).toBeVisible();
  await expect(notice.getByRole("link")).toHaveAttribute("href", /\/forgot-password\/$/);

  await signIn(page, email, password);
  await expect(page.getByText("The email or password is incorrect.")).toBeVisible();
  await signIn(page, email, "second-pass-2");
  await expect(page.getByRole("heading", { name: "Welcome, Ngozi" })).toBeVisible();
});

test("the login form checks its fields, shows the API's message for a wrong password, and speaks German", async ({
  page,
}) => {
  await page.goto("/login/");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email").fill("emily.brown@demo.therapy");
  await page.getByLabel("Password").fill("12345");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Password must be more than 6 characters")).toBeVisible();
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("The email or password is incorrect.")).toBeVisible();

  await page.goto("/de/login/");
  await page.getByLabel("E-Mail-Adresse").fill("nicht-gueltig");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByText("Geben Sie eine gültige E-Mail-Adresse ein")).toBeVisible();
});

test("a signed-out visitor of a dashboard page is sent to login and comes back afterwards", async ({
  page,
}) => {
  await page.goto("/de/account/security/");
  await expect(page).toHaveURL(/\/de\/login\/\?redirect=%2Fde%2Faccount%2Fsecurity%2F$/);
  await page.getByLabel("E-Mail-Adresse").fill("emily.brown@demo.therapy");
  await page.getByLabel("Passwort").fill("demo-pass-1");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/account\/security\/$/);
  await expect(page.getByRole("heading", { name: "Kontosicherheit" })).toBeVisible();
  await expect(page.getByText("emily.brown@demo.therapy")).toBeVisible();
});

test("the access token expires mid-session and the person keeps working without noticing", async ({
  page,
  context,
}) => {
  await signIn(page, "jonas.weber@demo.therapy", "demo-pass-1");
  await expect(page.getByRole("heading", { name: "Welcome, Jonas" })).toBeVisible();
  // The server issues 10-second access tokens in this project (playwright.config.ts): wait until the
  // browser has dropped the cookie.
  const token = async () => (await context.cookies()).find((c) => c.name === "token")?.value;
  await expect.poll(token, { timeout: 20_000 }).toBeUndefined();

  await page.goto("/account/security/");
  await expect(page.getByText("jonas.weber@demo.therapy")).toBeVisible();
  // Opening the page refreshed the token; it runs out again while the page is open.
  await expect.poll(token).toBeDefined();
  await expect.poll(token, { timeout: 20_000 }).toBeUndefined();
  await page.getByRole("button", { name: "Change email" }).click();
  await page.getByLabel("New email", { exact: true }).fill("jonas.weber@demo.therapy");
  await page.getByLabel("Confirm new email").fill("jonas.weber@demo.therapy");
  await page.getByRole("button", { name: "Send code" }).click();
  // The request went through with a refreshed token: the server answered on the merits.
  await expect(page.getByText("This is already your email address.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/security\/$/);
});

test("a person sees where they are signed in, in German, and signs their phone out (decision 0514)", async ({
  page,
  browser,
}) => {
  const phone = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
  });
  const onPhone = await phone.newPage();
  // The laptop first: then the phone is a new browser for an account in use, whatever ran before.
  await signIn(page, "jonas.weber@demo.therapy", "demo-pass-1");
  await expect(page).toHaveURL(/\/overview\/$/);
  await signIn(onPhone, "jonas.weber@demo.therapy", "demo-pass-1");
  await expect(onPhone).toHaveURL(/\/overview\/$/);

  // The phone was new to the account: Jonas is emailed of it (decision 0516), once the answer
  // has gone out, so the outbox is read again until it shows.
  await expect(async () => {
    await page.goto("/dev/outbox/");
    await expect(
      page
        .getByRole("article", { name: /New sign-in to your Haven account|Neue Anmeldung/ })
        .filter({ hasText: "jonas.weber@demo.therapy" })
        .filter({ hasText: /Safari (on|auf) iPhone/ })
        .first(),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  await page.goto("/de/account/security/");
  const list = page.getByRole("list", { name: "Wo Sie angemeldet sind" });
  await expect(list.getByRole("listitem").first()).toContainText("Dieses Gerät");
  await expect(list.getByRole("listitem").first()).toContainText("Gerade aktiv");
  const phoneItem = list.getByRole("listitem").filter({ hasText: "Safari auf iPhone" });
  await expect(phoneItem).toHaveCount(1);
  await expect(phoneItem).toContainText(/Angemeldet: .*Zuletzt aktiv: /);
  await phoneItem.getByRole("button", { name: "Safari auf iPhone abmelden" }).click();
  await expect(page.getByText("Dieses Gerät ist abgemeldet.")).toBeVisible();
  await expect(phoneItem).toHaveCount(0);

  // The phone is signed out at once: its next page asks it to sign in again.
  await onPhone.goto("/account/security/");
  await expect(onPhone).toHaveURL(/\/login\/\?redirect=/);
  await expect(onPhone.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  await phone.close();
});

test("someone moves an account to their own address; its owner undoes it from the email to the old one (decision 0517)", async ({
  page,
  browser,
}) => {
  // Two browsers, four emails read from the outbox and three sign-ins.
  test.setTimeout(90_000);
  const owner = `owner-${Date.now()}@example.com`;
  const thief = `thief-${Date.now()}@example.com`;
  await page.goto("/register/");
  await signUpVerified(page, owner, password);

  // Someone with the password, in another browser, moves the account to their address.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await signIn(theirs, owner, password);
  await expect(theirs).toHaveURL(/\/overview\/$/);
  await theirs.goto("/account/security/");
  await theirs.getByRole("button", { name: "Change email" }).click();
  await expect(
    theirs.getByText("We will tell your current address once the new one is confirmed"),
  ).toBeVisible();
  await theirs.getByLabel("New email", { exact: true }).fill(thief);
  await theirs.getByLabel("Confirm new email").fill(thief);
  await theirs.getByRole("button", { name: "Send code" }).click();
  await expect(theirs.getByText("Enter the 6-character code")).toBeVisible();
  const codeEmail = await openNewestEmail(page, thief, "Your Haven email change code");
  const code = (await codeEmail.textContent())!.match(/code: ([A-Z0-9]{6})/)![1]!;
  await theirs.getByRole("textbox", { name: "Code 1" }).click();
  await theirs.keyboard.type(code);
  await theirs.getByRole("button", { name: "Confirm" }).click();
  await expect(theirs.getByText("Email Changed Successful")).toBeVisible();

  // The owner's old address hears of it, with a way back that asks for a new password.
  const notice = page
    .getByRole("article", { name: "The email address of your Haven account was changed" })
    .filter({ hasText: owner });
  // Sent once the answer has gone out: the outbox is read again until it shows.
  await expect(async () => {
    await page.goto("/dev/outbox/");
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await notice.getByRole("link", { name: /\/restore-email\/\?token=/ }).click();
  await expect(page).toHaveURL(/\/restore-email\/\?token=/);
  await expect(
    page.getByRole("heading", { name: "Undo the change of your email address" }),
  ).toBeVisible();
  await page.getByLabel("New password").fill("mine-again-3");
  await page.getByLabel("Confirm password").fill("mine-again-3");
  await page.getByRole("button", { name: "Restore my email address" }).click();
  await expect(
    page.getByText("Your email address is back and your new password is set."),
  ).toBeVisible();

  // The other browser is out at once; the old password no longer opens the account.
  await theirs.goto("/account/security/");
  await expect(theirs).toHaveURL(/\/login\/\?redirect=/);
  await expect(theirs.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  await signIn(theirs, thief, password);
  await expect(theirs.getByText("The email or password is incorrect.")).toBeVisible();
  await other.close();
  await signIn(page, owner, "mine-again-3");
  await expect(page).toHaveURL(/\/overview\/$/);
  await page.goto("/account/security/");
  await expect(page.getByText(owner)).toBeVisible();
});

test("a client is kept away from therapist pages", async ({ page }) => {
  await signIn(page, "chioma.eze@demo.therapy", "demo-pass-1");
  await expect(page.getByRole("heading", { name: "Welcome, Chioma" })).toBeVisible();
  await page.goto("/availability/");
  await expect(page).toHaveURL(/\/overview\/$/);
});

test("a therapist in Germany signs in while in the UK and sees Germany (decision 0519)", async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ "x-country-code": "GB" });
  await page.goto("/");
  const country = page.getByRole("contentinfo").locator("summary");
  await expect(country).toHaveText("Country and currency: United Kingdom · GBP");
  await signIn(page, "lena.mueller@demo.therapy", "demo-pass-1");
  await expect(page.getByRole("heading", { name: "Welcome, Lena" })).toBeVisible();
  await expect(country).toHaveText("Country and currency: Germany · EUR");
  await page.goto("/");
  await expect(page.getByText(/Licensed therapists in Germany/)).toBeVisible();
});

test.describe("a form sent before the page's scripts have run", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [
    "/login/",
    "/register/",
    "/forgot-password/",
    "/reset-password/?token=abc",
    "/de/login/",
  ]) {
    test(`keeps its fields out of the address: ${path}`, async ({ page }) => {
      await page.goto(path);
      const secret = "never-in-a-url-1";
      for (const field of await page.locator('input[type="password"]').all())
        await field.fill(secret);
      for (const field of await page.locator('input[type="email"]').all())
        await field.fill("emily.brown@demo.therapy");
      const sent = page.waitForRequest((request) => request.isNavigationRequest());
      await page.locator('form button[type="submit"]').first().click();
      const request = await sent;
      expect(request.method()).toBe("POST");
      expect(request.url()).not.toContain(secret);
      expect(request.url()).not.toContain("emily.brown");
      await page.waitForLoadState();
      expect(page.url()).not.toContain(secret);
    });
  }

  // Inside a <Suspense>, a form could arrive in a hidden block that only a script reveals.
  for (const [path, field, button] of [
    ["/forgot-password/", "Email", "Send reset link"],
    ["/reset-password/?token=abc", "New password", "Set new password"],
    // Without a token: the link is incomplete, and a new one can be asked for.
    ["/verify-email/", "Email", "Send a new link"],
  ] as const) {
    test(`is in the page's first HTML: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByLabel(field, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: button })).toBeVisible();
    });
  }
  test("the verify-email page with a token asks for scripts instead of spinning", async ({
    page,
  }) => {
    await page.goto("/verify-email/?token=abc");
    await expect(page.getByText("Verifying your email address…")).toBeAttached();
    // Playwright's text locators pass over <noscript>, which the browser shows when scripts are off.
    expect(await page.content()).toMatch(
      /<noscript>.*Turn on JavaScript in your browser, then reload this page.*<\/noscript>/s,
    );
  });
  test("the verify-email page without a token says why it offers a new link", async ({ page }) => {
    await page.goto("/verify-email/");
    await expect(page.getByText("This link is incomplete or has expired.")).toBeVisible();
  });
});

test("a person turns session reminders off in German, and the choice stays", async ({ page }) => {
  await page.goto("/de/account/security/");
  await page.getByLabel("E-Mail-Adresse").fill("jonas.weber@demo.therapy");
  await page.getByLabel("Passwort").fill("demo-pass-1");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/account\/security\/$/);
  const emails = page.getByRole("region", { name: "E-Mails" });
  const reminders = emails.getByRole("checkbox", { name: /Erinnerungen an Sitzungen/ });
  await expect(reminders).toBeChecked();
  await expect(reminders).toBeEnabled();
  await reminders.uncheck();
  await expect(page.getByText("E-Mail-Einstellungen gespeichert")).toBeVisible();
  await page.reload();
  await expect(reminders).not.toBeChecked();
  await expect(reminders).toBeEnabled();
  await reminders.check();
  await expect(reminders).toBeChecked();
});

test("an unread-message email's link turns those emails off without signing in, and only those", async ({
  page,
}) => {
  const { emilyUnsubscribe } = JSON.parse(readFileSync(".data/e2e/lifecycle.json", "utf8")) as {
    emilyUnsubscribe: string;
  };
  await page.goto(`/unsubscribe/?token=${emilyUnsubscribe}`);
  await expect(page.getByText(/^Stop the emails about unread messages\?/)).toBeVisible();
  await page.getByRole("button", { name: "Turn them off" }).click();
  await expect(
    page.getByText("You will no longer get emails about unread messages."),
  ).toBeVisible();

  await page.getByRole("link", { name: "your email settings" }).click();
  await page.getByLabel("Email").fill("emily.brown@demo.therapy");
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/security\/$/);
  const emails = page.getByRole("region", { name: "Emails" });
  const unread = emails.getByRole("checkbox", { name: /Unread messages/ });
  await expect(unread).toBeEnabled();
  await expect(unread).not.toBeChecked();
  await expect(emails.getByRole("checkbox", { name: /Session reminders/ })).toBeChecked();
  await unread.check();
  await expect(page.getByText("Email settings saved")).toBeVisible();
});
