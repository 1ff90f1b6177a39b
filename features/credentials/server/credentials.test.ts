import { readdirSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insuranceFiles,
  qualificationFiles,
  qualifications,
  verifications,
} from "@/db/schema/credentials";
import { workHistory, workHistorySettings } from "@/db/schema/work-history";
import { getStorage, setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { sampleFiles, tempStorage } from "@/tests/helpers/notes";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";
import { createQualification } from "./qualifications";
import { parseReviewArgs, reviewByEmail } from "./review";
import { reviewVerification } from "./verification";

const database = withTestDatabase({ seed: true });
const MB = 1024 * 1024;
let root: string;
let previousStorage: ReturnType<typeof getStorage>;
let therapist: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  previousStorage = getStorage();
  root = tempStorage();
  [therapist, other, client] = await Promise.all([
    signedInUser({ userType: "provider", credentials: "none" }),
    signedInUser({ userType: "provider", credentials: "none" }),
    signedInUser(),
  ]);
});
afterAll(() => setStorage(previousStorage));

type Upload = { name: string; bytes: Uint8Array };
const pdf = (name = "license.pdf"): Upload => ({ name, bytes: sampleFiles.pdf });
const png = (name = "diploma.png"): Upload => ({ name, bytes: sampleFiles.png });
const sized = (size: number, name = "big.pdf"): Upload => {
  const bytes = new Uint8Array(size);
  bytes.set(sampleFiles.pdf);
  return { name, bytes };
};

function form(fields: Record<string, string | string[]>, files: Upload[] = [], field = "files") {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const value of [v].flat()) body.append(k, value);
  for (const f of files) body.append(field, new File([f.bytes as Uint8Array<ArrayBuffer>], f.name));
  return body;
}

const license = {
  type: "license",
  body: "Nursing and Midwifery Council",
  credentialNumber: "AB-12/34",
};

const upload = (
  fields: Record<string, string>,
  files: Upload[],
  token = therapist.token,
  lang = "en",
) =>
  call("/provider/qualification/file/upload", {
    method: "POST",
    token,
    body: form(fields, files),
    headers: { "x-language": lang },
  });
const edit = (
  id: string,
  fields: Record<string, string | string[]>,
  files: Upload[] = [],
  token = therapist.token,
) =>
  call(`/provider/qualification/files/${id}`, { method: "PUT", token, body: form(fields, files) });
const list = (token = therapist.token) => call("/provider/qualification/files", { token });
const status = (token = therapist.token) =>
  call("/provider/qualification/verification-note", { token });
const submit = (token = therapist.token) =>
  call("/provider/verification-submission", { method: "PUT", token });
const storedFiles = () =>
  readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

describe("qualifications", () => {
  it("creates a license with its files, lists it and serves its bytes to the owner only", async () => {
    const res = await upload(license, [pdf(), png("license-back.png")]);
    expect(res.status).toBe(201);
    const q = res.body.data;
    expect(q).toMatchObject({
      type: "license",
      details: { body: "Nursing and Midwifery Council", credentialNumber: "AB-12/34" },
    });
    expect(q.files).toHaveLength(2);
    expect(q.files[0]).toEqual({
      identifier: expect.any(String),
      filename: "license.pdf",
      size: sampleFiles.pdf.length,
      url: `/api/provider/qualification/file/${q.files[0].identifier}`,
    });
    const education = await upload({ type: "education", title: "MSc Psychology" }, [
      pdf("msc.pdf"),
    ]);
    expect(education.body.data.details).toEqual({ title: "MSc Psychology" });

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.data.map((x: { identifier: string }) => x.identifier)).toEqual([
      q.identifier,
      education.body.data.identifier,
    ]);
    expect(
      (await call(`/provider/qualification/${q.identifier}`, { token: therapist.token })).body.data,
    ).toEqual(q);

    const file = await call(q.files[0].url.replace(/^\/api/, ""), { token: therapist.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("content-disposition")).toContain("filename*=UTF-8''license.pdf");
    expect(file.body).toBe(new TextDecoder().decode(sampleFiles.pdf));

    // A link the page opens sends the token cookie, not a bearer header.
    const byCookie = (token?: string) =>
      call(q.files[1].url.replace(/^\/api/, ""), {
        headers: token ? { cookie: `token=${token}` } : {},
      });
    const opened = await byCookie(therapist.token);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("image/png");
    expect(opened.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect((await byCookie(other.token)).status).toBe(404);
    expect((await byCookie()).status).toBe(401);
    // The cookie counts only where a link opens a file: the list still wants the bearer header.
    expect(
      (
        await call("/provider/qualification/files", {
          headers: { cookie: `token=${therapist.token}` },
        })
      ).status,
    ).toBe(401);
  });

  it("requires the details of each type, with the spec's rules for the credential number", async () => {
    const noNumber = await upload({ type: "license", body: "Board" }, [pdf()]);
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.errors).toEqual({ credentialNumber: "Credential number is required" });
    const noBody = await upload({ type: "license", body: "  ", credentialNumber: "A1" }, [pdf()]);
    expect(noBody.body.errors).toEqual({ body: "Governing board is required" });
    const bad = await upload({ ...license, credentialNumber: "AB 12#" }, [pdf()]);
    expect(bad.body.errors.credentialNumber).toBe("Use only letters, digits, dashes and slashes");
    const de = await upload(
      { ...license, credentialNumber: "AB.12" },
      [pdf()],
      therapist.token,
      "de",
    );
    expect(de.body.errors.credentialNumber).toBe(
      "Nur Buchstaben, Ziffern, Bindestriche und Schrägstriche",
    );
    expect((await upload({ ...license, credentialNumber: "aZ-09/x" }, [pdf()])).status).toBe(201);
    const noTitle = await upload({ type: "conduct" }, [pdf()]);
    expect(noTitle.body.errors).toEqual({ title: "Title is required" });
    const wrongType = await upload({ type: "diploma", title: "x" }, [pdf()]);
    expect(wrongType.body.errors.type).toBe("Choose a qualification type");
    const noFile = await upload({ type: "education", title: "BSc" }, []);
    expect(noFile.body.errors).toEqual({ files: "Please choose a file" });
  });

  it("takes files by their bytes: 10 MB exactly, not one byte more, no disguises, at most 5", async () => {
    const before = (await list()).body.data.length;
    const t = { type: "certification", title: "CBT" };
    expect((await upload(t, [sized(10 * MB)])).status).toBe(201);
    const over = await upload(t, [sized(10 * MB + 1)]);
    expect(over.status).toBe(400);
    expect(over.body.errors.files).toBe("File size should not exceed 10MB.");
    const exe = await upload(t, [{ name: "scan.pdf", bytes: sampleFiles.exe }]);
    expect(exe.body.errors.files).toBe("Upload a doc, docx, pdf, jpg, jpeg or png file");
    expect((await upload(t, [{ name: "scan.png", bytes: sampleFiles.pdf }])).status).toBe(400);
    expect((await upload(t, [{ name: "clip.mp4", bytes: sampleFiles.mp4 }])).status).toBe(400);
    expect((await upload(t, [pdf(), pdf(), pdf(), pdf(), pdf()])).status).toBe(201);
    const six = await upload(t, [pdf(), pdf(), pdf(), pdf(), pdf(), pdf()]);
    expect(six.body.errors.files).toBe("At most 5 files per qualification");
    expect((await list()).body.data.length).toBe(before + 2);
  });

  it("edits details, adds and removes files, never the type or the last file", async () => {
    const created = (await upload(license, [pdf(), png()])).body.data;
    const [first, second] = created.files;
    const keysBefore = storedFiles();
    const res = await edit(
      created.identifier,
      { credentialNumber: "NEW/1", type: "education", removeFiles: first.identifier },
      [png("extra.png")],
    );
    expect(res.status).toBe(200);
    expect(res.body.data.type).toBe("license");
    expect(res.body.data.details).toEqual({
      body: "Nursing and Midwifery Council",
      credentialNumber: "NEW/1",
    });
    expect(res.body.data.files.map((f: { filename: string }) => f.filename)).toEqual([
      "diploma.png",
      "extra.png",
    ]);
    expect(storedFiles()).toBe(keysBefore);
    expect((await call(first.url.replace(/^\/api/, ""), { token: therapist.token })).status).toBe(
      404,
    );

    const emptied = await edit(created.identifier, {
      removeFiles: res.body.data.files.map((f: { identifier: string }) => f.identifier),
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.errors.files).toBe("A qualification needs at least one file");
    const cleared = await edit(created.identifier, { body: "" });
    expect(cleared.status).toBe(200); // "" leaves the value as it is
    const badNumber = await edit(created.identifier, { credentialNumber: "no spaces" });
    expect(badNumber.body.errors.credentialNumber).toBe(
      "Use only letters, digits, dashes and slashes",
    );
    expect(
      (await call(`/provider/qualification/${created.identifier}`, { token: therapist.token })).body
        .data.files,
    ).toHaveLength(2);
    expect(second).toBeDefined();
  });

  it("takes more than one large file in a request, on create and on edit", async () => {
    const large = [sized(6 * MB, "one.pdf"), sized(6 * MB, "two.pdf")];
    const created = await upload({ type: "education", title: "PhD" }, large);
    expect(created.status).toBe(201);
    const edited = await edit(created.body.data.identifier, {}, [
      sized(6 * MB, "three.pdf"),
      sized(6 * MB, "four.pdf"),
    ]);
    expect(edited.status).toBe(200);
    expect(edited.body.data.files).toHaveLength(4);
    const tooMany = await edit(created.body.data.identifier, {}, [pdf(), pdf()]);
    expect(tooMany.body.errors.files).toBe("At most 5 files per qualification");
  });

  it("never lets two edits at once remove its last file", async () => {
    const created = (await upload(license, [pdf("a.pdf"), pdf("b.pdf")])).body.data;
    const [a, b] = created.files;
    const results = await Promise.all([
      edit(created.identifier, { removeFiles: a.identifier }),
      edit(created.identifier, { removeFiles: b.identifier }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const rows = await database.db
      .select()
      .from(qualificationFiles)
      .where(eq(qualificationFiles.qualificationId, created.identifier));
    expect(rows).toHaveLength(1);
  });

  it("deletes a qualification with its stored files", async () => {
    const created = (await upload({ type: "association", title: "BACP" }, [pdf(), png()])).body
      .data;
    const before = storedFiles();
    const res = await call(`/provider/qualification/files/${created.identifier}`, {
      method: "DELETE",
      token: therapist.token,
    });
    expect(res.status).toBe(200);
    expect(storedFiles()).toBe(before - 2);
    expect(
      (await call(`/provider/qualification/${created.identifier}`, { token: therapist.token }))
        .status,
    ).toBe(404);
  });

  it("removes the stored files when the database write fails", async () => {
    const before = storedFiles();
    await expect(
      createQualification(randomUUID(), { type: "education", title: "BSc" }, [
        { name: "a.pdf", bytes: sampleFiles.pdf, kind: "pdf" },
      ]),
    ).rejects.toThrow();
    expect(storedFiles()).toBe(before);
  });

  it("answers 404 to another therapist for every id and changes nothing; 403 to a client", async () => {
    const mine = (await upload(license, [pdf()])).body.data;
    const fileId = mine.files[0].identifier;
    const o = other.token;
    expect((await call(`/provider/qualification/${mine.identifier}`, { token: o })).status).toBe(
      404,
    );
    expect((await call(`/provider/qualification/file/${fileId}`, { token: o })).status).toBe(404);
    expect((await edit(mine.identifier, { credentialNumber: "HACK" }, [], o)).status).toBe(404);
    expect(
      (
        await call(`/provider/qualification/files/${mine.identifier}`, {
          method: "DELETE",
          token: o,
        })
      ).status,
    ).toBe(404);
    // Another therapist's file id in removeFiles names nothing of the owner's either.
    const theirs = (await upload(license, [pdf(), pdf()], o)).body.data;
    expect((await edit(theirs.identifier, { removeFiles: fileId }, [], o)).status).toBe(404);
    expect((await list(o)).body.data).toHaveLength(1);
    expect(
      (await call(`/provider/qualification/${mine.identifier}`, { token: therapist.token })).body
        .data,
    ).toEqual(mine);

    const c = client.token;
    expect((await list(c)).status).toBe(403);
    expect((await upload(license, [pdf()], c)).status).toBe(403);
    expect((await call("/provider/indemnity-insurance", { token: c })).status).toBe(403);
    expect((await status(c)).status).toBe(403);
    expect((await submit(c)).status).toBe(403);
    expect((await list("")).status).toBe(401);
  });
});

describe("indemnity insurance", () => {
  const post = (files: Upload[], token = therapist.token) =>
    call("/provider/indemnity-insurance", { method: "POST", token, body: form({}, files, "file") });

  it("uploads several, lists them, serves and deletes them for the owner only", async () => {
    const res = await post([pdf("policy.pdf"), png("certificate.png")]);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual([
      {
        identifier: expect.any(String),
        filename: "policy.pdf",
        size: sampleFiles.pdf.length,
        url: expect.stringMatching(/^\/api\/provider\/indemnity-insurance\/[0-9a-f-]{36}$/),
        createdAt: expect.any(String),
      },
      expect.objectContaining({ filename: "certificate.png" }),
    ]);
    const [policy] = res.body.data;
    const path = policy.url.replace(/^\/api/, "");
    const file = await call(path, { token: therapist.token });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect((await call(path, { token: other.token })).status).toBe(404);
    expect((await call(path, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await call("/provider/indemnity-insurance", { token: other.token })).body.data).toEqual(
      [],
    );
    expect((await call(path, { method: "DELETE", token: therapist.token })).status).toBe(200);
    expect(
      (await call("/provider/indemnity-insurance", { token: therapist.token })).body.data,
    ).toHaveLength(1);
  });

  it("keeps at most 20 documents", async () => {
    const fresh = await signedInUser({ userType: "provider", credentials: "none" });
    for (let i = 0; i < 4; i++)
      expect((await post([pdf(), pdf(), pdf(), pdf(), pdf()], fresh.token)).status).toBe(201);
    const over = await post([pdf()], fresh.token);
    expect(over.status).toBe(400);
    expect(over.body.errors.file).toBe("At most 20 insurance documents");
    const six = await post([pdf(), pdf(), pdf(), pdf(), pdf(), pdf()]);
    expect(six.body.errors.file).toBe("Upload at most 5 files at once");
  });

  it("checks each file like qualifications do", async () => {
    expect((await post([])).body.errors).toEqual({ file: "Please choose a file" });
    expect((await post([sized(10 * MB, "exact.pdf")])).status).toBe(201);
    expect((await post([sized(10 * MB + 1)])).body.errors.file).toBe(
      "File size should not exceed 10MB.",
    );
    expect((await post([{ name: "x.docx", bytes: sampleFiles.csv }])).body.errors.file).toBe(
      "Upload a doc, docx, pdf, jpg, jpeg or png file",
    );
    const rows = await database.db
      .select()
      .from(insuranceFiles)
      .where(eq(insuranceFiles.providerId, therapist.user.id));
    expect(rows.map((r) => r.filename)).toEqual(["certificate.png", "exact.pdf"]);
  });
});

describe("verification", () => {
  it("refuses without a qualification, then without a license, then accepts and tracks changes", async () => {
    const fresh = await signedInUser({ userType: "provider", credentials: "none" });
    const t = fresh.token;
    expect((await status(t)).body.data).toEqual({
      status: "not_submitted",
      note: null,
      submittedAt: null,
      reviewedAt: null,
      changedSinceSubmission: false,
      approvedAt: null,
      expiresAt: null,
    });
    const none = await submit(t);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe("VERIFICATION_NOTHING_TO_SUBMIT");
    await upload({ type: "education", title: "BSc" }, [pdf()], t);
    const noLicense = await submit(t);
    expect(noLicense.status).toBe(409);
    expect(noLicense.body.message).toBe("Add your license before submitting for verification.");
    const lic = (await upload(license, [pdf()], t)).body.data;

    const first = await submit(t);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: "submitted",
      note: null,
      changedSinceSubmission: false,
    });
    const again = await submit(t);
    expect(again.body.data).toEqual(first.body.data);

    const rejected = await reviewVerification(
      fresh.user.id,
      "reject",
      "Your license scan is blurry",
    );
    expect(rejected.status).toBe("rejected");
    expect((await status(t)).body.data).toMatchObject({
      status: "rejected",
      note: "Your license scan is blurry",
      reviewedAt: expect.any(String),
      changedSinceSubmission: false,
    });

    await edit(lic.identifier, {}, [png("clear-scan.png")], t);
    expect((await status(t)).body.data.changedSinceSubmission).toBe(true);
    const resubmitted = await submit(t);
    expect(resubmitted.body.data).toMatchObject({
      status: "submitted",
      note: null,
      reviewedAt: null,
      changedSinceSubmission: false,
    });
    await reviewVerification(fresh.user.id, "approve", null);
    expect((await status(t)).body.data).toMatchObject({ status: "approved", note: null });

    // A deletion leaves no row behind and still counts as a change.
    const insurance = await call("/provider/indemnity-insurance", {
      method: "POST",
      token: t,
      body: form({}, [pdf()], "file"),
    });
    await submit(t);
    await reviewVerification(fresh.user.id, "approve", null);
    expect((await status(t)).body.data.changedSinceSubmission).toBe(false);
    await call(insurance.body.data[0].url.replace(/^\/api/, ""), { method: "DELETE", token: t });
    expect((await status(t)).body.data).toMatchObject({
      status: "approved",
      changedSinceSubmission: true,
    });
  });

  it("reviews only what was submitted", async () => {
    const fresh = await signedInUser({ userType: "provider", credentials: "none" });
    await expect(reviewVerification(fresh.user.id, "approve", null)).rejects.toThrow(
      "VERIFICATION_NOT_SUBMITTED",
    );
  });

  it("goes with the account: a deleted therapist keeps no credentials, files or work history", async () => {
    const leaving = await signedInUser({ userType: "provider", credentials: "none" });
    const t = leaving.token;
    expect((await upload(license, [pdf(), png()], t)).status).toBe(201);
    const body = form({}, [pdf("indemnity.pdf")], "file");
    expect(
      (await call("/provider/indemnity-insurance", { method: "POST", token: t, body })).status,
    ).toBe(201);
    const job = { companyName: "Clinic", jobTitle: "Counsellor", startDate: "01-2020" };
    expect(
      (await call("/provider/experience", { token: t, body: { ...job, currentlyWorksHere: true } }))
        .status,
    ).toBe(201);
    await call("/provider/experience/visibility", {
      method: "PUT",
      token: t,
      body: { showOnProfile: true },
    });
    await submit(t);
    const before = storedFiles();

    const gone = await call("/user/profile/delete-account", {
      method: "DELETE",
      token: t,
      body: { password: leaving.user.password },
    });
    expect(gone.status).toBe(200);
    expect(storedFiles()).toBe(before - 3);
    const id = leaving.user.id;
    const rows = await Promise.all([
      database.db.select().from(qualifications).where(eq(qualifications.providerId, id)),
      database.db.select().from(qualificationFiles).where(eq(qualificationFiles.providerId, id)),
      database.db.select().from(insuranceFiles).where(eq(insuranceFiles.providerId, id)),
      database.db.select().from(verifications).where(eq(verifications.providerId, id)),
      database.db.select().from(workHistory).where(eq(workHistory.providerId, id)),
      database.db.select().from(workHistorySettings).where(eq(workHistorySettings.providerId, id)),
    ]);
    expect(rows.map((r) => r.length)).toEqual([0, 0, 0, 0, 0, 0]);
    // Another therapist's credentials are untouched.
    expect((await list()).body.data.length).toBeGreaterThan(0);
  });

  it("keeps the details rule in the database as well", async () => {
    await expect(
      database.db
        .insert(qualifications)
        .values({ providerId: therapist.user.id, type: "license", title: "x" }),
    ).rejects.toThrow();
  });
});

describe("the reviewer's command", () => {
  it("reads its arguments and refuses a rejection without a note", () => {
    expect(parseReviewArgs(["a@b.c", "approve"])).toEqual({
      email: "a@b.c",
      decision: "approve",
      note: null,
    });
    expect(parseReviewArgs(["a@b.c", "reject", "Scan", "is blurry"])).toEqual({
      email: "a@b.c",
      decision: "reject",
      note: "Scan is blurry",
    });
    // A day some months after today, whatever today is.
    const day = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    expect(parseReviewArgs(["a@b.c", "approve", "--until", day])).toEqual({
      email: "a@b.c",
      decision: "approve",
      note: null,
      until: new Date(`${day}T23:59:59.999Z`),
    });
    expect(parseReviewArgs(["a@b.c", "approve", "--until", "June"])).toHaveProperty("error");
    expect(parseReviewArgs(["a@b.c", "reject"])).toHaveProperty("error");
    expect(parseReviewArgs(["a@b.c", "maybe"])).toHaveProperty("error");
    expect(parseReviewArgs([])).toHaveProperty("error");
  });

  it("sets the status, note and review time of a therapist found by email", async () => {
    const fresh = await signedInUser({ userType: "provider", credentials: "none" });
    await upload(license, [pdf()], fresh.token);
    await submit(fresh.token);
    const at = new Date("2026-03-01T12:00:00.000Z");
    await reviewByEmail(
      { email: fresh.user.email.toUpperCase(), decision: "reject", note: "Add your diploma" },
      at,
    );
    expect((await status(fresh.token)).body.data).toMatchObject({
      status: "rejected",
      note: "Add your diploma",
      reviewedAt: at.toISOString(),
    });
    // The therapist hears the decision and the note, with a link to change them.
    const rejected = await lastEmailTo(fresh.user.email);
    expect(rejected).toMatchObject({
      kind: "credentialsRejected",
      subject: "Your credentials need a change",
    });
    expect(rejected!.text).toContain("“Add your diploma”");
    expect(rejected!.text).toContain("/credentials/");
    await reviewByEmail({ email: fresh.user.email, decision: "approve", note: null }, at);
    expect((await lastEmailTo(fresh.user.email))!.subject).toBe("Your credentials are verified");
    await expect(
      reviewByEmail({ email: client.user.email, decision: "approve", note: null }),
    ).rejects.toThrow("no therapist");
  });
});

describe("demo data", () => {
  it("gives every demo therapist a license on file and approved credentials", async () => {
    const signIn = async (email: string) =>
      (await call("/user/login", { body: { email, password: "demo-pass-1" } })).body.data
        .token as string;
    const amaka = await signIn("amaka.obi@demo.therapy");
    expect((await list(amaka)).body.data.map((q: { type: string }) => q.type)).toEqual([
      "license",
      "education",
    ]);
    expect((await status(amaka)).body.data).toMatchObject({
      status: "approved",
      changedSinceSubmission: false,
    });
    for (const name of ["tunde.bakare", "sarah.mitchell", "marcus.lee", "priya.shah"]) {
      const token = await signIn(`${name}@demo.therapy`);
      expect((await list(token)).body.data.map((q: { type: string }) => q.type)).toContain(
        "license",
      );
      expect((await status(token)).body.data.status).toBe("approved");
    }
  });
});

// PGlite runs one statement at a time, so races only mean something on PostgreSQL.
describe.runIf(onPostgres)("credential races on PostgreSQL", () => {
  it("two insurance uploads at once with room for one: one is saved, the cap holds", async () => {
    const fresh = await signedInUser({ userType: "provider", credentials: "none" });
    const post = () =>
      call("/provider/indemnity-insurance", {
        method: "POST",
        token: fresh.token,
        body: form({}, [pdf(), pdf(), pdf()], "file"),
      });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(201);
    const before = storedFiles();
    // 9 of 20 kept: each of four uploads of 3 fits alone, but only three of them together.
    const statuses = (await Promise.all([post(), post(), post(), post()])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 201, 201, 400]);
    const rows = await database.db
      .select()
      .from(insuranceFiles)
      .where(eq(insuranceFiles.providerId, fresh.user.id));
    expect(rows).toHaveLength(18);
    expect(storedFiles()).toBe(before + 9);
  });

  it("two edits adding files at once cannot take a qualification past five", async () => {
    const fresh = await signedInUser({ userType: "provider", credentials: "none" });
    const q = (await upload(license, [pdf(), pdf()], fresh.token)).body.data;
    const statuses = (
      await Promise.all([
        edit(q.identifier, {}, [pdf(), pdf()], fresh.token),
        edit(q.identifier, {}, [pdf(), pdf()], fresh.token),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 400]);
    const files = await database.db
      .select()
      .from(qualificationFiles)
      .where(eq(qualificationFiles.qualificationId, q.identifier));
    expect(files).toHaveLength(4);
  });
});
