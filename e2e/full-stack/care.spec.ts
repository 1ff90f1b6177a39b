import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "../fixtures";
import { signIn } from "../steps";

/**
 * Issue 70: a client answers a PHQ-9 with item 9 above 0 and sees help for their country first;
 * their therapist sees the alert on the client's page and acknowledges it. Emily Brown (GB) held
 * a session with Lena Müller (db/seed.ts), so her two questionnaires are due before anything else
 * (Emily's other therapists, from the seeded reviews, send theirs too: each names who sent it).
 * With CARE_SHOTS_DIR set, each screen is also saved on a phone and a desktop, in both languages.
 */
const shots = process.env.CARE_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const [device, size] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shots, `${name}-${device}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a client's PHQ-9 item 9 above 0 shows the crisis help, and the therapist acknowledges the alert", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "emily.brown@demo.therapy", "demo-pass-1");
  await page.goto("/care/");
  await expect(page.getByRole("heading", { level: 1, name: "Questionnaires" })).toBeVisible();
  const fromLena = (name: string) =>
    page.getByRole("listitem").filter({ hasText: "Lena" }).getByRole("link", { name });
  await expect(fromLena("Answer GAD-7 (anxiety)")).toBeVisible();
  await shoot(page, "care-list-en");

  await fromLena("Answer PHQ-9 (mood)").click();
  await expect(
    page.getByText("Over the last 2 weeks, how often have you been bothered"),
  ).toBeVisible();
  // Sending with questions left open asks for every answer.
  await page.getByRole("button", { name: "Send my answers" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please answer every question." }),
  ).toBeVisible();
  for (let i = 0; i < 9; i++)
    await page
      .getByRole("group")
      .nth(i)
      .getByRole("radio", { name: i === 8 ? "Several days (1)" : "Not at all (0)" })
      .check();
  await shoot(page, "care-form-en");
  await page.getByRole("button", { name: "Send my answers" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "You do not have to go through this alone" }),
  ).toBeVisible();
  await expect(
    page.getByText("This service is not for emergencies", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Call 999" })).toHaveAttribute("href", "tel:999");
  await expect(page.getByRole("link", { name: "Call 116 123" })).toHaveAttribute(
    "href",
    "tel:116123",
  );
  await expect(page.getByText("Your therapist has been told")).toBeVisible();
  await shoot(page, "care-crisis-en");

  await page.goto("/de/care/help/");
  await expect(
    page.getByText("Dieser Dienst ist nicht für Notfälle gedacht", { exact: true }),
  ).toBeVisible();
  await shoot(page, "care-crisis-de");
  await page.goto("/de/care/");
  await expect(fromLena("GAD-7 (Angst) beantworten")).toBeVisible();
  await shoot(page, "care-list-de");
  await fromLena("GAD-7 (Angst) beantworten").click();
  await expect(page.getByText("Nervosität, Ängstlichkeit oder Anspannung")).toBeVisible();
  await shoot(page, "care-form-de");
  for (let i = 0; i < 7; i++)
    await page
      .getByRole("group")
      .nth(i)
      .getByRole("radio", { name: "An mehr als der Hälfte der Tage (2)" })
      .check();
  await page.getByRole("button", { name: "Antworten senden" }).click();
  await expect(page).toHaveURL(/\/de\/care\/$/);
  await expect(
    page.getByText("Ihre Antworten zeigen mittelgradige Anzeichen von Angst."),
  ).toBeVisible();
  await expect(page.getByTestId("score-chart").locator("canvas")).toBeVisible();
  await shoot(page, "care-chart-de");

  // The therapist: the alert on the client's page, until acknowledged.
  await page.context().clearCookies();
  await signIn(page, "lena.mueller@demo.therapy", "demo-pass-1");
  // Emily's id, through the API the pages use (its own login: e2e access tokens are short).
  const login = await page.request.post("/api/user/login", {
    data: { email: "lena.mueller@demo.therapy", password: "demo-pass-1" },
  });
  const token = (await login.json()).data.token as string;
  const sessions = await page.request.get("/api/appointment?statuses=completed", {
    headers: { authorization: `Bearer ${token}` },
  });
  type Session = { client: { identifier: string; firstName: string } };
  const emily = ((await sessions.json()).data as Session[]).find(
    (b) => b.client.firstName === "Emily",
  )!.client.identifier;
  await page.goto(`/clients/${emily}/`);
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "This client's answers need your attention" });
  await expect(alert).toBeVisible();
  await page.getByRole("link", { name: "Questionnaires and scores" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Questionnaires" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "14 of 21" })).toBeVisible();
  await shoot(page, "care-therapist-en");
  await page.getByRole("button", { name: "I have seen this" }).click();
  await expect(alert).toHaveCount(0);
  await page.goto(page.url().replace(/\/clients\//, "/de/clients/"));
  await expect(page.getByRole("heading", { level: 1, name: "Fragebögen" })).toBeVisible();
  await shoot(page, "care-therapist-de");
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Aufmerksamkeit" })).toHaveCount(0);
});
