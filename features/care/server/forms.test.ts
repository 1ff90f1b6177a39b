// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careForms, noteAudit, notifications } from "@/db/schema";
import { keyring } from "@/features/notes/server/service";
import { call } from "@/tests/helpers/api-client";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { FORM_LIMITS } from "../forms/schemas";
import { careOf, clearCare } from "./lifecycle";
import { rotateCareKey } from "./rotate";

const database = withTestDatabase({ seed: true });
// Sealed under a known key, so the rotation at the end has an old key to name.
const OLD_KEY = "4c".repeat(32);
const originalKey = process.env.NOTES_ENCRYPTION_KEY;
type Person = Awaited<ReturnType<typeof signedInUser>>;
const THERAPIST = "sarah.mitchell@demo.therapy";
let therapist: string;
let otherTherapist: Person;
let client: Person;
let otherClient: Person;
let intakeId: string;
let consentId: string;

type Template = {
  identifier: string;
  kind: string;
  title: string;
  body: string;
  questions: { id: string }[];
};
type Summary = { identifier: string; kind: string; state: string; bookingId: string | null };

const copy = (token: string, starter: string) =>
  call("/care/form-templates", { token, body: { starter }, headers: { "x-locale": "en" } });
const edit = (token: string, t: Template, change: Record<string, unknown>) =>
  call(`/care/form-templates/${t.identifier}`, {
    token,
    method: "PUT",
    body: {
      title: t.title,
      body: t.body,
      questions: t.questions,
      sendToNewClients: true,
      ...change,
    },
  });
const own = (token?: string) => call("/care/forms", { token });
const read = (token: string | undefined, id: string) => call(`/care/forms/${id}`, { token });
const save = (token: string | undefined, id: string, answers: unknown) =>
  call(`/care/forms/${id}/answers`, { token, method: "PUT", body: { answers } });
const complete = (token: string | undefined, id: string, body: unknown) =>
  call(`/care/forms/${id}/complete`, { token, body });

const INTAKE = {
  reasons: "Trouble sleeping since the move",
  areas: ["Sleep", "Stress"],
  affect: 6,
  goals: "Sleep through the night",
  birth: "1990-04-01",
  "emergency-contact": "Yes, it is correct",
};

afterAll(() => {
  process.env.NOTES_ENCRYPTION_KEY = originalKey;
  delete process.env.NOTES_ENCRYPTION_OLD_KEYS;
});

beforeAll(async () => {
  process.env.NOTES_ENCRYPTION_KEY = OLD_KEY;
  therapist = await therapistToken(THERAPIST);
  otherTherapist = await signedInUser({ userType: "provider" });
  client = await signedInUser({ countryCode: "US" });
  otherClient = await signedInUser();
});

describe("templates", () => {
  it("a therapist copies the starters, edits them and chooses what new clients get", async () => {
    expect((await call("/care/form-templates", { token: therapist })).body.data).toEqual([]);
    const intake = (await copy(therapist, "intake")).body.data as Template;
    const consent = await copy(therapist, "consent");
    expect(consent.status).toBe(201);
    expect(intake).toMatchObject({
      kind: "intake",
      title: "General intake",
      sendToNewClients: false,
    });
    const edited = await edit(therapist, intake, { title: "Before we meet" });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: "Before we meet", sendToNewClients: true });
    expect((await edit(therapist, consent.body.data, {})).status).toBe(200);
    const list = (await call("/care/form-templates", { token: therapist })).body.data as Template[];
    expect(list.map((t) => t.kind)).toEqual(["intake", "consent"]);

    // Someone else's template is not found; a client has no templates.
    expect((await edit(otherTherapist.token, intake, {})).status).toBe(404);
    expect((await call("/care/form-templates", { token: client.token })).status).toBe(403);
    expect((await call("/care/form-templates")).status).toBe(401);
  });

  it("keeps a template within its limits", async () => {
    const t = (await copy(otherTherapist.token, "intake")).body.data as Template;
    const at = (change: Record<string, unknown>) => edit(otherTherapist.token, t, change);
    expect((await at({ title: "x".repeat(FORM_LIMITS.title) })).status).toBe(200);
    expect((await at({ title: "x".repeat(FORM_LIMITS.title + 1) })).status).toBe(400);
    expect((await at({ body: "x".repeat(FORM_LIMITS.body + 1) })).status).toBe(400);
    const q = (n: number) => ({ id: `q${n}`, kind: "shortText", label: "Q", required: false });
    expect(
      (await at({ questions: Array.from({ length: FORM_LIMITS.questions }, (_, i) => q(i)) }))
        .status,
    ).toBe(200);
    expect(
      (await at({ questions: Array.from({ length: FORM_LIMITS.questions + 1 }, (_, i) => q(i)) }))
        .status,
    ).toBe(400);
    expect((await at({ questions: [q(1), q(1)] })).status).toBe(400);
    const single = { id: "s", kind: "single", label: "Pick", required: false, options: ["only"] };
    const res = await at({ questions: [single] });
    expect(res.status).toBe(400);
    expect(Object.values(res.body.errors)).toContain("Give 2 to 12 choices.");
    expect(
      (await at({ questions: [{ ...q(1), label: "x".repeat(FORM_LIMITS.label + 1) }] })).status,
    ).toBe(400);
  });
});

describe("sending on the first confirmed booking", () => {
  it("sends the chosen forms once, with a notification and an email", async () => {
    expect((await own(client.token)).body.data).toEqual([]);
    const session = await paidSession({ client, therapistEmail: THERAPIST, slotIndex: 40 });
    const forms = (await own(client.token)).body.data as Summary[];
    expect(forms.map((f) => [f.kind, f.state, f.bookingId])).toEqual([
      ["intake", "sent", session.id],
      ["consent", "sent", session.id],
    ]);
    intakeId = forms[0]!.identifier;
    consentId = forms[1]!.identifier;
    const [news] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.user.id), eq(notifications.kind, "careForms")));
    expect(news).toMatchObject({ bookingId: session.id });
    const email = await lastEmailTo(client.user.email);
    expect(email!.kind).toBe("careForms");
    expect(email!.text).toContain(`/appointments/${session.id}/`);
    expect(email!.text).not.toContain("Trouble");

    // A second booking with the same therapist sends nothing more.
    await paidSession({ client, therapistEmail: THERAPIST, slotIndex: 42 });
    expect((await own(client.token)).body.data).toHaveLength(2);

    // The therapist sees each form's state on the client's page.
    const states = await call(`/care/client/${client.user.id}/forms`, { token: therapist });
    expect(states.body.data.map((f: Summary) => f.state)).toEqual(["sent", "sent"]);
  });
});

describe("answering and signing", () => {
  it("saves answers as the client types, and they survive a reload", async () => {
    const res = await save(client.token, intakeId, { reasons: "Trouble", affect: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe("started");
    expect((await read(client.token, intakeId)).body.data.answers).toEqual({
      reasons: "Trouble",
      affect: 3,
    });
    // The therapist sees it started, but not a draft's answers.
    const seen = await read(therapist, intakeId);
    expect(seen.body.data).toMatchObject({ state: "started", answers: {} });
  });

  it("refuses answers that do not fit, at the edge of each limit", async () => {
    expect(
      (await save(client.token, intakeId, { reasons: "x".repeat(FORM_LIMITS.longText) })).status,
    ).toBe(200);
    const long = await save(client.token, intakeId, {
      reasons: "x".repeat(FORM_LIMITS.longText + 1),
    });
    expect(long.status).toBe(400);
    const bad = await save(client.token, intakeId, { areas: ["Dancing"] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors["answers.areas"]).toBe("Please check this answer.");
    expect((await save(client.token, intakeId, { affect: 11 })).status).toBe(400);
    expect((await save(client.token, intakeId, { birth: "1990-02-30" })).status).toBe(400);
    expect((await save(client.token, intakeId, { nope: "x" })).status).toBe(400);
    const missing = await complete(client.token, intakeId, { answers: { reasons: "Only this" } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors["answers.goals"]).toBe("Please check this answer.");
  });

  it("completes the intake once, sealed, and every read is on record", async () => {
    const res = await complete(client.token, intakeId, { answers: INTAKE });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: "completed", answers: INTAKE, signature: null });
    const again = await complete(client.token, intakeId, { answers: INTAKE });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CARE_FORM_COMPLETED");
    expect((await save(client.token, intakeId, INTAKE)).status).toBe(409);

    const [row] = await database.db.select().from(careForms).where(eq(careForms.id, intakeId));
    expect(row!.answersCipher).not.toMatch(/Trouble|Sleep/);
    expect(Buffer.from(row!.answersCipher!, "base64").toString("latin1")).not.toMatch(
      /Trouble|Sleep/,
    );

    expect((await read(therapist, intakeId)).body.data.answers).toEqual(INTAKE);
    const audit = await database.db.select().from(noteAudit).where(eq(noteAudit.noteId, intakeId));
    const reads = audit.filter((a) => a.action === "read");
    // The client's own reads and the therapist's, each on the therapist's record.
    expect(reads.some((a) => a.actorId === client.user.id)).toBe(true);
    expect(reads.some((a) => a.actorId === a.ownerId)).toBe(true);
    expect(audit.filter((a) => a.action === "create")).toHaveLength(1);

    // The client sees both in their list of who read their answers, by the form's title.
    const access = (await call("/care/access", { token: client.token })).body.data as {
      subject: string;
      subjectId: string;
      title: string | null;
      action: string;
      byYou: boolean;
    }[];
    const intake = access.filter((e) => e.subjectId === intakeId);
    expect(intake.every((e) => e.subject === "form" && e.title === row!.title)).toBe(true);
    expect(intake.some((e) => e.action === "answered" && e.byYou)).toBe(true);
    expect(intake.some((e) => e.action === "read" && !e.byYou)).toBe(true);
  });

  it("signs a consent by the full name, keeping the text signed when the template changes", async () => {
    const wrong = await complete(client.token, consentId, { answers: {}, signedName: "Test" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.signedName).toBeTruthy();
    const tooLong = await complete(client.token, consentId, {
      answers: {},
      signedName: "x".repeat(FORM_LIMITS.signedName + 1),
    });
    expect(tooLong.status).toBe(400);
    const signed = await complete(client.token, consentId, {
      answers: {},
      signedName: " test   PERSON ",
    });
    expect(signed.status).toBe(200);
    const signature = signed.body.data.signature;
    expect(signature).toMatchObject({ name: "test   PERSON", accountId: client.user.id });
    expect(signature.textHash).toMatch(/^[0-9a-f]{64}$/);
    expect(signature.signedAt).toBe(signed.body.data.completedAt);
    const twice = await complete(client.token, consentId, {
      answers: {},
      signedName: "Test Person",
    });
    expect(twice.status).toBe(409);

    const templates = (await call("/care/form-templates", { token: therapist })).body
      .data as Template[];
    const consent = templates.find((t) => t.kind === "consent")!;
    expect((await edit(therapist, consent, { body: "A new text entirely." })).status).toBe(200);
    const after = (await read(therapist, consentId)).body.data;
    expect(after.body).toBe(signed.body.data.body);
    expect(after.body).not.toBe("A new text entirely.");
    expect(after.signature).toEqual(signature);
  });

  it("is nobody else's: another therapist, another client, anonymous get 404 or 401", async () => {
    for (const token of [otherTherapist.token, otherClient.token]) {
      expect((await read(token, intakeId)).status).toBe(404);
      expect((await save(token, consentId, {})).status).toBe(404);
      expect((await complete(token, consentId, { answers: {} })).status).toBe(404);
    }
    // The therapist reads, but never answers for the client.
    expect((await save(therapist, intakeId, {})).status).toBe(404);
    expect((await read(undefined, intakeId)).status).toBe(401);
    expect((await own()).status).toBe(401);
    expect((await own(otherTherapist.token)).status).toBe(404);
    const states = await call(`/care/client/${client.user.id}/forms`, {
      token: otherTherapist.token,
    });
    expect(states.status).toBe(404);
    expect(
      (await call(`/care/client/${client.user.id}/forms`, { token: client.token })).status,
    ).toBe(404);
  });
});

describe("npm run notes:rotate-key, for forms", () => {
  it("re-seals the answers and the signature under the new key", async () => {
    const before = (await read(client.token, consentId)).body.data;
    const oldKey = keyring().current;
    process.env.NOTES_ENCRYPTION_OLD_KEYS = OLD_KEY;
    process.env.NOTES_ENCRYPTION_KEY = "6e".repeat(32);
    const result = await rotateCareKey();
    expect(result.rotated).toBeGreaterThanOrEqual(2);
    expect(result.remaining).toBe(0);
    const rows = await database.db
      .select()
      .from(careForms)
      .where(eq(careForms.clientId, client.user.id));
    for (const row of rows.filter((r) => r.answersCipher)) expect(row.keyId).not.toBe(oldKey.id);
    delete process.env.NOTES_ENCRYPTION_OLD_KEYS;
    const after = (await read(client.token, consentId)).body.data;
    expect(after.signature).toEqual(before.signature);
    expect((await read(client.token, intakeId)).body.data.answers).toEqual(INTAKE);
  });
});

describe("the forms' lifecycle", () => {
  it("are in the client's data export with their answers, and go with the account", async () => {
    const copy = await careOf(client.user.id);
    expect(copy.forms.map((f) => [f.kind, f.state])).toEqual([
      ["intake", "completed"],
      ["consent", "completed"],
    ]);
    expect(copy.forms[0]!.answers).toEqual(INTAKE);
    expect(copy.forms[1]!.signature?.accountId).toBe(client.user.id);
    await database.db.transaction((tx) => clearCare(tx, client.user.id));
    expect(
      await database.db.select().from(careForms).where(eq(careForms.clientId, client.user.id)),
    ).toEqual([]);
  });
});
