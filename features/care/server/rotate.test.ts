// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careMeasures } from "@/db/schema";
import { keyring } from "@/features/notes/server/service";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { heldSession } from "@/tests/helpers/notes";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { rotateCareKey } from "./rotate";

const database = withTestDatabase({ seed: true });
const OLD = "4c".repeat(32);
const NEW = "5d".repeat(32);
const original = process.env.NOTES_ENCRYPTION_KEY;

beforeAll(() => {
  process.env.NOTES_ENCRYPTION_KEY = OLD;
});
afterAll(() => {
  process.env.NOTES_ENCRYPTION_KEY = original;
  delete process.env.NOTES_ENCRYPTION_OLD_KEYS;
});

describe("npm run notes:rotate-key, for questionnaires", () => {
  it("re-seals answered measures under the new key, and they read the same", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    await heldSession(therapist.user.id, client.user.id);
    const list = (await call("/care/measures", { token: client.token })).body.data.measures;
    const gad = list.find((m: { instrument: string }) => m.instrument === "gad7");
    await call(`/care/measures/${gad.identifier}/answer`, {
      token: client.token,
      body: { answers: [1, 1, 1, 1, 1, 1, 1] },
    });
    const oldId = keyring().current.id;

    process.env.NOTES_ENCRYPTION_KEY = NEW;
    process.env.NOTES_ENCRYPTION_OLD_KEYS = OLD;
    const result = await rotateCareKey();
    expect(result).toMatchObject({ rotated: 1, remaining: 0 });
    const [row] = await database.db
      .select()
      .from(careMeasures)
      .where(eq(careMeasures.id, gad.identifier));
    expect(row!.keyId).not.toBe(oldId);
    expect(row!.keyId).toBe(keyring().current.id);

    // Readable with the new key alone.
    delete process.env.NOTES_ENCRYPTION_OLD_KEYS;
    const after = (await call("/care/measures", { token: client.token })).body.data.measures;
    expect(
      after.find((m: { identifier: string }) => m.identifier === gad.identifier),
    ).toMatchObject({ score: 7, band: "mild" });
  });
});
