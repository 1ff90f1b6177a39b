import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "../fixtures";
import { signIn } from "../steps";

const PASSWORD = "demo-pass-1";
const AMAKA = "amaka.obi@demo.therapy";

async function tokenOf(request: APIRequestContext, email: string) {
  const login = await request.post("/api/user/login", { data: { email, password: PASSWORD } });
  expect(login.ok(), email).toBe(true);
  return { authorization: `Bearer ${(await login.json()).data.token as string}` };
}

/** One of Lena Müller's clients who has never booked Amaka Obi. */
async function anotherTherapistsClient(request: APIRequestContext) {
  const lena = await tokenOf(request, "lena.mueller@demo.therapy");
  const list = await request.get("/api/clients?page=1", { headers: lena });
  const ids = ((await list.json()).data as { identifier: string }[]).map((c) => c.identifier);
  const amaka = await tokenOf(request, AMAKA);
  for (const id of ids) {
    const asked = await request.get(`/api/client/profile/${id}`, { headers: amaka });
    if (asked.status() === 404) return id;
  }
  throw new Error("Lena Müller has no client Amaka Obi does not share");
}

/**
 * Opens `path` with a fresh access token. The server asks the API whether the client is the
 * therapist's with the `token` cookie, which lasts 10 seconds here (playwright.config.ts); the
 * clients list renews it once it is gone.
 */
async function openWithFreshToken(page: Page, path: string) {
  await page.context().clearCookies({ name: "token" });
  await page.goto("/clients/");
  await expect(page.getByRole("list", { name: "Clients" })).toBeVisible();
  return page.goto(path);
}

test("a client page answers 404 for an id that is none of the therapist's clients", async ({
  page,
  request,
}) => {
  const stranger = await anotherTherapistsClient(request);
  await signIn(page, AMAKA, PASSWORD);
  const notFound = page.getByRole("heading", { level: 1, name: "Page not found" });

  for (const path of [
    `/clients/${randomUUID()}/`,
    "/clients/not-a-uuid/",
    `/clients/${stranger}/`,
    `/clients/${stranger}/book/`,
    "/clients/not-a-uuid/notes/",
  ]) {
    const response = await openWithFreshToken(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(notFound, path).toBeVisible();
  }

  // Her own client's page is there.
  await page.goto("/clients/");
  const own = page.getByRole("list", { name: "Clients" }).getByRole("link").first();
  const ownPath = (await own.getAttribute("href"))!;
  expect((await openWithFreshToken(page, ownPath))?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Book another session" })).toBeVisible();

  // With the access token expired, the server cannot ask: the browser does, and says the same.
  await page.context().clearCookies({ name: "token" });
  await page.goto(`/clients/${stranger}/`);
  await expect(notFound).toBeVisible();
});

/** A completed session of the therapist signed in with `headers`: its id and its client's. */
/** A therapist's completed session, with a client other than `otherThan` when one is given. */
async function completedSessionOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  otherThan?: string,
) {
  const list = await request.get("/api/appointment?statuses=completed", { headers });
  type Row = { identifier: string; client: { identifier: string } };
  const booking = ((await list.json()).data as Row[]).find(
    (b) => b.client.identifier !== otherThan,
  )!;
  return { bookingId: booking.identifier, clientId: booking.client.identifier };
}

test("a session's pages answer 404 for a booking that is not the therapist's or not that client's", async ({
  page,
  request,
}) => {
  const own = await completedSessionOf(request, await tokenOf(request, AMAKA));
  // Another client's: Emily has sessions with both, and her notes page of Amaka's session is real.
  const lenas = await completedSessionOf(
    request,
    await tokenOf(request, "lena.mueller@demo.therapy"),
    own.clientId,
  );
  await signIn(page, AMAKA, PASSWORD);
  const notFound = page.getByRole("heading", { level: 1, name: "Page not found" });

  for (const path of [
    `/appointments/${lenas.bookingId}/`,
    `/appointments/${randomUUID()}/`,
    "/appointments/not-a-uuid/",
    `/clients/${lenas.clientId}/notes/session/${lenas.bookingId}/`,
    `/clients/${own.clientId}/notes/session/${lenas.bookingId}/`,
    `/clients/${lenas.clientId}/notes/session/${own.bookingId}/`,
  ]) {
    const response = await openWithFreshToken(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(notFound, path).toBeVisible();
  }

  // Her own session's pages are there, the booking's heading in the server's HTML.
  const appointment = await openWithFreshToken(page, `/appointments/${own.bookingId}/`);
  expect(appointment?.status()).toBe(200);
  const html = (await appointment!.text()).replaceAll("<!-- -->", "");
  expect(html).toMatch(/<h1[^>]*>[^<]+ · [^<]+<\/h1>/);
  const notes = await openWithFreshToken(
    page,
    `/clients/${own.clientId}/notes/session/${own.bookingId}/`,
  );
  expect(notes?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Session notes" })).toBeVisible();
});

test("a therapist imports a client from the modal on the clients page and lands on the imported list", async ({
  page,
}) => {
  const email = `modal-${randomUUID().slice(0, 8)}@example.com`;
  await signIn(page, AMAKA, PASSWORD);
  await page.goto("/clients/");
  await page.getByRole("link", { name: "Import clients" }).click();
  const modal = page.getByRole("dialog", { name: "Import clients" });
  await modal.getByRole("tab", { name: "Manual entry" }).click();
  await modal.getByLabel("First name").fill("Tobi");
  await modal.getByLabel("Last name").fill("Adeyemi");
  await modal.getByLabel("Email", { exact: true }).fill(email);
  await modal.getByRole("button", { name: "Send invitations" }).click();
  const done = page.getByRole("dialog", { name: "Import complete" });
  await expect(done.locator("dd").first()).toHaveText("1");
  await done.getByRole("link", { name: "Go To Dashboard" }).click();
  await expect(page).toHaveURL(/\/clients\/imported\/$/);
  await expect(page.getByRole("listitem").filter({ hasText: "Tobi Adeyemi" })).toBeVisible();
});
