import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "../fixtures";
import { signIn } from "../steps";
import { registerVerifiedClient, topUpUsd } from "./helpers";

/**
 * Issue 70, intake and consent: a therapist (Priya Shah) copies the two templates and sends them
 * to new clients; a new client's first confirmed booking asks for them (overview, session page);
 * the client fills the intake in (saved as typed, kept over a reload) and signs the consent with
 * their full name; the therapist sees both completed on the appointment and reads the answers.
 * Screens are saved at 390 and 1366 wide, in English and German (CARE_INTAKE_SHOTS).
 */
const SHOTS = process.env.CARE_INTAKE_SHOTS ?? "test-results/care-intake-shots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PRIYA = "priya.shah@demo.therapy";

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const banner = page.locator('section[aria-labelledby="consent-title"]');
  if (await banner.isVisible())
    await banner.getByRole("button", { name: /^(Reject all|Alle ablehnen)$/ }).click();
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A call with its own login (the e2e server's access tokens live 10 s). */
async function apiAs(
  request: APIRequestContext,
  login: { email: string; password: string },
  path: string,
  data?: unknown,
) {
  const signedIn = await request.post("/api/user/login", { data: login });
  const token = (await signedIn.json()).data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const res = await (data === undefined
    ? request.get(`/api${path}`, { headers })
    : request.post(`/api${path}`, { headers, data }));
  expect(res.ok(), path).toBe(true);
  return (await res.json()).data;
}

async function sendToNewClients(page: Page, copy: string) {
  await page.getByRole("button", { name: copy }).click();
  await page.getByLabel("Send to new clients on their first confirmed booking").check();
  await page.getByRole("button", { name: "Save form" }).click();
  await expect(page.getByRole("button", { name: "Save form" })).toBeHidden();
}

test("a new client completes the intake and signs the consent before the first session", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);

  // The therapist chooses the forms new clients get.
  await signIn(page, PRIYA, "demo-pass-1");
  await page.goto("/care/templates/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Intake and consent forms" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Copy the general intake" }).click();
  await expect(page.getByLabel("Introduction")).toBeVisible();
  await shoot(page, "templates-editor-en");
  await page.getByLabel("Send to new clients on their first confirmed booking").check();
  await page.getByRole("button", { name: "Save form" }).click();
  await expect(page.getByRole("button", { name: "Save form" })).toBeHidden();
  await sendToNewClients(page, "Copy the consent to treatment");
  await expect(page.getByText("Sent to new clients")).toHaveCount(2);
  await shoot(page, "templates-en");

  // A new client books and pays their first session with her.
  const client = await browser.newContext({ timezoneId: "America/Chicago" });
  const c = await client.newPage();
  await c.setViewportSize(DESKTOP);
  const login = { email: `intake-${Date.now()}@example.com`, password: "intake-pass-1" };
  await registerVerifiedClient(c, login.email, login.password);
  await signIn(c, login.email, login.password);
  await c.goto("/wallet/");
  await topUpUsd(c, "300");
  const cards = await (await c.request.get("/api/providers?q=Priya%20Shah")).json();
  const priya = (cards.data as { identifier: string }[])[0]!.identifier;
  const categories = await (await c.request.get("/api/categories/therapy")).json();
  const teen = (categories.data as { identifier: string; slug: string }[]).find(
    (x) => x.slug === "teen",
  )!.identifier;
  const days = await (
    await c.request.get(`/api/provider-availability/timeslot/${priya}?category=${teen}`)
  ).json();
  const slot = (days.data as { timeSlot: { identifier: string; isBooked: boolean }[] }[])
    .flatMap((d) => d.timeSlot)
    .filter((s) => !s.isBooked)[12]!;
  const booking = await apiAs(c.request, login, "/booking", {
    providerId: priya,
    therapyCategoryId: teen,
    modality: "video",
    timeslotIdentifier: slot.identifier,
  });
  await apiAs(c.request, login, `/booking/${booking.identifier}/pay`, {});

  // The overview's to-do asks for both forms.
  await c.goto("/overview/");
  const todo = c.getByRole("region", { name: "Forms to complete" });
  await expect(todo.getByRole("link", { name: "Complete General intake" })).toBeVisible();
  await expect(todo.getByRole("link", { name: "Complete Consent to treatment" })).toBeVisible();
  await shoot(c, "todo-en");

  // The intake saves as the client types and survives a reload.
  await todo.getByRole("link", { name: "Complete General intake" }).click();
  const reasons = c.getByLabel("What brings you to therapy now? (Required)");
  await reasons.fill("Exams and not sleeping");
  await expect(c.getByText("Saved", { exact: true })).toBeVisible();
  await c.reload();
  await expect(reasons).toHaveValue("Exams and not sleeping");
  await c
    .getByLabel("What would you like to be different when therapy has helped? (Required)")
    .fill("Sleep again");
  await c.getByLabel("Sleep", { exact: true }).check();
  await c.getByLabel("Yes, it is correct").check();
  await shoot(c, "intake-en");
  await c.getByRole("button", { name: "Send the form" }).click();
  await expect(c.getByText(/^Completed on /)).toBeVisible();
  await shoot(c, "intake-done-en");

  // In German (the language sticks from here on): the consent still to do, from the session's
  // page, signed with the full name.
  await c.goto("/de/overview/");
  await expect(c.getByRole("heading", { name: "Auszufüllende Formulare" })).toBeVisible();
  await shoot(c, "todo-de");
  await c.goto(`/de/appointments/${booking.identifier}/`);
  await expect(c.getByRole("link", { name: "Consent to treatment ausfüllen" })).toBeVisible();
  await c.getByRole("link", { name: "Consent to treatment ausfüllen" }).click();
  await expect(c.getByRole("link", { name: "Stornierungsbedingungen lesen" })).toBeVisible();
  await shoot(c, "consent-de");
  await c.getByLabel("Geben Sie zum Unterschreiben Ihren vollständigen Namen ein").fill("Dana");
  await c.getByRole("button", { name: "Unterschreiben und senden" }).click();
  await expect(c.getByText(/so ein, wie er in Ihrem Konto steht/)).toBeVisible();
  await c
    .getByLabel("Geben Sie zum Unterschreiben Ihren vollständigen Namen ein")
    .fill("Dana Reyes");
  await c.getByRole("button", { name: "Unterschreiben und senden" }).click();
  await expect(c.getByText(/^Unterschrieben von Dana Reyes am /)).toBeVisible();
  await shoot(c, "consent-signed-de");
  await client.close();

  // The therapist sees both completed on the appointment, and reads the intake.
  await page.goto(`/appointments/${booking.identifier}/`);
  const states = page.getByRole("region", { name: "Intake and consent" });
  await expect(states.getByText("Completed")).toHaveCount(2);
  await shoot(page, "appointment-states-en");
  await states.getByRole("link", { name: "Open General intake" }).click();
  await expect(page.getByText("Exams and not sleeping")).toBeVisible();
  await shoot(page, "therapist-reads-en");

  // Left as found for the other specs: Priya's new clients get no forms.
  await page.goto("/care/templates/");
  await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(2);
  for (const i of [0, 1]) {
    await page.getByRole("button", { name: "Edit" }).nth(i).click();
    await page.getByLabel("Send to new clients on their first confirmed booking").uncheck();
    await page.getByRole("button", { name: "Save form" }).click();
    await expect(page.getByRole("button", { name: "Save form" })).toBeHidden();
  }

  await expect(page.getByText("Not sent", { exact: true })).toHaveCount(2);

  // The therapist's screens in German.
  await page.goto("/de/care/templates/");
  await expect(page.getByText("Wird nicht gesendet")).toHaveCount(2);
  await shoot(page, "templates-de");
  await page.goto(`/de/appointments/${booking.identifier}/`);
  const zustand = page.getByRole("region", { name: "Aufnahme und Einwilligung" });
  await expect(zustand.getByText("Ausgefüllt", { exact: true })).toHaveCount(2);
  await shoot(page, "appointment-states-de");
  await zustand.getByRole("link", { name: "Consent to treatment öffnen" }).click();
  await expect(page.getByText(/^Unterschrieben von Dana Reyes am /)).toBeVisible();
  await shoot(page, "therapist-reads-consent-de");
});
