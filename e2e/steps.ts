import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { generateSync } from "otplib";
import type { AuthAnswer } from "@/features/accounts/answer-schemas";
import { expect, hydrated, test, type Page } from "./fixtures";

/**
 * Signs in and lands on the dashboard, ready for clicks: through the API, leaving the cookies the
 * login form leaves (lib/api/session-cookies.ts; the refresh and device cookies come from the
 * answer itself). The form is proven by accounts.spec.ts; here it would cost a page load per test
 * (about 0.8 s each, measured 2026-12-05).
 */
export async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/user/login", { data: { email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  const answer = (await res.json()).data as AuthAnswer;
  const url = new URL(res.url()).origin;
  const expires = answer.refreshTokenExp / 1000;
  const cookie = (name: string, value: string) => ({
    name,
    value,
    url,
    expires,
    sameSite: "Lax" as const,
  });
  const chosenByVisitor = (await page.context().cookies(url)).some(
    (c) => c.name === "countryChosen" && c.value === "1",
  );
  await page
    .context()
    .addCookies([
      { ...cookie("token", answer.token), expires: answer.exp },
      cookie("tokenExpiration", String(answer.exp * 1000)),
      cookie("refreshTokenExpiration", String(answer.refreshTokenExp)),
      cookie("userType", answer.userType),
      cookie("isActive", String(answer.isActive)),
      cookie("X-Language", "en"),
      ...(answer.countryCode && !chosenByVisitor
        ? [cookie("X-CountryCode", answer.countryCode), cookie("countryChosen", "account")]
        : []),
    ]);
  await page.goto("/overview/");
  await expect(page).toHaveURL(/\/overview\/$/);
}

export type StaffMember = { email: string; secret: string };

// The run's seeded data lives here (scripts/e2e.mjs clears it): so does the last step each staff
// member's code was used at, for the test files that run after a retry in a new worker process.
// Each worker slot has its own server and database (e2e/worker-server.ts), so its own steps.
const usedSteps = () => `.data/e2e/totp-steps/${test.info().parallelIndex}`;
const TOTP_STEP_MS = 30_000;

/**
 * An authenticator code the server has not taken yet. A code is good once (its 30-second step
 * must be later than the last one used), and several tests sign the same staff member in, so a
 * test that follows another within the step waits for the next one.
 */
async function unusedCode(page: Page, who: StaffMember) {
  mkdirSync(usedSteps(), { recursive: true });
  const file = `${usedSteps()}/${who.email}`;
  let lastUsed = -1;
  try {
    lastUsed = Number(readFileSync(file, "utf8"));
  } catch {
    // Not signed in yet this run.
  }
  let step = Math.floor(Date.now() / TOTP_STEP_MS);
  if (step <= lastUsed) {
    step = lastUsed + 1;
    await page.waitForTimeout(step * TOTP_STEP_MS - Date.now() + 500);
  }
  writeFileSync(file, String(step));
  return generateSync({ secret: who.secret, epoch: (step * TOTP_STEP_MS) / 1000 + 1 });
}

/** Staff sign in with the password, then the authenticator's code, and land on the dashboard. */
export async function staffSignIn(page: Page, who: StaffMember) {
  await page.goto("/login/");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const code = page.getByRole("textbox", { name: "Code" });
  await expect(code).toBeVisible();
  await code.fill(await unusedCode(page, who));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
  await hydrated(page);
}

/**
 * Opens the header's account menu. Its code loads after the page's own (lazy-account-menu.tsx),
 * so a click just after hydration may land on the server-rendered button: click until it opens.
 */
export async function openAccountMenu(page: Page, name = "My account") {
  const button = page.getByRole("button", { name });
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(page.getByRole("menuitem").first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/**
 * On a booking form: individual therapy by video call, then the first free time of the first
 * open day. Answers the day's label and the time, to find the same slot again.
 */
/** A slot button's time: "9:00 AM" in English, "09:00" in German (lib/time/clock-time.ts). */
export const SLOT_TIME = /^(\d{1,2}:\d{2}\s[AP]M|\d{2}:\d{2})$/;

export async function pickFirstFreeTime(page: Page) {
  await page.getByRole("group", { name: "Therapy" }).getByText("Individual therapy").click();
  await page
    .getByRole("group", { name: /How you want to meet|Way of meeting/ })
    .getByText("Video call")
    .click();
  const day = page.locator("button[aria-label$=', free times']:not([disabled])").first();
  const dayLabel = (await day.getAttribute("aria-label"))!;
  await day.click();
  const slot = page.getByRole("button", { pressed: false }).filter({ hasText: SLOT_TIME }).first();
  const slotTime = (await slot.textContent())!.trim();
  await slot.click();
  return { dayLabel, slotTime };
}

/**
 * On /account: completes the profile, picks an avatar (after the picker's "please select an
 * Avatar"), uploads and crops a picture, then deletes it, falling back to the avatar.
 */
export async function completeClientAccount(page: Page, userName: string, picture: Buffer) {
  await page.goto("/account/");
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Reyes-Ortiz");
  await page.getByLabel("Username").fill(userName);
  await page.getByLabel("Zip code (optional)").fill("10001");
  await page.getByRole("button", { name: "Save changes" }).first().click();
  await expect(page.getByText("Data saved successfully")).toBeVisible();

  await page.getByRole("button", { name: "Choose an avatar" }).click();
  const picker = page.getByRole("dialog", { name: "Choose your avatar" });
  await picker.getByRole("button", { name: "Use this avatar" }).click();
  await expect(picker.getByRole("alert")).toHaveText("please select an Avatar");
  await picker.getByAltText("Avatar 2").click();
  await picker.getByRole("button", { name: "Use this avatar" }).click();
  await expect(page.getByText("Image Changed Successfully")).toBeVisible();
  const face = page.getByRole("img", { name: "Picture of Dana Reyes-Ortiz" });
  await expect(face).toHaveAttribute("src", "/avatars/meadow.svg");

  await page.getByLabel("Upload a picture").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: picture,
  });
  const crop = page.getByRole("dialog", { name: "Crop your picture" });
  await crop.getByRole("slider", { name: "Zoom" }).fill("2");
  await crop.getByRole("button", { name: "Save picture" }).click();
  await expect(crop).toBeHidden();
  await expect(face).toHaveAttribute("src", /\/api\/client\/profile-picture\/.+\?v=/);

  await page.getByRole("button", { name: "Delete picture" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your picture?" });
  await confirm.getByRole("button", { name: "Delete picture" }).click();
  await expect(page.getByText("Image Deleted Successfully")).toBeVisible();
  await expect(face).toHaveAttribute("src", "/avatars/meadow.svg");

  await page.getByLabel("Name", { exact: true }).fill("Ngozi Obi");
  await page.getByLabel("Phone number", { exact: true }).last().fill("08012345678");
  await page.getByRole("button", { name: "Save changes" }).last().click();
  await expect(page.getByText("Data saved successfully").last()).toBeVisible();
}

/** On /preference: Germany and German, then the recommendations rank a German speaker first. */
export async function preferGermanSpeaker(page: Page) {
  await page.goto("/preference/");
  // The cookie banner sits over the bottom of the page; answer it first.
  const banner = page.locator('section[aria-labelledby="consent-title"]');
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Reject all" }).click();
  const country = page.getByRole("group", { name: "Country" });
  await country.getByRole("searchbox", { name: "Search countries" }).fill("germ");
  await country.getByRole("radio", { name: "Germany" }).check();
  // The chips are labels around visually hidden checkboxes: a person clicks the label.
  await page
    .locator("label")
    .filter({ hasText: /^German$/ })
    .click();
  await expect(page.getByRole("checkbox", { name: "German" })).toBeChecked();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Data saved successfully")).toBeVisible();
  await page.getByRole("link", { name: "See recommended therapists" }).click();
  await expect(page).toHaveURL(/\/recommended-provider\/$/);
  const first = page.getByRole("listitem").filter({ hasText: "Number 1" });
  await expect(first.getByRole("heading")).toHaveText("Lena Müller, MSc");
  await expect(first.getByText(/^Speaks German/)).toBeVisible();
}

/** The dashboard navigation: a compact menu on a phone, a side navigation on a desktop. */
export async function useDashboardNavigation(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/overview/");
  const menu = page.getByRole("button", { name: "Menu: Overview" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.locator("#dashboard-menu").getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole("button", { name: "Menu: Account" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  const side = page.locator("#dashboard-nav");
  await expect(side.getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
  await side.getByRole("link", { name: "Preferences" }).click();
  await expect(page).toHaveURL(/\/preference\/$/);
  await expect(side.getByRole("link", { name: "Preferences" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The header's menu leads to the same areas.
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Recommended therapists" }).click();
  await expect(page).toHaveURL(/\/recommended-provider\/$/);
}

/**
 * Notes: adds a typed note through the dialog (choice, form, confirmation) and waits for the
 * spec's toast; the success dialog closes itself.
 */
export async function addTypedNote(
  page: Page,
  kind: "session" | "client",
  title: string,
  content: string,
) {
  await page.getByRole("button", { name: `Add ${kind} note` }).click();
  await page.getByRole("button", { name: "Type a note" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Note", { exact: true }).fill(content);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("heading", { name: "Add this note?" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Add note" }).click();
  const added =
    kind === "session" ? "Session note added successfully" : "Client note added successfully";
  await expect(page.locator("[data-rht-toaster]").getByText(added)).toBeVisible();
  // The success dialog (its heading is the message) closes itself after 2 seconds.
  await expect(page.getByRole("heading", { name: added })).toBeVisible();
  await expect(page.getByRole("heading", { name: added })).toHaveCount(0, { timeout: 5000 });
}

/** Notes: uploads a small PDF as a client note, previews it, edits its title once and deletes it. */
export async function uploadPreviewEditDeleteClientNote(page: Page) {
  await page.getByRole("button", { name: "Add client note" }).click();
  await page.getByRole("button", { name: "Upload a file" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Intake form");
  await page.getByLabel("File").setInputFiles({
    name: "intake-questionnaire-2026.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ),
  });
  await page.getByRole("button", { name: "Add note" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Add note" }).click();
  await expect(
    page.locator("[data-rht-toaster]").getByText("Client note added successfully"),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 5000 });

  const card = page.getByRole("listitem").filter({ hasText: "Intake form" });
  await card.getByRole("button", { name: "intake-question….pdf" }).click();
  await expect(
    page.getByRole("dialog", { name: "intake-question….pdf" }).locator("iframe"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();

  await card.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Intake form v2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("[data-rht-toaster]").getByText("Client Note Updated")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Intake form v2" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 5000 });

  await page
    .getByRole("listitem")
    .filter({ hasText: "Intake form v2" })
    .getByRole("button", { name: "Delete" })
    .click();
  await page
    .getByRole("dialog", { name: "Delete this note?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.locator("[data-rht-toaster]").getByText("Client Note Deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Intake form v2" })).toBeHidden();
}

/** Import: three clients by email; the success modal counts them and leads to the list. */
export async function importThreeClients(page: Page, emails: string[]) {
  await page.goto("/clients/imported/email-manual");
  await page.getByLabel("Email addresses").fill(emails.join("\n"));
  await page.getByRole("button", { name: "Send invitations" }).click();
  const modal = page.getByRole("dialog", { name: "Import complete" });
  await expect(modal.getByRole("heading", { name: "Import complete" })).toBeVisible();
  await expect(modal.locator("dd").first()).toHaveText("3");
  await modal.getByRole("link", { name: "Go To Dashboard" }).click();
  await expect(page).toHaveURL(/\/clients\/imported\/$/);
  for (const email of emails)
    await expect(page.getByRole("listitem").filter({ hasText: email })).toBeVisible();
}

/**
 * Opens the wallet's top-up dialog. Under load a click can land before the wallet's client part
 * has taken over its server-rendered button (seen once, in a run of 36 tests): click until it
 * opens.
 */
export async function openTopUp(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Top up your wallet" });
  await expect(async () => {
    // The dialog's own box has no size (its panel is fixed): it is there only while open.
    if (!(await dialog.count())) await page.getByRole("button", { name: "Top up wallet" }).click();
    await expect(dialog).toBeAttached({ timeout: 2_000 });
  }).toPass();
  return dialog;
}
