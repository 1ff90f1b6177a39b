import { expect, test } from "../fixtures";

test("the login form shows the API's message for wrong credentials and signs in with the right ones", async ({
  page,
}) => {
  await page.goto("/login/?redirect=%2Faccount%2Fsecurity%2F");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email").fill("chioma.eze@demo.therapy");
  await page.getByLabel("Password").fill("12345");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Password must be more than 6 characters")).toBeVisible();

  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("The email or password is incorrect.")).toBeVisible();

  await page.getByLabel("Password").fill("demo-pass-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/security\/$/);
  await expect(page.getByText("chioma.eze@demo.therapy")).toBeVisible();
});

test("the German login form speaks German", async ({ page }) => {
  await page.goto("/de/login/");
  await page.getByLabel("E-Mail-Adresse").fill("nicht-gueltig");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByText("Geben Sie eine gültige E-Mail-Adresse ein")).toBeVisible();
});
