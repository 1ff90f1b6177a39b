// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { verifications } from "@/db/schema/credentials";
import { getStorage, setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { sampleFiles, tempStorage } from "@/tests/helpers/notes";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });
const HOUR = 3_600_000;
let previousStorage: ReturnType<typeof getStorage>;
let reviewer: string;

beforeAll(async () => {
  previousStorage = getStorage();
  tempStorage();
  reviewer = (await signedInStaff(["reviewer"])).token;
});
afterAll(() => setStorage(previousStorage));

/** A therapist who uploaded a licence (a PDF and a PNG) and submitted it for review. */
async function submittedTherapist() {
  const therapist = await signedInUser({ userType: "provider", credentials: "none" });
  const body = new FormData();
  body.append("type", "license");
  body.append("body", "Health and Care Professions Council");
  body.append("credentialNumber", "PY-123/45");
  body.append("files", new File([sampleFiles.pdf as Uint8Array<ArrayBuffer>], "licence.pdf"));
  body.append("files", new File([sampleFiles.png as Uint8Array<ArrayBuffer>], "card.png"));
  const up = await call("/provider/qualification/file/upload", { body, token: therapist.token });
  expect(up.status).toBe(201);
  const sub = await call("/provider/verification-submission", {
    method: "PUT",
    token: therapist.token,
  });
  expect(sub.status).toBe(200);
  return therapist;
}

const setSubmittedAt = async (providerId: string, at: Date) => {
  const db = await getDb();
  await db
    .update(verifications)
    .set({ submittedAt: at })
    .where(eq(verifications.providerId, providerId));
};

describe("the verification queue (issue 68)", () => {
  it("lists submitted therapists oldest first with how long they have waited", async () => {
    const [newer, older] = [await submittedTherapist(), await submittedTherapist()];
    const now = Date.now();
    await setSubmittedAt(newer.user.id, new Date(now - 2 * HOUR));
    await setSubmittedAt(older.user.id, new Date(now - 50 * HOUR));
    const res = await call("/staff/verifications", { token: reviewer });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r: { identifier: string }) => r.identifier);
    expect(ids.indexOf(older.user.id)).toBeLessThan(ids.indexOf(newer.user.id));
    const row = res.body.data.find((r: { identifier: string }) => r.identifier === older.user.id);
    expect(row.waitingSeconds).toBeGreaterThanOrEqual(50 * 3600);
    expect(row.waitingSeconds).toBeLessThan(50 * 3600 + 120);
    // Searching by email narrows it to the one therapist.
    const found = await call(`/staff/verifications?q=${encodeURIComponent(newer.user.email)}`, {
      token: reviewer,
    });
    expect(found.body.data.map((r: { identifier: string }) => r.identifier)).toEqual([
      newer.user.id,
    ]);
  });

  it("shows the case with the licence body and number, and previews its documents", async () => {
    const therapist = await submittedTherapist();
    const res = await call(`/staff/verifications/${therapist.user.id}`, { token: reviewer });
    expect(res.status).toBe(200);
    const licence = res.body.data.qualifications[0];
    expect(licence).toMatchObject({
      type: "license",
      body: "Health and Care Professions Council",
      credentialNumber: "PY-123/45",
    });
    expect(licence.files.map((f: { kind: string }) => f.kind)).toEqual(["pdf", "png"]);
    const file = await call(
      `/staff/verifications/${therapist.user.id}/files/${licence.files[0].identifier}`,
      { token: reviewer },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^inline;/);
    // Another therapist's file id under this case is not found.
    const other = await submittedTherapist();
    const otherCase = await call(`/staff/verifications/${other.user.id}`, { token: reviewer });
    const otherFile = otherCase.body.data.qualifications[0].files[0].identifier;
    const cross = await call(`/staff/verifications/${therapist.user.id}/files/${otherFile}`, {
      token: reviewer,
    });
    expect(cross.status).toBe(404);
    // Opening a document is audited.
    const admin = (await signedInStaff(["admin"])).token;
    const audit = await call(`/staff/audit?target=${therapist.user.id}&action=verification.file`, {
      token: admin,
    });
    expect(audit.body.meta.total).toBe(1);
  });

  it("approves through the CLI's service: the therapist sees it, is emailed, and leaves the queue", async () => {
    const therapist = await submittedTherapist();
    const res = await call(`/staff/verifications/${therapist.user.id}/decision`, {
      body: { decision: "approve" },
      token: reviewer,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: "approved", note: null });
    const note = await call("/provider/qualification/verification-note", {
      token: therapist.token,
    });
    expect(note.body.data.status).toBe("approved");
    expect((await lastEmailTo(therapist.user.email))?.subject).toBeTruthy();
    const queue = await call(`/staff/verifications?q=${encodeURIComponent(therapist.user.email)}`, {
      token: reviewer,
    });
    expect(queue.body.meta.total).toBe(0);
    // A rejection without the note the therapist would read is refused.
    const again = await call(`/staff/verifications/${therapist.user.id}/decision`, {
      body: { decision: "reject" },
      token: reviewer,
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ note: "Tell the therapist what to change." });
  });

  it("rejects with the note the therapist reads, and audits it with the note as reason", async () => {
    const therapist = await submittedTherapist();
    const res = await call(`/staff/verifications/${therapist.user.id}/decision`, {
      body: { decision: "reject", note: "The licence number is unreadable." },
      token: reviewer,
    });
    expect(res.status).toBe(200);
    const note = await call("/provider/qualification/verification-note", {
      token: therapist.token,
    });
    expect(note.body.data).toMatchObject({
      status: "rejected",
      note: "The licence number is unreadable.",
    });
    const admin = (await signedInStaff(["admin"])).token;
    const audit = await call(
      `/staff/audit?target=${therapist.user.id}&action=verification.reject`,
      {
        token: admin,
      },
    );
    expect(audit.body.data[0]).toMatchObject({
      role: "reviewer",
      reason: "The licence number is unreadable.",
    });
  });

  it("says so when the therapist never submitted", async () => {
    const therapist = await signedInUser({ userType: "provider", credentials: "none" });
    const res = await call(`/staff/verifications/${therapist.user.id}`, { token: reviewer });
    expect(res.status).toBe(404);
  });
});
