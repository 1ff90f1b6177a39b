import { expect, type Page } from "@playwright/test";

/** Signs in through the login page and lands on the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
}

/**
 * On a booking form: individual therapy by video call, then the first free time of the first
 * open day. Answers the day's label and the time, to find the same slot again.
 */
export async function pickFirstFreeTime(page: Page) {
  await page.getByRole("group", { name: "Therapy" }).getByText("Individual therapy").click();
  await page
    .getByRole("group", { name: /How you want to meet|Way of meeting/ })
    .getByText("Video call")
    .click();
  const day = page.locator("button[aria-label$=', free times']:not([disabled])").first();
  const dayLabel = (await day.getAttribute("aria-label"))!;
  await day.click();
  const slot = page
    .getByRole("button", { pressed: false })
    .filter({ hasText: /^\d{2}:\d{2}$/ })
    .first();
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
  await expect(first.getByRole("heading")).toHaveText("MSc Lena Müller");
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
  await page.getByRole("button", { name: "My account" }).click();
  await page.getByRole("menuitem", { name: "Recommended therapists" }).click();
  await expect(page).toHaveURL(/\/recommended-provider\/$/);
}
