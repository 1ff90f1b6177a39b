// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careSafetyPlans, noteAudit } from "@/db/schema";
import { keyring } from "@/features/notes/server/service";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { heldSession } from "@/tests/helpers/notes";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { careOf, clearCare } from "./lifecycle";
import { rotateCareKey } from "./rotate";

const database = withTestDatabase({ seed: true });
type Person = Awaited<ReturnType<typeof signedInUser>>;
let therapist: Person;
let otherTherapist: Person;
let client: Person;
let otherClient: Person;
let path: string;
const OLD = "4c".repeat(32);
const original = process.env.NOTES_ENCRYPTION_KEY;

beforeAll(async () => {
  process.env.NOTES_ENCRYPTION_KEY = OLD;
  therapist = await signedInUser({ userType: "provider" });
  otherTherapist = await signedInUser({ userType: "provider" });
  client = await signedInUser();
  otherClient = await signedInUser();
  await heldSession(therapist.user.id, client.user.id);
  await heldSession(otherTherapist.user.id, otherClient.user.id);
  path = `/care/safety-plans/${therapist.user.id}/${client.user.id}`;
});

const SECRET = "When I stop answering my sister's calls";
const sections = (over: object = {}) => ({
  warningSigns: [SECRET],
  copingSteps: ["A walk by the river"],
  peopleAndPlaces: [],
  professionals: ["My therapist"],
  safeEnvironment: [],
  ...over,
});
const get = (token?: string, at = path) => call(at, { token });
const put = (token: string | undefined, body: object, at = path) =>
  call(at, { token, method: "PUT", body });
const rowOf = async () =>
  (
    await database.db
      .select()
      .from(careSafetyPlans)
      .where(eq(careSafetyPlans.clientId, client.user.id))
  )[0]!;

describe("the safety plan a client and their therapist write together", () => {
  it("is empty at first, then saved by the therapist and read by the client", async () => {
    const empty = await get(client.token);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ version: 0, updatedAt: null, updatedByYou: null });
    expect(empty.body.data.sections.warningSigns).toEqual([]);

    const saved = await put(therapist.token, { version: 0, sections: sections() });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, updatedByYou: true });

    const read = await get(client.token);
    expect(read.body.data.sections).toEqual(sections());
    expect(read.body.data).toMatchObject({ version: 1, updatedByYou: false });
    const own = await call("/care/safety-plans", { token: client.token });
    expect(own.body.data).toHaveLength(1);
    expect(own.body.data[0]).toMatchObject({ providerId: therapist.user.id, version: 1 });
  });

  it("keeps no plaintext in the row", async () => {
    const row = await rowOf();
    expect(row.keyId).toBe(keyring().current.id);
    expect(row.sectionsCipher).not.toContain("sister");
    expect(Buffer.from(row.sectionsCipher, "base64").toString("latin1")).not.toMatch(
      /sister|river|warningSigns/,
    );
    expect(row.updatedBy).toBe(therapist.user.id);
  });

  it("refuses a save on an older version with 409, so neither overwrites the other unseen", async () => {
    const clientSave = await put(client.token, {
      version: 1,
      sections: sections({ copingSteps: ["Music"] }),
    });
    expect(clientSave.status).toBe(200);
    expect(clientSave.body.data.version).toBe(2);
    // The therapist still has version 1 open.
    const stale = await put(therapist.token, { version: 1, sections: sections() });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("SAFETY_PLAN_STALE");
    expect(stale.body.message).toBe(
      "The safety plan was changed while you were editing it. Load the latest version, then make your changes again.",
    );
    // A second first save finds the plan already there.
    expect((await put(therapist.token, { version: 0, sections: sections() })).status).toBe(409);
    expect((await get(therapist.token)).body.data.sections.copingSteps).toEqual(["Music"]);
  });

  it("takes items of 1 to 300 characters, at most 10 a section", async () => {
    const version = (await get(client.token)).body.data.version;
    const at = (over: object) => put(client.token, { version, sections: sections(over) });
    const long = await at({ copingSteps: ["x".repeat(301)] });
    expect(long.status).toBe(400);
    expect(long.body.errors["sections.copingSteps.0"]).toBe("Each item needs 1 to 300 characters.");
    expect((await at({ copingSteps: ["  "] })).status).toBe(400);
    const eleven = await at({ copingSteps: Array.from({ length: 11 }, (_, i) => `Step ${i}`) });
    expect(eleven.status).toBe(400);
    expect(eleven.body.errors["sections.copingSteps"]).toBe("A section holds at most 10 items.");
    const edge = await at({
      copingSteps: Array.from({ length: 10 }, () => "x".repeat(300)),
    });
    expect(edge.status).toBe(200);
  });

  it("writes every read and save to the access history, under the therapist", async () => {
    const row = await rowOf();
    const before = await database.db
      .select()
      .from(noteAudit)
      .where(and(eq(noteAudit.noteId, row.id), eq(noteAudit.action, "read")));
    await get(therapist.token);
    const audit = await database.db.select().from(noteAudit).where(eq(noteAudit.noteId, row.id));
    const reads = audit.filter((a) => a.action === "read");
    expect(reads).toHaveLength(before.length + 1);
    expect(reads.map((r) => r.actorId)).toEqual(
      expect.arrayContaining([therapist.user.id, client.user.id]),
    );
    expect(audit.filter((a) => a.action === "create").map((a) => a.actorId)).toEqual([
      therapist.user.id,
    ]);
    expect(audit.every((a) => a.ownerId === therapist.user.id)).toBe(true);
  });

  it("shows the client who read and wrote in it, and no one else's plan", async () => {
    // Another pair's plan, written and read.
    const stranger = await signedInUser();
    await heldSession(otherTherapist.user.id, stranger.user.id);
    const theirs = `/care/safety-plans/${otherTherapist.user.id}/${stranger.user.id}`;
    await put(otherTherapist.token, { version: 0, sections: sections() }, theirs);
    await get(stranger.token, theirs);
    const res = await call("/care/access", { token: client.token });
    expect(res.status).toBe(200);
    const entries = res.body.data as {
      subject: string;
      subjectId: string;
      action: string;
      byYou: boolean;
      actorName: string | null;
    }[];
    const row = await rowOf();
    expect(entries.every((e) => e.subject === "safetyPlan" && e.subjectId === row.id)).toBe(true);
    const seen = (action: string, byYou: boolean) =>
      entries.some((e) => e.action === action && e.byYou === byYou);
    // The therapist's first save and read, the client's own save and reads.
    expect(seen("wrote", false) && seen("read", false)).toBe(true);
    expect(seen("wrote", true) && seen("read", true)).toBe(true);
    const therapistName = `${therapist.user.firstName} ${therapist.user.lastName}`;
    expect(entries.find((e) => !e.byYou)!.actorName).toBe(therapistName);
  });
});

describe("who may read and write it", () => {
  it("answers 404 to another therapist, another client and staff, 401 to anyone signed out", async () => {
    const body = { version: 0, sections: sections() };
    for (const who of [otherTherapist, otherClient]) {
      expect((await get(who.token)).status).toBe(404);
      expect((await put(who.token, body)).status).toBe(404);
    }
    // Nor may a client write as a therapist of their own, or a therapist reach a stranger.
    const wrongPair = `/care/safety-plans/${otherTherapist.user.id}/${client.user.id}`;
    expect((await get(client.token, wrongPair)).status).toBe(404);
    expect((await get(otherTherapist.token, wrongPair)).status).toBe(404);
    expect((await call("/care/safety-plans", { token: therapist.token })).status).toBe(404);
    // Staff sign in as themselves: not one of the pair.
    const staff = await signedInStaff(["admin"]);
    expect((await get(staff.token)).status).toBe(404);
    expect((await get(undefined)).status).toBe(401);
    expect((await put(undefined, body)).status).toBe(401);
    expect((await rowOf()).version).toBe(3);
  });

  it('never opens to "view as", of the client or the therapist', async () => {
    const support = await signedInStaff(["support"]);
    for (const person of [client, therapist]) {
      const res = await call(`/staff/impersonate/${person.user.id}`, {
        method: "POST",
        token: support.token,
      });
      const token = res.body.data.impersonationToken as string;
      const headers = { "x-view-mode": "impersonation" };
      expect((await call(path, { token, headers })).status).toBe(404);
      expect((await call("/care/safety-plans", { token, headers })).status).toBe(404);
      const write = await call(path, {
        token,
        headers,
        method: "PUT",
        body: { version: 3, sections: sections() },
      });
      expect(write.status).toBe(403);
    }
  });
});

describe("key rotation, export and deletion", () => {
  afterAll(() => {
    process.env.NOTES_ENCRYPTION_KEY = original;
    delete process.env.NOTES_ENCRYPTION_OLD_KEYS;
  });

  it("re-seals the plan under a new notes key, and it reads the same", async () => {
    const oldId = (await rowOf()).keyId;
    process.env.NOTES_ENCRYPTION_OLD_KEYS = OLD;
    process.env.NOTES_ENCRYPTION_KEY = "6e".repeat(32);
    const result = await rotateCareKey();
    expect(result.remaining).toBe(0);
    const row = await rowOf();
    expect(row.keyId).not.toBe(oldId);
    expect(row.keyId).toBe(keyring().current.id);
    delete process.env.NOTES_ENCRYPTION_OLD_KEYS;
    expect((await get(client.token)).body.data.sections.warningSigns).toEqual([SECRET]);
  });

  it("is in the client's copy of their data and goes with their account", async () => {
    const copy = await careOf(client.user.id);
    expect(copy.safetyPlans).toEqual([
      expect.objectContaining({
        providerId: therapist.user.id,
        sections: expect.objectContaining({ warningSigns: [SECRET] }),
      }),
    ]);
    expect((await careOf(otherClient.user.id)).safetyPlans).toEqual([]);
    await database.db.transaction((tx) => clearCare(tx, client.user.id));
    expect(
      await database.db
        .select()
        .from(careSafetyPlans)
        .where(eq(careSafetyPlans.clientId, client.user.id)),
    ).toEqual([]);
  });
});
