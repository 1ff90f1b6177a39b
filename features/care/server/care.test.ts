// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { careAlerts, careMeasures, noteAudit, notifications, outbox } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { heldSession } from "@/tests/helpers/notes";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { careOf, clearCare } from "./lifecycle";

const database = withTestDatabase({ seed: true });
type Person = Awaited<ReturnType<typeof signedInUser>>;
let therapist: Person;
let otherTherapist: Person;
let client: Person;
let otherClient: Person;

beforeAll(async () => {
  therapist = await signedInUser({ userType: "provider" });
  otherTherapist = await signedInUser({ userType: "provider" });
  client = await signedInUser({ countryCode: "US" });
  otherClient = await signedInUser();
});

const PHQ9_QUIET = [1, 1, 1, 1, 1, 1, 1, 1, 0];
const GAD7 = [2, 2, 2, 2, 2, 2, 2];

const own = (token?: string) => call("/care/measures", { token });
const answer = (token: string | undefined, id: string, answers: number[]) =>
  call(`/care/measures/${id}/answer`, { token, body: { answers } });
const clientCare = (token: string | undefined, clientId: string) =>
  call(`/care/client/${clientId}`, { token });
const request = (token: string | undefined, clientId: string, instrument: string) =>
  call(`/care/client/${clientId}/request`, { token, body: { instrument } });

type M = { identifier: string; instrument: string; reason: string; answeredAt: string | null };
const open = (list: M[], instrument: string) =>
  list.find((m) => m.instrument === instrument && !m.answeredAt)!;

describe("measures sent and answered", () => {
  it("sends nothing before a session, then both measures before the first", async () => {
    const before = await own(client.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ measures: [], hideOwnChart: false });

    await heldSession(therapist.user.id, client.user.id);
    const after = await own(client.token);
    expect(after.body.data.measures.map((m: M) => [m.instrument, m.reason])).toEqual([
      ["phq9", "first"],
      ["gad7", "first"],
    ]);
    // Asked again, the round is not sent twice.
    expect((await own(client.token)).body.data.measures).toHaveLength(2);
  });

  it("scores the client's answers, once, and keeps no plaintext in the row", async () => {
    const list = (await own(client.token)).body.data.measures as M[];
    const gad = open(list, "gad7");
    const res = await answer(client.token, gad.identifier, GAD7);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      measure: { instrument: "gad7", score: 14, band: "moderate" },
      crisis: false,
      help: null,
    });
    const again = await answer(client.token, gad.identifier, GAD7);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CARE_ALREADY_ANSWERED");

    const [row] = await database.db
      .select()
      .from(careMeasures)
      .where(eq(careMeasures.id, gad.identifier));
    for (const cipher of [row!.answersCipher!, row!.resultCipher!]) {
      // Not a search for "14" in the base64 text: random ciphertext holds it one time in twenty.
      expect(cipher).not.toContain("moderate");
      expect(Buffer.from(cipher, "base64").toString("latin1")).not.toMatch(/moderate|score|\[2,2/);
    }
    expect(row!.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it("refuses an incomplete set of answers", async () => {
    const list = (await own(client.token)).body.data.measures as M[];
    const phq = open(list, "phq9");
    const res = await answer(client.token, phq.identifier, [0, 0, 0]);
    expect(res.status).toBe(400);
    const gadLength = await answer(client.token, phq.identifier, GAD7);
    expect(gadLength.status).toBe(400);
    expect(gadLength.body.errors.answers).toBe("Please answer every question.");
  });

  it("answers PHQ-9 with item 9 at 0 without an alert", async () => {
    const list = (await own(client.token)).body.data.measures as M[];
    const res = await answer(client.token, open(list, "phq9").identifier, PHQ9_QUIET);
    expect(res.body.data).toMatchObject({ measure: { score: 8, band: "mild" }, crisis: false });
    const alerts = await database.db
      .select()
      .from(careAlerts)
      .where(eq(careAlerts.clientId, client.user.id));
    expect(alerts).toHaveLength(0);
  });
});

describe("who may read and answer", () => {
  it("answers 401 to anyone signed out", async () => {
    expect((await own()).status).toBe(401);
    expect((await clientCare(undefined, client.user.id)).status).toBe(401);
    const [row] = await database.db
      .select()
      .from(careMeasures)
      .where(eq(careMeasures.clientId, client.user.id));
    expect((await answer(undefined, row!.id, GAD7)).status).toBe(401);
  });

  it("gives another therapist, another client and the therapist nothing to answer or read", async () => {
    const asked = await request(therapist.token, client.user.id, "gad7");
    expect(asked.status).toBe(201);
    const id = asked.body.data.identifier;
    for (const who of [otherClient, therapist, otherTherapist]) {
      const res = await answer(who.token, id, GAD7);
      expect(res.status).toBe(404);
    }
    expect((await clientCare(otherTherapist.token, client.user.id)).status).toBe(404);
    expect((await clientCare(client.token, client.user.id)).status).toBe(404);
    expect((await request(otherTherapist.token, client.user.id, "phq9")).status).toBe(404);
    // Another client's list never holds this client's measures.
    expect((await own(otherClient.token)).body.data.measures).toEqual([]);
  });

  it("shows the therapist their client's scores and writes every read to the access history", async () => {
    const res = await clientCare(therapist.token, client.user.id);
    expect(res.status).toBe(200);
    const answered = (res.body.data.measures as (M & { score: number })[]).filter(
      (m) => m.answeredAt,
    );
    expect(answered.map((m) => [m.instrument, m.score])).toEqual([
      ["phq9", 8],
      ["gad7", 14],
    ]);
    expect(res.body.data.measureEvery).toBe(4);
    // The GAD-7 was answered first: the client has listed it since, and now the therapist.
    const reads = await database.db
      .select()
      .from(noteAudit)
      .where(and(eq(noteAudit.noteId, answered[1]!.identifier), eq(noteAudit.action, "read")));
    expect(reads.map((r) => r.actorId)).toEqual(
      expect.arrayContaining([therapist.user.id, client.user.id]),
    );
    expect(reads.every((r) => r.ownerId === therapist.user.id)).toBe(true);
  });
});

describe("the client's view of who read their answers", () => {
  it("lists their therapist's reads and their own, and is theirs alone", async () => {
    const res = await call("/care/access", { token: client.token });
    expect(res.status).toBe(200);
    const entries = res.body.data as { action: string; byYou: boolean; actorName: string }[];
    expect(
      entries.some((e) => e.action === "read" && !e.byYou && e.actorName === "Test Person"),
    ).toBe(true);
    expect(entries.some((e) => e.action === "answered" && e.byYou)).toBe(true);
    expect((await call("/care/access", { token: therapist.token })).status).toBe(404);
    expect((await call("/care/access")).status).toBe(401);
  });
});

describe("item 9 above 0", () => {
  it("shows the client their country's help, alerts the therapist without content, until acknowledged", async () => {
    const asked = await request(therapist.token, client.user.id, "phq9");
    const res = await answer(client.token, asked.body.data.identifier, [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(res.status).toBe(200);
    expect(res.body.data.crisis).toBe(true);
    expect(res.body.data.help).toMatchObject({
      countryCode: "US",
      emergency: { number: "911" },
      lines: [{ name: "988 Suicide & Crisis Lifeline", number: "988" }],
    });

    const [news] = await database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, therapist.user.id), eq(notifications.kind, "careAttention")),
      );
    expect(news!.details).toEqual({ client: client.user.id });
    expect(news!.actorId).toBeNull();

    const email = await lastEmailTo(therapist.user.email);
    expect(email!.kind).toBe("careAttention");
    expect(email!.text).toContain(`/clients/${client.user.id}/care/`);
    for (const leak of ["Test Person", "PHQ", "item 9", "score", client.user.email])
      expect(`${email!.subject}\n${email!.text}`).not.toContain(leak);

    const care = await clientCare(therapist.token, client.user.id);
    expect(care.body.data.alerts).toHaveLength(1);
    const alertId = care.body.data.alerts[0].identifier;

    const ack = (token?: string) =>
      call(`/care/alerts/${alertId}/acknowledge`, { token, method: "POST" });
    expect((await ack(otherTherapist.token)).status).toBe(404);
    expect((await ack(client.token)).status).toBe(404);
    const done = await ack(therapist.token);
    expect(done.status).toBe(200);
    expect(done.body.data.acknowledgedAt).toEqual(expect.any(String));
    expect((await clientCare(therapist.token, client.user.id)).body.data.alerts).toEqual([]);
    const audit = await database.db.select().from(noteAudit).where(eq(noteAudit.noteId, alertId));
    expect(audit.map((r) => [r.action, r.actorId])).toEqual([["update", therapist.user.id]]);
  });

  it("gives a Nigerian client the emergency number and no guessed line", async () => {
    await heldSession(therapist.user.id, otherClient.user.id);
    const list = (await own(otherClient.token)).body.data.measures as M[];
    const res = await answer(
      otherClient.token,
      open(list, "phq9").identifier,
      [3, 3, 3, 3, 3, 3, 3, 3, 3],
    );
    expect(res.body.data).toMatchObject({
      measure: { score: 27, band: "severe" },
      crisis: true,
      help: { countryCode: "NG", emergency: { number: "112" }, lines: [] },
    });
  });

  it("the crisis help is there to ask for at any time, by anyone signed in", async () => {
    const res = await call("/care/crisis-help", { token: client.token });
    expect(res.body.data.lines[0].number).toBe("988");
    expect((await call("/care/crisis-help")).status).toBe(401);
  });
});

describe("settings, export and deletion", () => {
  it("keeps a therapist's N and a client's hidden chart", async () => {
    const put = (token: string, body: object) =>
      call("/care/settings", { token, method: "PUT", body });
    expect((await put(therapist.token, { measureEvery: 2 })).body.data.measureEvery).toBe(2);
    expect((await put(therapist.token, { measureEvery: 0 })).status).toBe(400);
    expect((await put(client.token, { hideOwnChart: true })).body.data.hideOwnChart).toBe(true);
    expect((await own(client.token)).body.data.hideOwnChart).toBe(true);
  });

  it("exports the client's answers and deletes them with the account", async () => {
    const copy = await careOf(client.user.id);
    expect(copy.measures.some((m) => m.answers?.join() === GAD7.join())).toBe(true);
    await database.db.transaction((tx) => clearCare(tx, client.user.id));
    expect(
      await database.db
        .select()
        .from(careMeasures)
        .where(eq(careMeasures.clientId, client.user.id)),
    ).toEqual([]);
    // The content-free email stays in the outbox as any sent email does.
    expect(
      await database.db.select().from(outbox).where(eq(outbox.to, therapist.user.email)),
    ).not.toEqual([]);
  });
});
