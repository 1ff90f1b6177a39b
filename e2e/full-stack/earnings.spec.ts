import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures";
import { signIn } from "../steps";

test("a therapist finds their earnings in the navigation and adds the account they are paid into", async ({
  page,
}) => {
  await signIn(page, "sarah.mitchell@demo.therapy", "demo-pass-1");
  await page.getByRole("navigation").getByRole("link", { name: "Earnings" }).first().click();
  await expect(page).toHaveURL(/\/earnings\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Earnings" })).toBeVisible();
  // The seed's session with Jonas Weber was held and paid.
  const sessions = page.getByRole("region", { name: "Paid sessions" });
  const jonas = sessions.getByRole("listitem").filter({ hasText: "Jonas Weber" }).first();
  await expect(jonas.getByText("Held")).toBeVisible();
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  // Nothing of hers is paid out yet (decision 0107): each month says when it will be.
  await expect(page.getByRole("columnheader", { name: "Payout" })).toBeVisible();
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(
    /Not paid yet|To be paid in the first week of/,
  );

  const payout = page.getByRole("region", { name: "Payout account" });
  await expect(payout.getByText("Add the bank account your earnings are paid into.")).toBeVisible();
  await payout.getByRole("button", { name: "Save payout account" }).click();
  await expect(payout.getByText("Account name is required")).toBeVisible();
  await expect(payout.getByText("Bank code must be 3 to 32 digits")).toBeVisible();
  // Sarah practises outside the United Kingdom: no date of birth is asked.
  await expect(payout.getByLabel("Date of birth")).toHaveCount(0);
  await payout.getByLabel("Account name").fill("Sarah Mitchell");
  await payout.getByLabel("Bank name").fill("Chase");
  await payout.getByLabel("Bank code").fill("021000021");
  await payout.getByLabel("Account number").fill("55779911");
  await payout.getByLabel("Address").fill("350 Fifth Avenue, New York");
  await payout.getByLabel("Postal code").fill("10118");
  await payout.getByText("Checking (current)").click();
  await payout.getByText("Personal").click();
  await payout.getByRole("button", { name: "Save payout account" }).click();
  await expect(page.getByText("Data saved successfully")).toBeVisible();
  await expect(payout.getByText("Account ending 9911")).toBeVisible();
  await expect(payout.getByText("55779911")).toHaveCount(0);

  await page.goto("/de/earnings/");
  await expect(page.getByRole("heading", { level: 1, name: "Einnahmen" })).toBeVisible();
  await expect(page.getByText("Konto endet auf 9911")).toBeVisible();
});

test("a therapist saves a year's sessions as a CSV file for their accountant", async ({ page }) => {
  await signIn(page, "amaka.obi@demo.therapy", "demo-pass-1");
  await page.goto("/earnings/");
  const period = page.getByLabel("Period");
  // The newest year with earnings, the first after "Last 12 months".
  const year = (await period.locator("option").nth(1).textContent())!;
  await period.selectOption(year);
  await expect(page.getByText(`Earned in ${year}`)).toBeVisible();
  const saving = page.waitForEvent("download");
  await page.getByRole("button", { name: `Download ${year} as CSV` }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toBe(`earnings-${year}.csv`);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trim().split("\n");
  expect(lines[0]).toBe(
    "Date,Time (Africa/Lagos),Client,Status,Currency,Paid,Refunded,Earned,Paid out on,Payout reference",
  );
  expect(lines.slice(1).some((line) => line.includes(",Held,NGN,"))).toBe(true);
});
