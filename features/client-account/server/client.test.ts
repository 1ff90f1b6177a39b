// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, clientProfiles, preferenceOptions, therapyCategories, users } from "@/db/schema";
import { reviewVerification } from "@/features/credentials/server/service";
import { localStorage, setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { countryId, signedInUser } from "@/tests/helpers/factories";
import { pngImage } from "@/tests/helpers/images";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const uploads = mkdtempSync(path.join(tmpdir(), "haven-client-"));
beforeAll(() => setStorage(localStorage(uploads)));
afterAll(() => {
  setStorage(undefined);
  rmSync(uploads, { recursive: true, force: true });
});

let counter = 0;
const profileBody = (over: Record<string, unknown> = {}) => ({
  firstName: "Ada",
  lastName: "Okafor-Smith",
  userName: `ada_${Date.now().toString(36)}${counter++}`,
  ...over,
});
const put = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call("/client", { token, body, method: "PUT", headers });

/** A confirmed session between them makes the therapist one of the client's own. */
async function makeTheirTherapist(providerId: string, clientId: string) {
  const [category] = await database.db.select().from(therapyCategories).limit(1);
  const start = new Date(Date.UTC(2026, 0, 5, 10));
  await database.db.insert(bookings).values({
    clientId,
    providerId,
    categoryId: category!.id,
    modality: "video",
    status: "confirmed",
    startTime: start,
    endTime: new Date(start.getTime() + 3_600_000),
    amount: 0,
    currency: "NGN",
    confirmedAt: start,
  });
}

describe("GET /api/client", () => {
  it("gives a new client a profile with a valid, unique starting userName", async () => {
    const { token, user } = await signedInUser();
    const res = await call("/client", { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      identifier: user.id,
      firstName: "Test",
      lastName: "Person",
      photoUrl: null,
      avatar: null,
      emergencyContact: null,
      countryIdentifier: await countryId("NG"),
    });
    expect(res.body.data.userName).toMatch(/^[A-Za-z0-9_@-]{3,32}$/);
    // Asking again answers the same row, not a second one.
    expect((await call("/client", { token })).body.data.userName).toBe(res.body.data.userName);
  });

  it("starts a userName from the client's name, not their email, and finds a free one", async () => {
    const named = async (firstName: string, lastName: string) => {
      const { token, user } = await signedInUser();
      await database.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
      return { token, hex: user.id.replace(/-/g, "") };
    };
    const userNameOf = async (token: string) =>
      (await call("/client", { token })).body.data.userName;

    const zoe = await named("Zoë", "Müller-Lüdenscheidt");
    expect(await userNameOf(zoe.token)).toBe("zoe_mullerludenscheidt");
    const namesake = await named("Zoe", "Mullerludenscheidt");
    expect(await userNameOf(namesake.token)).toBe(
      `zoe_mullerludenscheidt-${namesake.hex.slice(0, 6)}`,
    );
    const latinless = await named("李", "王");
    expect(await userNameOf(latinless.token)).toBe(latinless.hex);

    // Both names taken, however written: the id's hex digits.
    const late = await named("Ab", "Cd");
    for (const taken of ["AB_CD", `ab_cd-${late.hex.slice(0, 6)}`]) {
      const other = await signedInUser();
      expect((await put(other.token, profileBody({ userName: taken }))).status).toBe(200);
    }
    expect(await userNameOf(late.token)).toBe(late.hex);
  });

  it("is for clients only and needs a session", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    expect((await call("/client", { token })).status).toBe(403);
    expect((await call("/client")).status).toBe(401);
  });
});

describe("PUT /api/client", () => {
  it("saves the profile and answers the spec's confirmation", async () => {
    const { token } = await signedInUser();
    const res = await put(
      token,
      profileBody({ zipCode: "10115", gender: "female", dob: "1990-02-03" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Data saved successfully");
    expect(res.body.data).toMatchObject({
      lastName: "Okafor-Smith",
      zipCode: "10115",
      gender: "female",
    });
    const again = await call("/client", { token });
    expect(again.body.data).toMatchObject({ firstName: "Ada", dob: "1990-02-03" });
  });

  it.each([
    ["Al", "Must be 3 to 32 characters"],
    ["A".repeat(33), "Must be 3 to 32 characters"],
    ["Ada1", "Use only letters, spaces and hyphens"],
    ["Ada_", "Use only letters, spaces and hyphens"],
  ])("refuses the first name %j", async (firstName, message) => {
    const { token } = await signedInUser();
    const res = await put(token, profileBody({ firstName }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ firstName: message });
  });

  it.each(["Ada", "A".repeat(32), "Jean-Luc", "Mary Ann", "Jürgen"])(
    "takes the name %j",
    async (lastName) => {
      const { token } = await signedInUser();
      expect((await put(token, profileBody({ lastName }))).status).toBe(200);
    },
  );

  it.each([
    ["", "Username is required"],
    ["ab", "Username must be 3 to 32 characters"],
    ["a".repeat(33), "Username must be 3 to 32 characters"],
    ["ada lovelace", "Use only letters, digits, underscores, hyphens and @"],
    ["ada!", "Use only letters, digits, underscores, hyphens and @"],
  ])("refuses the userName %j", async (userName, message) => {
    const { token } = await signedInUser();
    const res = await put(token, profileBody({ userName }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ userName: message });
  });

  it("requires a userName", async () => {
    const { token } = await signedInUser();
    const res = await put(token, { firstName: "Ada", lastName: "Okafor" });
    expect(res.body.errors).toEqual({ userName: "Username is required" });
  });

  it.each(["abc", "a".repeat(32), "ada@home", "A_d-a9"])("takes the userName %j", async (base) => {
    const { token } = await signedInUser();
    // Unique per run, same length and alphabet as the case under test.
    const userName =
      base.length > 6 ? base.slice(0, -4) + `${counter++}`.padStart(4, "0") : base + counter++;
    expect((await put(token, profileBody({ userName: userName.slice(0, 32) }))).status).toBe(200);
  });

  it("refuses a userName another client has, however it is written", async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    const name = `Taken_${Date.now().toString(36)}`;
    expect((await put(first.token, profileBody({ userName: name }))).status).toBe(200);
    const res = await put(second.token, profileBody({ userName: name.toLowerCase() }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      userName: "This username is already taken. Please choose another one.",
    });
    // Keeping your own name is not taking someone else's.
    expect((await put(first.token, profileBody({ userName: name.toUpperCase() }))).status).toBe(
      200,
    );
  });

  it.each([
    ["1234", 400],
    ["12345", 200],
    ["AB12CD34EF", 200],
    ["AB12CD34EF1", 400],
    ["123 45", 400],
    ["", 200],
  ])("zip code %j answers %i", async (zipCode, status) => {
    const { token } = await signedInUser();
    const res = await put(token, profileBody({ zipCode }));
    expect(res.status).toBe(status);
    if (status === 400)
      expect(res.body.errors).toEqual({ zipCode: "Zip code must be 5 to 10 letters or digits" });
  });

  it("checks the state belongs to the country, the gender is on the list and the zone is real", async () => {
    const { token } = await signedInUser();
    const texas = (await call("/region/country/code/US/states")).body.data[0].identifier;
    expect((await put(token, profileBody({ stateIdentifier: texas }))).body.errors).toEqual({
      stateIdentifier: "This state is not in the chosen country",
    });
    expect(
      (
        await put(
          token,
          profileBody({ stateIdentifier: texas, countryIdentifier: await countryId("US") }),
        )
      ).status,
    ).toBe(200);
    expect((await put(token, profileBody({ gender: "robot" }))).body.errors).toEqual({
      gender: "Choose from the list",
    });
    expect((await put(token, profileBody({ timezone: "Mars/Base" }))).body.errors).toEqual({
      timezone: "Choose a valid time zone",
    });
    expect((await put(token, profileBody({ dob: "2999-01-01" }))).body.errors).toEqual({
      dob: "Enter a valid date of birth",
    });
  });

  it("answers the spec's messages in German", async () => {
    const { token } = await signedInUser();
    const res = await put(token, profileBody({ firstName: "Al", zipCode: "1" }), {
      "X-Language": "de",
    });
    expect(res.body.errors).toEqual({
      firstName: "Muss 3 bis 32 Zeichen lang sein",
      zipCode: "Die Postleitzahl muss aus 5 bis 10 Buchstaben oder Ziffern bestehen",
    });
  });

  it.runIf(onPostgres)("lets only one of two clients take the same userName at once", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signedInUser()));
    const name = `race_${Date.now().toString(36)}`;
    const answers = await Promise.all(
      people.map((p) => put(p.token, profileBody({ userName: name }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
    const holders = await database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userName, name));
    expect(holders).toHaveLength(1);
  });
});

describe("POST /api/client/emergency-contact", () => {
  const post = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    call("/client/emergency-contact", { token, body, headers });

  it.each([
    [{ name: "Ngozi Obi", phoneNumber: "123" }, 200],
    [{ name: "Ngo", phoneNumber: "1".repeat(32) }, 200],
    [{ name: "Ng", phoneNumber: "123" }, 400],
    [{ name: "N".repeat(33), phoneNumber: "123" }, 400],
    [{ name: "Ngozi 2", phoneNumber: "123" }, 400],
    [{ name: "Ngozi", phoneNumber: "12" }, 400],
    [{ name: "Ngozi", phoneNumber: "1".repeat(33) }, 400],
    [{ name: "Ngozi", phoneNumber: "+234 80" }, 400],
  ])("%j answers %i", async (body, status) => {
    const { token } = await signedInUser();
    const res = await post(token, body);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(res.body.data).toMatchObject({ ...body, message: "Data saved successfully" });
      expect((await call("/client", { token })).body.data.emergencyContact).toEqual(body);
    }
  });

  it("says what is wrong, in German too", async () => {
    const { token } = await signedInUser();
    expect((await post(token, { name: "N", phoneNumber: "x" })).body.errors).toEqual({
      name: "Name must be 3 to 32 letters",
      phoneNumber: "Phone number must be 3 to 32 digits",
    });
    expect(
      (await post(token, { name: "N", phoneNumber: "x" }, { "X-Language": "de" })).body.errors,
    ).toEqual({
      name: "Der Name muss aus 3 bis 32 Buchstaben bestehen",
      phoneNumber: "Die Telefonnummer muss aus 3 bis 32 Ziffern bestehen",
    });
  });

  it("is shown to the client's own therapist and to nobody else", async () => {
    const client = await signedInUser();
    const own = await signedInUser({ userType: "provider" });
    const stranger = await signedInUser({ userType: "provider" });
    const otherClient = await signedInUser();
    await post(client.token, { name: "Ngozi Obi", phoneNumber: "0801234567" });
    await makeTheirTherapist(own.user.id, client.user.id);

    const seen = await call(`/client/profile/${client.user.id}`, { token: own.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      identifier: client.user.id,
      firstName: "Test",
      emergencyContact: { name: "Ngozi Obi", phoneNumber: "0801234567" },
    });
    // GET /client/profile/{id} is the therapist's view of a client (features/clients): another
    // therapist gets 404, a client 403 (the role never may).
    for (const [other, status] of [
      [stranger, 404],
      [otherClient, 403],
    ] as const) {
      const res = await call(`/client/profile/${client.user.id}`, { token: other.token });
      expect(res.status).toBe(status);
      expect(JSON.stringify(res.body)).not.toContain("Ngozi");
    }
    expect((await call(`/client/profile/${client.user.id}`)).status).toBe(401);
  });
});

describe("profile picture and avatars", () => {
  const upload = (token: string, bytes: Buffer, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(bytes)], "me.png", { type: "image/png" }));
    return call("/client/profile-picture", { token, body: form, method: "POST", headers });
  };

  it("uploads, serves to the owner and their therapist only, and deletes", async () => {
    const client = await signedInUser();
    const own = await signedInUser({ userType: "provider" });
    const stranger = await signedInUser({ userType: "provider" });
    const otherClient = await signedInUser();
    await makeTheirTherapist(own.user.id, client.user.id);

    const res = await upload(client.token, pngImage(200, 200));
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Image Changed Successfully");
    const url: string = res.body.data.photoUrl;
    expect(url).toMatch(new RegExp(`^/api/client/profile-picture/${client.user.id}\\?v=`));
    const path = url.replace(/^\/api/, "");

    const mine = await call(path, { token: client.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect((await call(path, { token: own.token })).status).toBe(200);
    expect((await call(path, { token: stranger.token })).status).toBe(404);
    expect((await call(path, { token: otherClient.token })).status).toBe(404);
    expect((await call(path)).status).toBe(404);

    const deleted = await call("/client/profile-picture", {
      token: client.token,
      method: "DELETE",
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ photoUrl: null, message: "Image Deleted Successfully" });
    expect((await call(path, { token: client.token })).status).toBe(404);
    expect((await call("/client", { token: client.token })).body.data.photoUrl).toBeNull();
  });

  it.each([
    ["a 199-pixel side", pngImage(199, 300), "Image dimensions should be at least 200x200 pixels."],
    [
      "more than 10MB",
      pngImage(300, 300, 10 * 1024 * 1024 + 1),
      "File size should not exceed 10MB.",
    ],
    ["not an image", Buffer.from("<svg></svg>"), "Please upload a valid image file."],
  ])("refuses %s", async (_, bytes, message) => {
    const { token } = await signedInUser();
    const res = await upload(token, bytes);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ photo: message });
  });

  it("takes exactly 10MB and answers in German", async () => {
    const { token } = await signedInUser();
    expect((await upload(token, pngImage(300, 300, 10 * 1024 * 1024))).status).toBe(200);
    const res = await upload(token, pngImage(100, 100), { "X-Language": "de" });
    expect(res.body.errors).toEqual({ photo: "Das Bild muss mindestens 200x200 Pixel groß sein." });
  });

  it("lists at least 12 shipped avatars and sets one, which a picture then overrides", async () => {
    const list = await call("/client/avatars");
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(12);
    const [first] = list.body.data;
    expect(first.photoUrl).toBe(`/avatars/${first.identifier}.svg`);

    const { token } = await signedInUser();
    const chosen = await call(`/client/avatar/${first.identifier}`, { token, method: "POST" });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.photoUrl).toBe(first.photoUrl);
    expect((await call("/client", { token })).body.data.avatar).toEqual(first);

    const pictured = await upload(token, pngImage(240, 240));
    expect((await call("/client", { token })).body.data.photoUrl).toBe(pictured.body.data.photoUrl);
    // Deleting the picture falls back to the avatar.
    const deleted = await call("/client/profile-picture", { token, method: "DELETE" });
    expect(deleted.body.data.photoUrl).toBe(first.photoUrl);
  });

  it("refuses an avatar that does not exist, and therapists", async () => {
    const { token } = await signedInUser();
    expect((await call("/client/avatar/not-ours", { token, method: "POST" })).status).toBe(404);
    const therapist = await signedInUser({ userType: "provider" });
    expect(
      (await call("/client/avatar/sunrise", { token: therapist.token, method: "POST" })).status,
    ).toBe(403);
    expect((await upload(therapist.token, pngImage(200, 200))).status).toBe(403);
  });
});

describe("preferences", () => {
  async function option(kind: string, slug: string) {
    const [row] = await database.db
      .select()
      .from(preferenceOptions)
      .where(and(eq(preferenceOptions.kind, kind), eq(preferenceOptions.slug, slug)));
    return row!.id;
  }

  it("lists every preference list and starts with the client's own country", async () => {
    const options = await call("/client/preference-options");
    expect(Object.keys(options.body.data).sort()).toEqual(
      [
        "ageGroup",
        "background",
        "communication",
        "gender",
        "language",
        "modality",
        "religion",
        "specialities",
        "therapy",
        "therapyApproach",
        "trait",
      ].sort(),
    );
    expect(options.body.data.language.length).toBeGreaterThan(0);
    const { token } = await signedInUser({ countryCode: "GB" });
    const prefs = await call("/client/preferences", { token });
    expect(prefs.body.data).toMatchObject({
      countryIdentifier: await countryId("GB"),
      language: [],
    });
  });

  it("saves them, checks each option is on its own list, and recommends by them", async () => {
    const { token } = await signedInUser({ countryCode: "NG" });
    const german = await option("language", "de");
    const body = {
      countryIdentifier: await countryId("DE"),
      language: [german],
      modality: [await option("modality", "video")],
      trait: [await option("trait", "calm")],
    };
    const saved = await call("/client/preferences", { token, body, method: "PUT" });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      ...body,
      gender: [],
      message: "Data saved successfully",
    });

    const wrong = await call("/client/preferences", {
      token,
      method: "PUT",
      body: { language: [await option("modality", "video")] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ language: "Choose from the list" });

    const ranked = await call("/recommended-provider", { token });
    expect(ranked.status).toBe(200);
    const [top] = ranked.body.data;
    expect(top.servable).toBe(true);
    expect(top.reasons[0]).toEqual({ kind: "language", name: "German" });
    expect(top.countryName).toBe("Germany");
  });

  it("recommends only therapists whose credentials a reviewer approved (decision 0213)", async () => {
    const { token } = await signedInUser({ countryCode: "NG" });
    const recommended = async () =>
      new Map(
        (
          (await call("/recommended-provider", { token })).body.data as {
            firstName: string;
            verified: boolean;
          }[]
        ).map((r) => [r.firstName, r.verified]),
      );
    // The seed approved every demo therapist.
    const before = await recommended();
    expect(before.get("Amaka")).toBe(true);
    expect(before.get("Tunde")).toBe(true);
    const [tunde] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "tunde.bakare@demo.therapy"));
    await reviewVerification(tunde!.id, "reject", "The license scan is cut off.");
    try {
      const after = await recommended();
      expect(after.has("Tunde")).toBe(false);
      expect(after.get("Amaka")).toBe(true);
    } finally {
      await reviewVerification(tunde!.id, "approve", null);
    }
  });

  it("is for clients only", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    expect((await call("/client/preferences", { token })).status).toBe(403);
    expect((await call("/recommended-provider", { token })).status).toBe(403);
  });
});

describe("the migration for existing clients", () => {
  it("gives every client without a profile a valid, unique userName, and is safe to run twice", async () => {
    const { readFileSync } = await import("node:fs");
    const { sql } = await import("drizzle-orm");
    const { users } = await import("@/db/schema");
    const migration = readFileSync("db/migrations/0011_client_account_custom.sql", "utf8");
    // Seeded clients have had no profile made yet: the migration makes theirs.
    await database.db.execute(sql.raw(migration));
    await database.db.execute(sql.raw(migration));
    const clients = await database.db
      .select({ id: users.id, userName: clientProfiles.userName })
      .from(users)
      .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(eq(users.userType, "client"));
    expect(clients.length).toBeGreaterThan(2);
    for (const c of clients) expect(c.userName).toMatch(/^[A-Za-z0-9_@-]{3,32}$/);
    expect(new Set(clients.map((c) => c.userName!.toLowerCase())).size).toBe(clients.length);
  });
});
