import { expect, test } from "../fixtures";
import { pngImage } from "../../tests/helpers/images";
import { readFileSync } from "node:fs";
import {
  completeClientAccount,
  preferGermanSpeaker,
  signIn,
  useDashboardNavigation,
} from "../steps";
import { registerVerifiedClient } from "./helpers";

const password = "pass-1234";

async function newClient(page: import("@playwright/test").Page) {
  const email = `client-${Date.now().toString(36)}@example.com`;
  await registerVerifiedClient(page, email, password);
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/overview\/$/);
}

test("a new client completes their profile, picks an avatar, uploads, crops and deletes a picture", async ({
  page,
}) => {
  await newClient(page);
  await completeClientAccount(page, `dana_${Date.now().toString(36)}`, pngImage(400, 300));
  // The side navigation shows the client's face: the avatar now the picture is gone.
  await expect(page.locator("aside img")).toHaveAttribute("src", "/avatars/meadow.svg");
});

test("the client sets preferences and sees a therapist who speaks their language first", async ({
  page,
}) => {
  await newClient(page);
  await preferGermanSpeaker(page);
});

test("navigation works on a phone and on a desktop", async ({ page }) => {
  await newClient(page);
  await useDashboardNavigation(page);
});

test("a client downloads a copy of their data from the security page, in German", async ({
  page,
}) => {
  await signIn(page, "jonas.weber@demo.therapy", "demo-pass-1");
  await page.goto("/de/account/security/");
  const section = page.getByRole("region", { name: "Ihre Daten" });
  await expect(section.getByText(/Bewahren Sie sie sicher auf/)).toBeVisible();
  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Meine Daten herunterladen" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^haven-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, "utf8"));
  expect(data.account).toMatchObject({ email: "jonas.weber@demo.therapy", userType: "client" });
  // Jonas has sessions with Lena Müller; the therapy is named in the page's language.
  expect(data.sessions).toContainEqual(
    expect.objectContaining({ role: "client", with: "Lena Müller" }),
  );
  expect(data.sessions.map((s: { therapy: string }) => s.therapy)).toContain("Einzeltherapie");
  await expect(page.getByText("Ihre Daten wurden heruntergeladen.")).toBeVisible();
  // Jonas has uploaded nothing and was sent no attachments: his files are nothing to download.
  await section.getByRole("button", { name: "Meine Dateien herunterladen" }).click();
  await expect(page.getByText(/^Es gibt keine Dateien von Ihnen zum Herunterladen/)).toBeVisible();
});
