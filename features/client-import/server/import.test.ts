import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientImports, outbox } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { createUser, lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { noteForm } from "@/tests/helpers/notes";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { IMPORT_DAILY_LIMIT } from "../schemas";
import { claimedImportsOf } from "./service";

const database = withTestDatabase({ seed: true });

const csvUpload = (token: string, text: string, lang = "en") => {
  const form = new FormData();
  form.set("file", new File([text], "clients.csv", { type: "text/csv" }));
  return call("/client-import/csv", { token, body: form, headers: { "x-language": lang } });
};

const tokenOf = (text: string) => text.match(/\/invitation\/([A-Za-z0-9_-]+)/)![1]!;

describe("importing clients", () => {
  it("imports good rows of a CSV, reports bad rows by number and reason, counts duplicates once", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const csv = [
      "First Name,Last Name,Email,Phone",
      "Ada,Lovelace,ada@example.com,",
      "Bad,Row,not-an-email,",
      "Ada,Again,ADA@example.com,",
      "Alan,Turing,alan@example.com,12345",
      '"Grace, Jr",Hopper,grace@example.com,+2348012345678',
    ].join("\n");
    const res = await csvUpload(therapist.token, csv);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      invited: 2,
      alreadyImported: 0,
      duplicates: 1,
      failed: [
        { row: 3, reason: "Enter a valid email address" },
        { row: 5, reason: "Number must be at least 10 digits" },
      ],
    });
    const list = await call("/client-import", { token: therapist.token });
    expect(list.body.data.map((c: { email: string }) => c.email).sort()).toEqual([
      "ada@example.com",
      "grace@example.com",
    ]);
    expect(
      list.body.data.find((c: { email: string }) => c.email === "grace@example.com"),
    ).toMatchObject({
      firstName: "Grace, Jr",
      phone: "+2348012345678",
      status: "invited",
    });
    // Importing again leaves them as they were.
    const again = await csvUpload(therapist.token, "email\nada@example.com\n");
    expect(again.body.data).toMatchObject({ invited: 0, alreadyImported: 1 });
  });

  it("gives the reasons in German and refuses a file without an email column", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const res = await csvUpload(therapist.token, "email\nkaputt\n", "de");
    expect(res.body.data.failed).toEqual([
      { row: 2, reason: "Geben Sie eine gültige E-Mail-Adresse ein" },
    ]);
    const bad = await csvUpload(therapist.token, "name\nAda\n", "de");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.file).toBe("Laden Sie eine CSV-Datei mit einer E-Mail-Spalte hoch");
  });

  it("imports a German spreadsheet's file: semicolons, German columns, Windows-1252 text", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const text = "Vorname;Nachname;E-Mail\r\nJürgen;Müller;juergen@example.de\r\n";
    // Excel on Windows saves "CSV" in Windows-1252: ü is one byte, 0xFC, not valid UTF-8.
    const bytes = Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)));
    const form = new FormData();
    form.set("file", new File([bytes], "Klienten.csv", { type: "text/csv" }));
    const res = await call("/client-import/csv", { token: therapist.token, body: form });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ invited: 1, failed: [] });
    const list = await call("/client-import", { token: therapist.token });
    expect(list.body.data[0]).toMatchObject({
      email: "juergen@example.de",
      firstName: "Jürgen",
      lastName: "Müller",
    });
  });

  it("imports by emails and by manual entry, with each row checked on its own", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const emails = await call("/client-import", {
      token: therapist.token,
      body: {
        mode: "emails",
        emails: "one@example.com, two@example.com\nbroken@\none@example.com",
      },
    });
    expect(emails.body.data).toEqual({
      invited: 2,
      alreadyImported: 0,
      duplicates: 1,
      failed: [{ row: 3, reason: "Enter a valid email address" }],
    });
    const manual = await call("/client-import", {
      token: therapist.token,
      body: {
        mode: "manual",
        clients: [
          { firstName: "Mia", lastName: "Klein", email: "mia@example.com", phone: "01701234567" },
          { firstName: "", lastName: "Nope", email: "nope@example.com" },
        ],
      },
    });
    expect(manual.body.data).toEqual({
      invited: 1,
      alreadyImported: 0,
      duplicates: 0,
      failed: [{ row: 2, reason: "This name is required" }],
    });
  });

  it("links an email that already has an account instead of making another, and mails it in its language", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const existing = await createUser({ email: "known@example.com" });
    await database.db.execute(
      // The account chose German.
      (await import("drizzle-orm")).sql`update users set locale = 'de' where id = ${existing.id}`,
    );
    const res = await call("/client-import", {
      token: therapist.token,
      body: { mode: "emails", emails: "Known@Example.com" },
    });
    expect(res.body.data.invited).toBe(1);
    const [row] = await database.db
      .select()
      .from(clientImports)
      .where(eq(clientImports.providerId, therapist.user.id));
    expect(row!.clientId).toBe(existing.id);
    expect(row!.status).toBe("invited");
    const mail = await lastEmailTo("known@example.com");
    expect(mail!.subject).toContain("lädt Sie zu Haven ein");
    expect(mail!.text).toContain("/de/invitation/");
  });

  it("is for therapists only, and a therapist's email cannot be imported", async () => {
    const client = await signedInUser();
    expect(
      (
        await call("/client-import", {
          token: client.token,
          body: { mode: "emails", emails: "a@example.com" },
        })
      ).status,
    ).toBe(403);
    expect((await call("/client-import", { token: client.token })).status).toBe(403);
    expect(
      (await call("/client-import", { body: { mode: "emails", emails: "a@example.com" } })).status,
    ).toBe(401);
    const therapist = await signedInUser({ userType: "provider" });
    const other = await createUser({ userType: "provider" });
    const res = await call("/client-import", {
      token: therapist.token,
      body: { mode: "emails", emails: other.email },
    });
    expect(res.body.data.failed).toEqual([
      { row: 1, reason: "This email belongs to a therapist account" },
    ]);
  });

  it("imports 1,000 rows in one request, in seconds", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const rows = Array.from({ length: 1000 }, (_, i) => `Client,${i},bulk${i}@example.com`);
    const started = Date.now();
    const res = await csvUpload(therapist.token, ["firstName,lastName,email", ...rows].join("\n"));
    expect(res.body.data).toMatchObject({ invited: 1000, failed: [] });
    expect(Date.now() - started).toBeLessThan(20_000);
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "clientInvitation"));
    expect(mails.filter((m) => m.to.startsWith("bulk")).length).toBe(1000);
  });

  it("limits invitations per therapist per day", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const now = new Date();
    await database.db.insert(clientImports).values(
      Array.from({ length: IMPORT_DAILY_LIMIT - 1 }, (_, i) => ({
        providerId: therapist.user.id,
        email: `old${i}@example.com`,
        locale: "en",
        tokenHash: `hash-${therapist.user.id}-${i}`,
        createdAt: now,
      })),
    );
    const over = await call("/client-import", {
      token: therapist.token,
      body: { mode: "emails", emails: "x1@example.com x2@example.com" },
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      `You can invite at most ${IMPORT_DAILY_LIMIT} clients a day. You can invite 1 more today.`,
    );
    const edge = await call("/client-import", {
      token: therapist.token,
      body: { mode: "emails", emails: "x1@example.com" },
    });
    expect(edge.body.data.invited).toBe(1);
  });

  it("lets only one of two imports racing for the last places through", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    await database.db.insert(clientImports).values(
      Array.from({ length: IMPORT_DAILY_LIMIT - 2 }, (_, i) => ({
        providerId: therapist.user.id,
        email: `race${i}@example.com`,
        locale: "en",
        tokenHash: `race-${therapist.user.id}-${i}`,
      })),
    );
    const results = await Promise.all(
      ["a", "b"].map((side) =>
        call("/client-import", {
          token: therapist.token,
          body: { mode: "emails", emails: `${side}1@example.com ${side}2@example.com` },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(
      await database.db.$count(clientImports, eq(clientImports.providerId, therapist.user.id)),
    ).toBe(IMPORT_DAILY_LIMIT);
  });
});

describe("claiming an invitation", () => {
  it("the invited person accepts with the link, becomes the therapist's client and can get client notes", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    await call("/client-import", {
      token: therapist.token,
      body: { mode: "emails", emails: "newbie@example.com", language: "de" },
    });
    const mail = await lastEmailTo("newbie@example.com");
    expect(mail!.subject).toContain("lädt Sie zu Haven ein");
    const token = tokenOf(mail!.text);
    const info = await call(`/client-import/invitation/${token}`);
    expect(info.body.data).toMatchObject({ email: "newbie@example.com", status: "invited" });
    // Before the claim the therapist cannot write client notes about them.
    const newbie = await signedInUser({ email: "newbie@example.com" });
    const early = await call("/note", {
      token: therapist.token,
      body: noteForm({ type: "client", reference: newbie.user.id, title: "Intake" }),
    });
    expect(early.status).toBe(404);
    // Another signed-in client cannot take someone else's linked invitation once claimed.
    const claimed = await call("/client-import/claim", { token: newbie.token, body: { token } });
    expect(claimed.status).toBe(200);
    const intruder = await signedInUser();
    expect(
      (await call("/client-import/claim", { token: intruder.token, body: { token } })).status,
    ).toBe(400);
    expect(
      (await call("/client-import/claim", { token: therapist.token, body: { token } })).status,
    ).toBe(403);
    const list = await call("/client-import", { token: therapist.token });
    expect(list.body.data[0]).toMatchObject({ status: "claimed", clientId: newbie.user.id });
    expect(await claimedImportsOf(therapist.user.id)).toEqual([newbie.user.id]);
    const note = await call("/note", {
      token: therapist.token,
      body: noteForm({ type: "client", reference: newbie.user.id, title: "Intake" }),
    });
    expect(note.status).toBe(201);
  });

  it("refuses an unknown link", async () => {
    expect((await call("/client-import/invitation/not-a-real-token-123")).status).toBe(400);
  });
});
