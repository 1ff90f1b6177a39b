import { expect, test } from "../fixtures";

test("the directory filters by US state through ?state= and leads to a therapist's profile", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Find a therapist" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Find a therapist" })).toBeVisible();

  await page.getByRole("combobox", { name: "Country" }).selectOption("US");
  await expect(page).toHaveURL(/countryCode=US/);
  await expect(page.getByRole("status")).toHaveText("3 therapists · United States");
  await page.getByLabel("US state").selectOption({ label: "New York" });
  await expect(page).toHaveURL(/[?&]state=NY/);
  await expect(page.getByRole("status")).toHaveText("1 therapist · United States");
  const card = page.getByRole("article", { name: "Sarah Mitchell, LCSW" });
  await expect(card).toBeVisible();
  await expect(card.getByText("(2 reviews)")).toBeVisible();

  await card.getByRole("link", { name: "View profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sarah Mitchell, LCSW" })).toBeVisible();
  await expect(
    page.getByText("Patient and skilled. EMDR with Sarah changed a lot for me."),
  ).toBeVisible();
  await expect(page.getByText("Emily B.")).toBeVisible();
});

test("a category on the home page opens the directory filtered by it, in German too", async ({
  page,
}) => {
  await page.goto("/de/");
  await page.getByRole("link", { name: "Familientherapie" }).first().click();
  await expect(page).toHaveURL(/\/de\/therapists\/\?category=family$/);
  await expect(page.getByRole("status")).toHaveText("2 Therapeut:innen");
  await expect(page.getByRole("article", { name: "Mr Tunde Bakare" })).toBeVisible();
});

test("the directory filters by the language a therapist works in, and the profile names them", async ({
  page,
}) => {
  await page.goto("/therapists/?language=es");
  await expect(page.getByLabel("Session language")).toHaveValue("es");
  await expect(page.getByRole("status")).toHaveText("2 therapists");
  await expect(page.getByRole("article", { name: "Sarah Mitchell, LCSW" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Priya Shah, LPC" })).toBeVisible();

  await page.goto("/de/therapists/");
  await page.getByLabel("Sitzungssprache").selectOption({ label: "Igbo" });
  await expect(page).toHaveURL(/[?&]language=ig/);
  await expect(page.getByRole("status")).toHaveText("1 Therapeut:in");
  const card = page.getByRole("article", { name: "Dr Amaka Obi" });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "Profil ansehen" }).click();
  await expect(page.getByText("Sprachen: Englisch, Yoruba, Igbo")).toBeVisible();
});

test("searching by words of a name or focus keeps the other filters", async ({ page }) => {
  await page.goto("/therapists/?countryCode=US");
  await page.getByLabel("Search by name or focus").fill("couples addiction");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/countryCode=US&q=couples\+addiction/);
  await expect(page.getByRole("status")).toHaveText("1 therapist · United States");
  await expect(page.getByRole("article", { name: "Marcus Lee, PsyD" })).toBeVisible();

  await page.getByLabel("Search by name or focus").fill("nobody-like-this");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No therapists match these filters yet.")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold behind one button that counts the active ones", async ({ page }) => {
    await page.goto("/therapists/?countryCode=US&language=es");
    const toggle = page.getByRole("button", { name: "Filters (2)" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("combobox", { name: "Country" })).toBeHidden();
    await expect(page.getByRole("article", { name: "Sarah Mitchell, LCSW" })).toBeInViewport();
    await toggle.click();
    await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("US");
    await page.getByLabel("Session language").selectOption("");
    await expect(page.getByRole("status")).toHaveText("3 therapists · United States");
  });
});

test("a state lists the therapists licensed there, not only those with an office there", async ({
  page,
}) => {
  await page.goto("/therapists/?countryCode=US");
  await page.getByLabel("US state").selectOption({ label: "New Jersey" });
  await expect(page).toHaveURL(/[?&]state=NJ/);
  await expect(page.getByRole("status")).toHaveText("1 therapist · United States");
  await expect(page.getByRole("article", { name: "Sarah Mitchell, LCSW" })).toContainText(
    "New York, United States",
  );
});
