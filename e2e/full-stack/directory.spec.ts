import { expect, test } from "../fixtures";

// Full-stack only: the mocked build renders pages after MSW starts in the browser.
test("an unknown therapist is a 404 page", async ({ page }) => {
  const response = await page.goto("/therapists/00000000-0000-4000-8000-999999999999/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("a search keeps the chosen filters and starts at the first page, and a filter applies at once", async ({
  page,
}) => {
  await page.goto("/therapists/?countryCode=DE&page=2");
  await page.getByRole("searchbox", { name: "Search by name or focus" }).fill("Lena");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/therapists\/\?countryCode=DE&q=Lena$/);
  await expect(page.getByText("1 therapist")).toBeVisible();
  await page.getByRole("combobox", { name: "Country" }).selectOption({ label: "Nigeria" });
  await expect(page).toHaveURL(/\/therapists\/\?countryCode=NG&q=Lena$/);
  await expect(page.getByText("No therapists match")).toBeVisible();
});

test("a visitor from Nigeria starts at Nigeria's therapists, with every country one tap away", async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ "x-country-code": "NG" });
  await page.goto("/therapists/");
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("NG");
  await expect(page.getByRole("status").filter({ hasText: "· Nigeria" })).toBeVisible();
  // Fees in naira, and the fee filter too.
  await expect(page.getByRole("definition").filter({ hasText: /^NGN/ }).first()).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Price" })).toContainText("NGN");
  await expect(page.getByText("Lena Müller")).toHaveCount(0);

  await page.getByRole("link", { name: "All countries" }).click();
  await expect(page).toHaveURL(/[?&]countryCode=all(&|$)/);
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("all");
  await expect(page.getByText("Lena Müller").first()).toBeVisible();
});

test.describe("the directory before its scripts have run", () => {
  test.use({ javaScriptEnabled: false });

  test("a search keeps the chosen filters and starts at the first page", async ({ page }) => {
    await page.goto("/therapists/?countryCode=DE&page=2");
    await page.getByRole("searchbox", { name: "Search by name or focus" }).fill("Lena");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=Lena(&|$)/);
    const query = new URL(page.url()).searchParams;
    expect(query.get("countryCode")).toBe("DE");
    expect(query.get("page")).toBeNull();
    await expect(page.getByText("1 therapist")).toBeVisible();
    await expect(page.getByText(/Lena Müller/).first()).toBeVisible();
  });

  test("filters chosen before the scripts arrive are sent with Search", async ({ page }) => {
    await page.goto("/therapists/");
    await page.getByRole("combobox", { name: "Country" }).selectOption({ label: "Germany" });
    await page.getByLabel("Therapy").selectOption({ label: "Individual therapy" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]countryCode=DE(&|$)/);
    // A plain GET sends the filters left at "any" empty too: the page reads them as no filter.
    const query = new URL(page.url()).searchParams;
    expect([query.get("countryCode"), query.get("category"), query.get("state")]).toEqual([
      "DE",
      "individual",
      "",
    ]);
    await expect(page.getByText("1 therapist")).toBeVisible();
    await expect(page.getByText(/Lena Müller/).first()).toBeVisible();
  });
});
