import { expect, test, type Page } from "../fixtures";
import { signIn } from "../steps";
import { registerVerifiedClient } from "./helpers";

/**
 * Chromium's virtual authenticator (decision 0522): a platform authenticator with resident keys
 * that verifies its user at once, as a phone's fingerprint would. It lives as long as the CDP
 * session, so one is made per test.
 */
async function virtualAuthenticator(page: Page) {
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
  const credentials = async () =>
    (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return { credentials };
}

test("a client adds a passkey, signs out, signs in with it alone, and removes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const authenticator = await virtualAuthenticator(page);
  const email = `e2e-passkey-${Date.now()}@example.com`;
  const password = "passkey-pass-1";
  await registerVerifiedClient(page, email, password);
  await signIn(page, email, password);

  await page.goto("/account/security/");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("You have not added a passkey yet.")).toBeVisible();
  await passkeys.getByLabel("Name of the new passkey").fill("This laptop");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  const list = passkeys.getByRole("list", { name: "Passkeys" });
  await expect(list.getByText("This laptop")).toBeVisible();
  await expect(list.getByText("Not used yet")).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  expect((await authenticator.credentials())[0]!.isResidentCredential).toBe(true);

  await page.getByRole("button", { name: "My account" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\//);

  // No email typed: the passkey names its account, and the sign-in returns to where it was asked.
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/account\/security\/$/);
  await expect(list.getByText("This laptop")).toBeVisible();

  // The password now asks for the passkey as its second step.
  await page.getByRole("button", { name: "My account" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/account\/security\/$/);

  await page.goto("/account/security/");
  await expect(list.getByText(/^Last used /)).toBeVisible();
  await passkeys.getByRole("button", { name: "Remove the passkey This laptop" }).click();
  await expect(passkeys.getByText("You have not added a passkey yet.")).toBeVisible();
});
