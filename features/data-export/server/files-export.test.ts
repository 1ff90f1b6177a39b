// @vitest-environment node
import { rmSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { getDb } from "@/db/client";
import { outbox, users } from "@/db/schema";
import { messageAttachments } from "@/db/schema/messaging";
import { settleAfterResponse } from "@/lib/server/after-response";
import { formatMailTime } from "@/lib/server/mailer";
import { getStorage, setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { pngImage } from "@/tests/helpers/images";
import { bookingBetween, openConversation, sendMessage } from "@/tests/helpers/messaging";
import { sampleFiles, tempStorage } from "@/tests/helpers/notes";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { dayAtOffset, FAR_ZONES } from "@/tests/helpers/zones";
import { archivePaths, filesArchive, safeName } from "./files-archive";
import { DATA_EXPORT_LIMIT } from "./personal-data";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";

withTestDatabase({ seed: true });

let root: string;
let previousStorage: ReturnType<typeof getStorage>;
beforeAll(() => {
  previousStorage = getStorage();
  root = tempStorage();
});
afterAll(() => setStorage(previousStorage));

/** The test users' zone, Africa/Lagos: UTC+1 all year. */
const today = () => dayAtOffset(1);

/** GET /user/data-export/files, with the archive's entries by path when it is one. */
async function filesOf(token?: string, lang = "en") {
  const response = await api.request("/api/user/data-export/files", {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "x-language": lang },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isZip = response.headers.get("content-type") === "application/zip";
  return {
    status: response.status,
    headers: response.headers,
    entries: isZip ? unzipSync(bytes) : {},
    body: isZip ? undefined : JSON.parse(new TextDecoder().decode(bytes)),
  };
}

const upload = (field: string, files: { name: string; bytes: Uint8Array }[]) => {
  const form = new FormData();
  for (const f of files) form.append(field, new File([f.bytes as BlobPart], f.name));
  return form;
};
const post = async (route: string, token: string, form: FormData) => {
  const answer = await call(route, { method: "POST", token, body: form });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer;
};
/** How many emails of a kind a person was sent. */
async function noticesTo(email: string, kind: string) {
  await settleAfterResponse();
  const db = await getDb();
  return (
    await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, kind)))
  ).length;
}

/** The bytes a file route serves its owner. */
async function served(route: string, token: string) {
  const response = await api.request(`/api${route}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}
const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : bytes);

/** A therapist and a client who have a session, so they may write to each other. */
async function pair() {
  const [therapist, client] = await Promise.all([
    signedInUser({ userType: "provider" }),
    signedInUser(),
  ]);
  const db = await getDb();
  await db
    .update(users)
    .set({ firstName: "Ada", lastName: "Byrne" })
    .where(eq(users.id, therapist.user.id));
  await db
    .update(users)
    .set({ firstName: "Cleo", lastName: "Dunn" })
    .where(eq(users.id, client.user.id));
  await bookingBetween(client.user.id, therapist.user.id, "confirmed");
  const opened = await openConversation(client.token, therapist.user.id);
  return { therapist, client, conversation: opened.body.meta.conversation.identifier as string };
}

describe("GET /user/data-export/files: the files one gave us or was sent (decision 0511)", () => {
  it("gives a therapist their photo, credential documents and both sides' attachments, and nothing of anyone else", async () => {
    const { therapist, client, conversation } = await pair();
    const photo = new Uint8Array(pngImage(200, 200));
    await post(
      "/provider/update/photo",
      therapist.token,
      upload("photo", [{ name: "me.png", bytes: photo }]),
    );
    const license = upload("files", [
      { name: "licence.pdf", bytes: sampleFiles.pdf },
      { name: "licence.pdf", bytes: new TextEncoder().encode("%PDF-1.4 back side") },
    ]);
    license.set("type", "license");
    license.set("body", "Health and Care Professions Council");
    license.set("credentialNumber", "PYL/123");
    await post("/provider/qualification/file/upload", therapist.token, license);
    await post(
      "/provider/indemnity-insurance",
      therapist.token,
      upload("file", [{ name: "policy.pdf", bytes: sampleFiles.pdf }]),
    );
    const fromClient = new TextEncoder().encode("%PDF-1.4 sleep diary");
    await sendMessage(client.token, conversation, "My diary", [
      { name: "diary.pdf", bytes: fromClient, type: "application/pdf" },
    ]);
    await sendMessage(therapist.token, conversation, "A worksheet", [
      { name: "worksheet.png", bytes: sampleFiles.png, type: "image/png" },
    ]);
    // A message the client then deleted: its file is gone for both, so not in the archive.
    const deleted = await sendMessage(client.token, conversation, "Wrong file", [
      { name: "wrong.pdf", bytes: sampleFiles.pdf, type: "application/pdf" },
    ]);
    expect(
      (
        await call(`/messages/${deleted.body.data.identifier}`, {
          token: client.token,
          method: "DELETE",
        })
      ).status,
    ).toBe(200);
    // Someone else's documents and conversation.
    const { therapist: stranger, conversation: theirs } = await pair();
    await post(
      "/provider/indemnity-insurance",
      stranger.token,
      upload("file", [{ name: "theirs.pdf", bytes: sampleFiles.pdf }]),
    );
    await sendMessage(stranger.token, theirs, "Not yours", [
      { name: "secret.pdf", bytes: sampleFiles.pdf, type: "application/pdf" },
    ]);

    const answer = await filesOf(therapist.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="haven-files-${today()}.zip"`,
    );
    const day = today();
    expect(Object.keys(answer.entries).sort()).toEqual(
      [
        "practice/photo.png",
        "credentials/license - PYL_123/licence.pdf",
        "credentials/license - PYL_123/licence (2).pdf",
        "credentials/insurance/policy.pdf",
        `messages/Cleo Dunn/${day} diary.pdf`,
        `messages/Cleo Dunn/${day} worksheet.png`,
      ].sort(),
    );
    expect(answer.entries["practice/photo.png"]).toEqual(
      await served(`/provider/${therapist.user.id}/photo`, therapist.token),
    );
    expect(text(answer.entries["credentials/license - PYL_123/licence (2).pdf"])).toBe(
      "%PDF-1.4 back side",
    );
    expect(answer.entries[`messages/Cleo Dunn/${day} diary.pdf`]).toEqual(fromClient);

    // The client's archive: the same conversation's files under the therapist's name.
    const theirsToo = await filesOf(client.token);
    expect(Object.keys(theirsToo.entries).sort()).toEqual([
      `messages/Ada Byrne/${day} diary.pdf`,
      `messages/Ada Byrne/${day} worksheet.png`,
    ]);
  });

  it("gives two people of the same name a folder each", async () => {
    const { therapist, client, conversation } = await pair();
    const namesake = await signedInUser();
    const db = await getDb();
    await db
      .update(users)
      .set({ firstName: "Cleo", lastName: "DUNN" })
      .where(eq(users.id, namesake.user.id));
    await bookingBetween(namesake.user.id, therapist.user.id, "confirmed");
    const theirs = await openConversation(namesake.token, therapist.user.id);
    await sendMessage(client.token, conversation, "first", [
      { name: "diary.pdf", bytes: sampleFiles.pdf, type: "application/pdf" },
    ]);
    await sendMessage(namesake.token, theirs.body.meta.conversation.identifier, "second", [
      { name: "diary.pdf", bytes: sampleFiles.pdf, type: "application/pdf" },
    ]);
    await sendMessage(client.token, conversation, "third", [
      { name: "plan.pdf", bytes: sampleFiles.pdf, type: "application/pdf" },
    ]);
    const answer = await filesOf(therapist.token);
    expect(Object.keys(answer.entries)).toEqual([
      `messages/Cleo Dunn/${today()} diary.pdf`,
      `messages/Cleo DUNN (2)/${today()} diary.pdf`,
      `messages/Cleo Dunn/${today()} plan.pdf`,
    ]);
  });

  it("dates the archive and its attachments by each person's own day", async () => {
    const { therapist, client, conversation } = await pair();
    await sendMessage(client.token, conversation, "diary", [
      { name: "diary.pdf", bytes: sampleFiles.pdf, type: "application/pdf" },
    ]);
    const db = await getDb();
    const people = [
      { person: therapist, other: "Cleo Dunn", ...FAR_ZONES[0] },
      { person: client, other: "Ada Byrne", ...FAR_ZONES[1] },
    ];
    for (const { person, zone, hours, other } of people) {
      await db.update(users).set({ timezone: zone }).where(eq(users.id, person.user.id));
      const answer = await filesOf(person.token);
      const day = dayAtOffset(hours);
      expect(answer.headers.get("content-disposition")).toBe(
        `attachment; filename="haven-files-${day}.zip"`,
      );
      expect(Object.keys(answer.entries)).toEqual([`messages/${other}/${day} diary.pdf`]);
    }
  });

  it("gives a client their profile picture", async () => {
    const client = await signedInUser();
    const picture = new Uint8Array(pngImage(240, 240));
    await post(
      "/client/profile-picture",
      client.token,
      upload("photo", [{ name: "me.png", bytes: picture }]),
    );
    const answer = await filesOf(client.token);
    expect(Object.keys(answer.entries)).toEqual(["profile/picture.png"]);
    // As stored after the upload's checks, the same bytes the picture's own route serves.
    expect(answer.entries["profile/picture.png"]).toEqual(
      await served(`/client/profile-picture/${client.user.id}`, client.token),
    );
  });

  it("leaves out a file whose bytes are gone from storage, and keeps the rest", async () => {
    const { therapist, client, conversation } = await pair();
    for (const name of ["first.pdf", "second.pdf"])
      await sendMessage(client.token, conversation, name, [
        { name, bytes: sampleFiles.pdf, type: "application/pdf" },
      ]);
    const db = await getDb();
    const [first] = await db
      .select({ key: messageAttachments.storageKey })
      .from(messageAttachments)
      .where(eq(messageAttachments.fileName, "first.pdf"));
    rmSync(path.join(root, first!.key));
    const answer = await filesOf(therapist.token);
    expect(takeConsoleCalls()).toEqual([
      `console.error: [data-export] file missing from storage: ${first!.key}`,
    ]);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.entries)).toEqual([`messages/Cleo Dunn/${today()} second.pdf`]);
  });

  it("says there is nothing to download to someone with no files, in their language", async () => {
    const client = await signedInUser();
    const en = await filesOf(client.token);
    expect(await noticesTo(client.user.email, "filesDownloaded")).toBe(0);
    expect([en.status, en.body.code]).toEqual([404, "NO_FILES"]);
    expect(en.body.message).toBe(
      "There are no files of yours to download: no picture, documents or message attachments.",
    );
    const de = await filesOf(client.token, "de");
    expect(de.body.message).toMatch(/^Es gibt keine Dateien von Ihnen/);
  });

  it("asks to sign in, and allows as many downloads an hour as the data file, counted apart", async () => {
    expect((await filesOf()).status).toBe(401);
    const client = await signedInUser();
    await post(
      "/client/profile-picture",
      client.token,
      upload("photo", [{ name: "me.png", bytes: new Uint8Array(pngImage(200, 200)) }]),
    );
    for (let i = 0; i < DATA_EXPORT_LIMIT.limit; i++)
      expect((await filesOf(client.token)).status).toBe(200);
    const refused = await filesOf(client.token);
    expect([refused.status, refused.body.code]).toEqual([429, "RATE_LIMITED"]);
    expect(refused.body.message).toMatch(/minutes/);
    // Each download was emailed; the refused one was not.
    expect(await noticesTo(client.user.email, "filesDownloaded")).toBe(DATA_EXPORT_LIMIT.limit);
    // The data file is counted on its own.
    expect((await call("/user/data-export", { token: client.token })).status).toBe(200);
  });
});

describe("every download is emailed to its person (decision 0512)", () => {
  it("tells of a copy of one's data in one's language and zone, with where to secure the account", async () => {
    const client = await signedInUser();
    const db = await getDb();
    await db
      .update(users)
      .set({ locale: "de", timezone: "Europe/Berlin", firstName: "Jana" })
      .where(eq(users.id, client.user.id));
    const before = formatMailTime("de", "Europe/Berlin", new Date());
    expect((await call("/user/data-export", { token: client.token })).status).toBe(200);
    const after = formatMailTime("de", "Europe/Berlin", new Date());
    const email = (await lastEmailTo(client.user.email))!;
    expect(email.kind).toBe("dataDownloaded");
    expect(email.subject).toBe("Eine Kopie Ihrer Haven-Daten wurde heruntergeladen");
    expect(email.text).toMatch(/^Hallo Jana,/);
    // The time names its zone, as every email's time does.
    expect(
      [before, after].some((when) =>
        email.text.includes(`Am ${when} (Europe/Berlin) wurde eine Kopie`),
      ),
    ).toBe(true);
    expect(email.text).toContain("ändern Sie jetzt Ihr Passwort");
    expect(email.text).toContain("/de/account/security/");
    // An account-security email: nobody may turn it off, so it has no unsubscribe link.
    expect(email.listUnsubscribe).toBeNull();
    expect(await noticesTo(client.user.email, "dataDownloaded")).toBe(1);
  });

  it("tells of the files' download, and only the person whose files they are", async () => {
    const { therapist, client, conversation } = await pair();
    await sendMessage(client.token, conversation, "Diary", [
      { name: "diary.pdf", bytes: sampleFiles.pdf, type: "application/pdf" },
    ]);
    expect((await filesOf(client.token)).status).toBe(200);
    const email = (await lastEmailTo(client.user.email))!;
    expect(email.subject).toBe("Your files on Haven were downloaded");
    expect(email.text).toMatch(/^Hello Cleo,/);
    expect(email.text).toContain("were downloaded from your Haven account as a ZIP file on ");
    expect(await noticesTo(therapist.user.email, "filesDownloaded")).toBe(0);
    expect(await noticesTo(client.user.email, "dataDownloaded")).toBe(0);
  });

  it("sends nothing for a download refused to someone signed out", async () => {
    const before = await getDb().then((db) => db.select().from(outbox));
    expect((await call("/user/data-export")).status).toBe(401);
    expect((await filesOf()).status).toBe(401);
    await settleAfterResponse();
    expect(await getDb().then((db) => db.select().from(outbox))).toHaveLength(before.length);
  });
});

describe("names in the archive", () => {
  it("makes each name one that any system unpacks", () => {
    expect(safeName('a/b\\c:d*e?f"g<h>i|j\u0007.pdf')).toBe("a_b_c_d_e_f_g_h_i_j_.pdf");
    expect(safeName("../../etc/passwd")).toBe("_.._etc_passwd");
    expect(safeName("..hidden")).toBe("hidden");
    expect(safeName("   ")).toBe("file");
    const long = safeName(`${"x".repeat(300)}.pdf`);
    expect([long.length, long.endsWith("x.pdf")]).toEqual([120, true]);
  });

  it("numbers a name given twice in one folder, whatever its case, and not across folders", () => {
    const file = (folder: string[], name: string) => ({ folder, name, key: "k/k.pdf" });
    expect(
      archivePaths([
        file(["messages", "Ada"], "Plan.pdf"),
        file(["messages", "Ada"], "plan.pdf"),
        file(["messages", "Ada"], "PLAN.pdf"),
        file(["messages", "Ben"], "plan.pdf"),
        file(["messages", "Ada"], "notes"),
        file(["messages", "Ada"], "notes"),
      ]),
    ).toEqual([
      "messages/Ada/Plan.pdf",
      "messages/Ada/plan (2).pdf",
      "messages/Ada/PLAN (3).pdf",
      "messages/Ben/plan.pdf",
      "messages/Ada/notes",
      "messages/Ada/notes (2)",
    ]);
  });

  it("says each entry was made on Unix with a UTF-8 name, so Info-ZIP's unzip reads it right", async () => {
    const name = "Résumé – ü.pdf";
    await getStorage().put(
      "exports/resume.pdf",
      new TextEncoder().encode("%PDF-1.4"),
      "application/pdf",
    );
    const bytes = new Uint8Array(
      await new Response(
        filesArchive([{ folder: ["files"], name, key: "exports/resume.pdf" }]),
      ).arrayBuffer(),
    );
    const view = new DataView(bytes.buffer);
    // The central directory's entry: signature, version made by (spec, system), needed, flags.
    const at = bytes.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
    expect(at).toBeGreaterThan(0);
    const [madeOn, flags, mode] = [
      bytes[at + 5],
      view.getUint16(at + 8, true),
      view.getUint32(at + 38, true) >>> 16,
    ];
    expect({ madeOn, utf8: (flags & 0x800) !== 0, mode: mode.toString(8) }).toEqual({
      madeOn: 3,
      utf8: true,
      mode: "100644",
    });
    expect(Object.keys(unzipSync(bytes))).toEqual([`files/${name}`]);
  });
});
