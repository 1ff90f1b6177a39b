import { generateSync } from "otplib";
import { expect, test, type Page } from "../fixtures";
import { registerVerifiedClient } from "./helpers";
import { openAccountMenu } from "../steps";

// Issue 67's browser proofs (decisions 0521, 0522): a passkey added, signed in with alone and
// removed, through Chromium's virtual authenticator; an authenticator app set up from the key the
// page shows, then a sign-in with a code and one with a recovery code.

const password = "secure-pass-1";

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\//);
}

test("a client adds a passkey, signs in with it alone, and removes it", async ({ page }) => {
  test.setTimeout(90_000);
  // A platform authenticator that keeps discoverable credentials and verifies its user (as a
  // fingerprint reader does): what "Sign in with a passkey" without an email needs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const email = `e2e-passkey-${Date.now()}@example.com`;
  await registerVerifiedClient(page, email, password);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/overview\/$/);

  await page.goto("/account/security/");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("You have not added a passkey yet.")).toBeVisible();
  await passkeys.getByLabel("Name of the new passkey").fill("Test laptop");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  const list = passkeys.getByRole("list", { name: "Passkeys" });
  await expect(list.getByText("Test laptop")).toBeVisible();
  await expect(list.getByText("Not used yet")).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await signOut(page);
  await page.goto("/login/");
  // No email typed: the browser offers the passkey it keeps for this site.
  await expect(page.getByLabel("Email")).toHaveValue("");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
  await expect(page.getByRole("heading", { name: "Welcome, Dana" })).toBeVisible();

  await page.goto("/account/security/");
  await expect(list.getByText(/^Last used /)).toBeVisible();
  await passkeys.getByRole("button", { name: "Remove the passkey Test laptop" }).click();
  await expect(passkeys.getByText("You have not added a passkey yet.")).toBeVisible();

  // Removed on the server: the authenticator still holds it, but it no longer signs in.
  await signOut(page);
  await page.goto("/login/");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This passkey was not accepted." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\//);
});

/** The app's code for the step `steps` away from now (the server takes now ±1 step). */
const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor((Date.now() + steps * 30_000) / 1000) });

test("a client sets up an authenticator app, signs in with a code, and once with a recovery code", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-totp-${Date.now()}@example.com`;
  await registerVerifiedClient(page, email, password);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/overview\/$/);

  await page.goto("/account/security/");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  // The key as the page shows it, in groups of four: what a person would type into the app.
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel("Code from the app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-step sign-in is on.")).toBeVisible();
  const codes = await page
    .getByRole("region", { name: "Your recovery codes" })
    .getByRole("listitem")
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(
    page.getByText("Signing in asks for a code from your authenticator app."),
  ).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, email);
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  // The code that confirmed the setup is spent: the next step's, which the server's drift allows.
  await page.getByLabel("Code", { exact: true }).fill(codeFor(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);

  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);

  // A recovery code works once.
  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The code is not right." })).toBeVisible();
  await expect(page).toHaveURL(/\/login\//);
});
