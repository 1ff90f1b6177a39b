import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { expect, test } from "../fixtures";
import { signIn } from "../steps";

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

// James Carter is verified in the demo data (decision 0213), with no work history.
test("a verified therapist adds a renewed license, work history and insurance, and submits them again", async ({
  page,
}) => {
  await signIn(page, "james.carter@demo.therapy", "demo-pass-1");
  await page.locator("#dashboard-nav").getByRole("link", { name: "Credentials" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Credentials" })).toBeVisible();

  // Verified, and nothing changed since: nothing to submit.
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Submit/ })).toHaveCount(0);

  // A license: the form asks for its board and number, and refuses a number with spaces.
  await page.getByRole("button", { name: "Add qualification" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add qualification" });
  await dialog.getByLabel("Qualification type").selectOption("license");
  await dialog.getByLabel("Governing board").fill("Texas State Board of Examiners");
  await dialog.getByLabel("Credential number").fill("LPC 12345");
  await dialog.getByLabel("Files").setInputFiles({
    name: "texas-license-2026.pdf",
    mimeType: "application/pdf",
    buffer: pdf("license"),
  });
  await dialog.getByRole("button", { name: "Add qualification" }).click();
  await expect(dialog.getByText("Use only letters, digits, dashes and slashes")).toBeVisible();
  await dialog.getByLabel("Credential number").fill("LPC-12345/TX");
  await dialog.getByRole("button", { name: "Add qualification" }).click();
  await expect(page.getByText("File upload successful")).toBeVisible();
  await expect(page.getByText("Texas State Board of Examiners")).toBeVisible();

  // Its file opens from the API for its owner, as the PDF that was uploaded.
  const open = page.getByTitle("texas-license-2026.pdf");
  const href = await open.getAttribute("href");
  expect(href).toMatch(/^\/api\/provider\/qualification\/file\/[0-9a-f-]{36}$/);
  // The test's access token lives 10 s and this request does not renew it: a page load does.
  await page.reload();
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).toString()).toContain("% license");

  // Work history: a current job has no end date.
  await page.getByRole("button", { name: "Add experience" }).first().click();
  const job = page.getByRole("dialog", { name: "Add experience" });
  await job.getByLabel("Company name").fill("Austin Family Counselling");
  await job.getByLabel("Job title").fill("Licensed Professional Counselor");
  await job.getByLabel("Start date").fill("2021-02");
  await job.getByLabel("End date").fill("2023-05");
  await job.getByLabel("I currently work here").check();
  await expect(job.getByLabel("End date")).toBeDisabled();
  await expect(job.getByLabel("End date")).toHaveValue("");
  await job.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Work History Saved")).toBeVisible();
  await expect(page.getByText("Feb 2021 – Present")).toBeVisible();

  // Indemnity insurance: two documents at once from the upload modal, their sizes in kb.
  await page.getByRole("button", { name: "Upload documents" }).click();
  const upload = page.getByRole("dialog", { name: "Upload insurance documents" });
  await upload.getByLabel("Insurance documents").setInputFiles([
    { name: "indemnity-2026.pdf", mimeType: "application/pdf", buffer: pdf("insurance") },
    { name: "schedule.pdf", mimeType: "application/pdf", buffer: pdf("schedule") },
  ]);
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("File Upload Successful")).toBeVisible();
  await expect(page.getByTitle("indemnity-2026.pdf")).toBeVisible();

  // The insurance-document modal shows the PDF in a frame the page's CSP allows (a blob: URL).
  await page.getByRole("button", { name: "Preview schedule.pdf" }).click();
  const preview = page.getByRole("dialog", { name: "schedule.pdf" });
  await expect(preview.locator("iframe")).toHaveAttribute("src", /^blob:/);
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  // Submitted again after the document review: under review, and so after a reload.
  await page.getByRole("button", { name: "Submit again" }).click();
  const review = page.getByRole("dialog", { name: "Review your documents" });
  await expect(review.getByText("Texas State Board of Examiners · No. LPC-12345/TX")).toBeVisible();
  await expect(review.getByText("indemnity-2026.pdf")).toBeVisible();
  await review.getByRole("button", { name: "Confirm and submit" }).click();
  await expect(review.getByRole("link", { name: "Back To Dashboard" })).toHaveAttribute(
    "href",
    /^\/overview\/?$/,
  );
  await page.keyboard.press("Escape");
  await expect(page.getByText("Under review")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Under review")).toBeVisible();
  await expect(page.getByText("Austin Family Counselling")).toBeVisible();
  // Still approved while the reviewer looks: his profile stays in the directory.
  await page.locator("#dashboard-nav").getByRole("link", { name: "Practice" }).click();
  await expect(page.getByText("Your profile is complete and listed")).toBeVisible();
});

test("a visitor sees on cards and profiles whether a reviewer verified the therapist's credentials", async ({
  page,
}) => {
  await page.goto("/therapists/?countryCode=NG");
  const card = (name: RegExp) => page.getByRole("article").filter({ hasText: name });
  // Every listed therapist is verified (decision 0213), and each card says so.
  await expect(card(/Amaka Obi/).getByText("Credentials verified")).toBeVisible();
  await expect(card(/Tunde Bakare/).getByText("Credentials verified")).toBeVisible();

  const cards = (await (await page.request.get("/api/providers?countryCode=NG")).json()) as {
    data: { identifier: string; lastName: string }[];
  };
  const idOf = (lastName: string) => cards.data.find((c) => c.lastName === lastName)!.identifier;
  await page.goto(`/therapists/${idOf("Obi")}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Dr Amaka Obi" })).toBeVisible();
  await expect(page.getByText("License and qualifications verified")).toBeVisible();
  await page.goto(`/de/therapists/${idOf("Obi")}/`);
  await expect(page.getByText("Zulassung und Qualifikationen geprüft")).toBeVisible();
});

test("a therapist shows their work history on their public profile and finds it there from the menu", async ({
  page,
}) => {
  await signIn(page, "marcus.lee@demo.therapy", "demo-pass-1");
  await page.locator("#dashboard-nav").getByRole("link", { name: "Credentials" }).click();
  await page.getByRole("button", { name: "Add experience" }).first().click();
  const job = page.getByRole("dialog", { name: "Add experience" });
  await job.getByLabel("Company name").fill("Bay Area Recovery Center");
  await job.getByLabel("Job title").fill("Addiction Counselor");
  await job.getByLabel("Start date").fill("2017-09");
  await job.getByLabel("End date").fill("2022-03");
  await job.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Work History Saved")).toBeVisible();

  // Private until chosen: the profile does not show it yet.
  const profileLink = page.getByRole("link", { name: "Your public profile" });
  const href = await profileLink.getAttribute("href");
  expect(href).toMatch(/^\/therapists\/[0-9a-f-]{36}$/);
  const before = await page.request.get(href!);
  expect(await before.text()).not.toContain("Bay Area Recovery Center");

  const box = page.getByRole("checkbox", { name: /Show it on my public profile/ });
  await box.check();
  await expect(page.getByText("Data saved successfully")).toBeVisible();

  await profileLink.click();
  const experience = page.getByRole("region", { name: "Experience" });
  await expect(experience.getByRole("heading", { name: "Addiction Counselor" })).toBeVisible();
  await expect(experience.getByText("Bay Area Recovery Center")).toBeVisible();
  await expect(experience.getByText("Sep 2017 – Mar 2022")).toBeVisible();
});

// Amaka Obi's demo credentials have files (db/seed-data/credentials-demos.ts).
test("a therapist downloads their credential documents as one ZIP (decision 0511)", async ({
  page,
}) => {
  await signIn(page, "amaka.obi@demo.therapy", "demo-pass-1");
  await page.goto("/account/security/");
  const section = page.getByRole("region", { name: "Your data" });
  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download my files" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^haven-files-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(readFileSync((await file.path())!));
  // The licence number's slashes do not make folders of their own.
  const licence = entries["credentials/license - MDCN_2011_04417/mdcn-license.pdf"];
  expect(new TextDecoder().decode(licence!.subarray(0, 5))).toBe("%PDF-");
  expect(Object.keys(entries)).toEqual(
    expect.arrayContaining([
      "credentials/education - MSc Clinical Psychology, University of Lagos/unilag-msc-clinical-psychology.pdf",
      "credentials/insurance/indemnity-policy-2026.pdf",
    ]),
  );
  await expect(page.getByText("Your files have been downloaded.")).toBeVisible();
});
