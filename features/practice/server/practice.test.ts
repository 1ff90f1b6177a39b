// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  concerns,
  preferenceOptions,
  providerLanguages,
  providerProfiles,
  states,
  therapyCategories,
  users,
} from "@/db/schema";
import { localStorage, setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { nigerianBankDetails } from "@/tests/helpers/bank-details";
import { countryId, signedInUser } from "@/tests/helpers/factories";
import { pngImage } from "@/tests/helpers/images";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const uploads = mkdtempSync(path.join(tmpdir(), "haven-practice-"));
beforeAll(() => setStorage(localStorage(uploads)));
afterAll(() => {
  setStorage(undefined);
  rmSync(uploads, { recursive: true, force: true });
});

async function ids() {
  const db = database.db;
  const option = async (kind: string, slug: string) =>
    (
      await db
        .select()
        .from(preferenceOptions)
        .where(and(eq(preferenceOptions.kind, kind), eq(preferenceOptions.slug, slug)))
    )[0]!.id;
  const ng = await countryId("NG");
  const [lagos] = await db
    .select()
    .from(states)
    .where(and(eq(states.countryId, ng), eq(states.code, "LA")));
  const [texas] = await db.select().from(states).where(eq(states.code, "TX"));
  const categories = await db.select().from(therapyCategories);
  const concernRows = await db.select().from(concerns);
  return {
    ng,
    us: await countryId("US"),
    lagos: lagos!.id,
    texas: texas!.id,
    african: await option("background", "african"),
    christianity: await option("religion", "christianity"),
    video: await option("modality", "video"),
    inPerson: await option("modality", "in-person"),
    notModality: await option("religion", "islam"),
    english: await option("language", "en"),
    yoruba: await option("language", "yo"),
    igbo: await option("language", "ig"),
    psychology: await option("discipline", "psychology"),
    individual: categories.find((c) => c.slug === "individual")!.id,
    couples: categories.find((c) => c.slug === "couples")!.id,
    family: categories.find((c) => c.slug === "family")!.id,
    anxiety: concernRows.find((c) => c.slug === "anxiety")!.id,
  };
}

const profileBody = (i: Awaited<ReturnType<typeof ids>>, over: Record<string, unknown> = {}) => ({
  section: "profile",
  firstName: "Adaeze",
  lastName: "Okafor",
  title: "Dr",
  headline: "Clinical Psychologist",
  bio: "I help adults with anxiety.",
  gender: "female",
  ethnicityIdentifier: i.african,
  religionIdentifier: i.christianity,
  dob: "1985-04-12",
  zipCode: "100001",
  countryIdentifier: i.ng,
  stateIdentifier: i.lagos,
  language: [i.english],
  ...over,
});
const locationBody = (i: Awaited<ReturnType<typeof ids>>, over: Record<string, unknown> = {}) => ({
  section: "location",
  countryIdentifier: i.ng,
  stateIdentifier: i.lagos,
  title: "Dr",
  officeAddress: "12 Admiralty Way, Lagos",
  therapy: [i.individual, i.couples],
  modality: [i.video],
  specialities: [i.anxiety],
  ...over,
});

describe("GET /api/provider", () => {
  it("answers the therapist's own profile with fees and what is missing for the directory", async () => {
    const { token, user } = await signedInUser({ userType: "provider" });
    const res = await call("/provider", { token });
    expect(res.status).toBe(200);
    expect(res.body.data.profileInfo).toMatchObject({
      identifier: user.id,
      firstName: "Test",
      photo: null,
    });
    expect(res.body.data.bookingFee).toEqual({ general: null, therapy: [], currencyCode: "NGN" });
    expect(res.body.data.isListed).toBe(false);
    expect(res.body.data.missing).toContain("fee");
  });

  it("carries the rating clients see: null before any review, the directory's average after", async () => {
    const fresh = await signedInUser({ userType: "provider" });
    expect((await call("/provider", { token: fresh.token })).body.data.rating).toBeNull();
    const login = await call("/user/login", {
      body: { email: "amaka.obi@demo.therapy", password: "demo-pass-1" },
    });
    const amaka = await call("/provider", { token: login.body.data.token });
    const id = amaka.body.data.profileInfo.identifier;
    const shown = (await call(`/review/provider/${id}/count`)).body.data.averageRating;
    expect(shown).toEqual(expect.any(Number));
    expect(amaka.body.data.rating).toBe(shown);
  });

  it("says which onboarding steps beside the listing are done: open times and a payout account", async () => {
    const { token } = await signedInUser({ userType: "provider", countryCode: "NG" });
    const setup = async () => (await call("/provider", { token })).body.data.setup;
    expect(await setup()).toEqual({ availability: false, payoutAccount: false });

    // A week with every day closed is no open time.
    const closed = { day: "MONDAY", isAvailable: false, timeSlotsInterval: [] };
    const save = (day: object) =>
      call("/provider/availability-setting", {
        token,
        body: { calendarSetupType: "GENERAL", days: [day] },
      });
    expect((await save(closed)).status).toBe(200);
    expect(await setup()).toEqual({ availability: false, payoutAccount: false });
    const open = {
      ...closed,
      isAvailable: true,
      timeSlotsInterval: [{ startTime: "09:00", endTime: "12:00" }],
    };
    expect((await save(open)).status).toBe(200);
    expect(await setup()).toEqual({ availability: true, payoutAccount: false });

    const bank = await call("/provider/bank-details", {
      method: "PUT",
      token,
      body: nigerianBankDetails,
    });
    expect(bank.status).toBe(200);
    expect(await setup()).toEqual({ availability: true, payoutAccount: true });
  });

  it("is for signed-in therapists only", async () => {
    expect((await call("/provider")).status).toBe(401);
    const client = await signedInUser({ userType: "client" });
    expect((await call("/provider", { token: client.token })).status).toBe(403);
  });

  it("lists the options of the profile forms in the caller's language", async () => {
    const res = await call("/provider/options", { headers: { "X-Language": "de" } });
    expect(res.status).toBe(200);
    expect(res.body.data.modality.map((o: { name: string }) => o.name)).toContain("Videoanruf");
    expect(res.body.data.ethnicity.length).toBeGreaterThan(3);
    expect(res.body.data.therapy[0]).toMatchObject({ slug: "individual", name: "Einzeltherapie" });
  });
});

describe("a therapist's username and discipline (spec 3.1, decision 0408)", () => {
  it("saves them with the profile, keeps them when a form leaves them out, and clears them when emptied", async () => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    const options = await call("/provider/options", { headers: { "X-Language": "de" } });
    expect(options.body.data.discipline).toContainEqual(
      expect.objectContaining({ identifier: i.psychology, name: "Psychologie" }),
    );
    expect((await call("/provider", { token })).body.data).toMatchObject({
      userName: null,
      disciplineIdentifier: null,
    });
    const userName = `dr_${Date.now().toString(36)}`;
    const body = profileBody(i, { userName, disciplineIdentifier: i.psychology });
    const saved = await call("/provider/update/info", { token, body });
    expect(saved.body.data).toMatchObject({ userName, disciplineIdentifier: i.psychology });
    await call("/provider/update/info", { token, body: profileBody(i) });
    expect((await call("/provider", { token })).body.data).toMatchObject({
      userName,
      disciplineIdentifier: i.psychology,
    });
    const cleared = profileBody(i, { userName: "", disciplineIdentifier: "" });
    expect((await call("/provider/update/info", { token, body: cleared })).body.data).toMatchObject(
      { userName: null, disciplineIdentifier: null },
    );
  });

  it("refuses a taken username (any case), a malformed one and an option that is no discipline", async () => {
    const i = await ids();
    const first = await signedInUser({ userType: "provider" });
    const second = await signedInUser({ userType: "provider" });
    const userName = `Therapist-${Date.now().toString(36)}`;
    const mine = profileBody(i, { userName });
    expect((await call("/provider/update/info", { token: first.token, body: mine })).status).toBe(
      200,
    );
    const taken = await call("/provider/update/info", {
      token: second.token,
      body: profileBody(i, { userName: userName.toUpperCase() }),
    });
    expect([taken.status, taken.body.errors]).toEqual([
      400,
      { userName: "This username is already taken. Please choose another one." },
    ]);
    const malformed = await call("/provider/update/info", {
      token: second.token,
      body: profileBody(i, { userName: "no spaces" }),
    });
    expect(malformed.body.errors).toEqual({
      userName: "Use only letters, digits, underscores, hyphens and @",
    });
    const notDiscipline = await call("/provider/update/info", {
      token: second.token,
      body: profileBody(i, { disciplineIdentifier: i.video }),
    });
    expect([notDiscipline.status, Object.keys(notDiscipline.body.errors)]).toEqual([
      400,
      ["disciplineIdentifier"],
    ]);
  });
});

describe("POST /api/provider/update/info", () => {
  it("saves the profile and the location, and lists a complete profile once a fee is set", async () => {
    const i = await ids();
    const { token, user } = await signedInUser({ userType: "provider" });
    const saved = await call("/provider/update/info", { token, body: profileBody(i) });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      message: "Data saved successfully",
      title: "Dr",
      gender: "female",
      dob: "1985-04-12",
      religionIdentifier: i.christianity,
      profileInfo: { firstName: "Adaeze", lastName: "Okafor", headline: "Clinical Psychologist" },
    });
    const located = await call("/provider/update/info", { token, body: locationBody(i) });
    expect(located.status).toBe(200);
    expect(located.body.data.therapy.sort()).toEqual([i.individual, i.couples].sort());
    expect(located.body.data.missing).toEqual(["fee"]);
    await call("/provider/booking-fee/general", { token, body: { fee: 500000, isFree: false } });
    const [row] = await database.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, user.id));
    expect(row!.isListed).toBe(true);
    // Emptying a required list takes the profile out of the directory again.
    await database.db
      .update(providerProfiles)
      .set({ bio: "" })
      .where(eq(providerProfiles.userId, user.id));
    const after = await call("/provider", { token });
    expect(after.body.data).toMatchObject({ isListed: false, missing: ["bio"] });
  });

  it.each([
    ["firstName", "Ab", false],
    ["firstName", "Abc", true],
    ["firstName", "A".repeat(32), true],
    ["firstName", "A".repeat(33), false],
    ["title", "D", false],
    ["title", "Dr", true],
    ["title", "D".repeat(32), true],
    ["title", "D".repeat(33), false],
    ["title", "Dr.", false],
    ["headline", "Ab", false],
    ["headline", "Abc", true],
    ["headline", "Trauma-informed (CBT) Therapist", true],
    ["headline", "H".repeat(33), false],
    ["headline", "Therapist 2", false],
    ["bio", "b".repeat(2000), true],
    ["bio", "b".repeat(2001), false],
    ["officeAddress", "12", false],
    ["officeAddress", "123", true],
    ["officeAddress", " 12 ", false],
    ["officeAddress", "", true],
    ["officeAddress", "A".repeat(200), true],
    ["officeAddress", "A".repeat(201), false],
    ["gender", "", false],
    ["gender", "robot", false],
    ["ethnicityIdentifier", "", false],
    ["countryIdentifier", "", false],
    ["stateIdentifier", "", false],
    ["zipCode", "12", false],
    ["zipCode", "123", true],
    ["language", [], false],
    ["language", "en", false],
  ])("profile %s = %j is accepted: %s", async (field, value, accepted) => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    const res = await call("/provider/update/info", {
      token,
      body: profileBody(i, { [field]: value }),
    });
    expect(res.status).toBe(accepted ? 200 : 400);
    if (!accepted) expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it("saves the profile form's office address (min 3, spec section 5) and keeps it when left out", async () => {
    const i = await ids();
    const { token, user } = await signedInUser({ userType: "provider" });
    const address = async () =>
      (
        await database.db
          .select({ officeAddress: providerProfiles.officeAddress })
          .from(providerProfiles)
          .where(eq(providerProfiles.userId, user.id))
      )[0]!.officeAddress;
    for (const [language, message] of [
      ["en", "Office address must be at least 3 characters"],
      ["de", "Die Praxisadresse muss mindestens 3 Zeichen haben"],
    ]) {
      const short = await call("/provider/update/info", {
        token,
        body: profileBody(i, { officeAddress: "12" }),
        headers: { "X-Language": language! },
      });
      expect(short.body.errors).toEqual({ officeAddress: message });
    }
    const saved = await call("/provider/update/info", {
      token,
      body: profileBody(i, { officeAddress: " 7 B " }),
    });
    expect(saved.body.data.officeAddress).toBe("7 B");
    expect(await address()).toBe("7 B");
    expect((await call("/provider/update/info", { token, body: profileBody(i) })).status).toBe(200);
    expect(await address()).toBe("7 B");
  });

  it.each([
    ["officeAddress", "1 Ab", false],
    ["officeAddress", "1 Abc", true],
    ["officeAddress", "12345", false],
    ["officeAddress", "A".repeat(200), true],
    ["officeAddress", "A".repeat(201), false],
    ["therapy", [], false],
    ["modality", [], false],
    ["specialities", [], false],
    ["title", "", false],
  ])("location %s = %j is accepted: %s", async (field, value, accepted) => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    const res = await call("/provider/update/info", {
      token,
      body: locationBody(i, { [field]: value }),
    });
    expect(res.status).toBe(accepted ? 200 : 400);
    if (!accepted) expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it("asks for an office address only with in-person sessions, lists without one, and shows it publicly only then", async () => {
    const i = await ids();
    // A listed, verified therapist of the demo, who sees clients in person in Abuja.
    const token = await therapistToken("tunde.bakare@demo.therapy");
    const id = (await call("/provider", { token })).body.data.profileInfo.identifier as string;
    const asked = await call("/provider/update/info", {
      token,
      body: locationBody(i, { officeAddress: "", modality: [i.video, i.inPerson] }),
      headers: { "X-Language": "de" },
    });
    expect(asked.status).toBe(400);
    expect(asked.body.errors).toEqual({
      officeAddress:
        "Geben Sie Ihre Praxisadresse an: Klient:innen kommen für Sitzungen vor Ort dorthin",
    });

    // Video only: no address is needed, a saved one is cleared, and the listing stands.
    const videoOnly = await call("/provider/update/info", {
      token,
      body: locationBody(i, { officeAddress: "" }),
    });
    expect(videoOnly.status).toBe(200);
    const own = await call("/provider", { token });
    expect([own.body.data.officeAddress, own.body.data.isListed]).toEqual([null, true]);

    // In person again: the address is back on the public profile, and only then.
    await call("/provider/update/info", {
      token,
      body: locationBody(i, { modality: [i.video, i.inPerson] }),
    });
    const shown = await call(`/providers/${id}`);
    expect(shown.body.data.officeAddress).toBe("12 Admiralty Way, Lagos");
    await call("/provider/update/info", { token, body: locationBody(i) });
    const hidden = await call(`/providers/${id}`);
    expect([hidden.status, hidden.body.data.officeAddress]).toEqual([200, null]);
  });

  it("refuses a state of another country, an option of the wrong kind and an unknown section", async () => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    const wrongState = await call("/provider/update/info", {
      token,
      body: locationBody(i, { stateIdentifier: i.texas }),
    });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.errors).toEqual({
      stateIdentifier: "This state is not in the chosen country",
    });
    const wrongKind = await call("/provider/update/info", {
      token,
      body: locationBody(i, { modality: [i.notModality] }),
    });
    expect(wrongKind.body.errors).toEqual({ modality: "Choose from the list" });
    expect(
      (await call("/provider/update/info", { token, body: { section: "other" } })).status,
    ).toBe(400);
  });

  it("answers in German", async () => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    const res = await call("/provider/update/info", {
      token,
      body: profileBody(i, { title: "D" }),
      headers: { "X-Language": "de" },
    });
    expect(res.body.errors).toEqual({ title: "Der Titel muss 2 bis 32 Buchstaben lang sein" });
  });
});

describe("the languages a therapist works in", () => {
  it("are saved with the profile and read back, replacing the previous choice", async () => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    expect((await call("/provider", { token })).body.data.language).toEqual([]);
    const saved = await call("/provider/update/info", {
      token,
      body: profileBody(i, { language: [i.yoruba, i.english, i.yoruba] }),
    });
    expect(saved.status).toBe(200);
    // In the catalog's order (English before Yoruba), each once.
    expect(saved.body.data.language).toEqual([i.english, i.yoruba]);
    expect((await call("/provider", { token })).body.data.language).toEqual([i.english, i.yoruba]);
    await call("/provider/update/info", { token, body: profileBody(i, { language: [i.igbo] }) });
    expect((await call("/provider", { token })).body.data.language).toEqual([i.igbo]);
  });

  it("must be at least one, each from the language list, and say so in the caller's language", async () => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    await call("/provider/update/info", { token, body: profileBody(i, { language: [i.igbo] }) });
    const empty = await call("/provider/update/info", {
      token,
      body: profileBody(i, { language: [] }),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ language: "Choose at least one language" });
    const missing = await call("/provider/update/info", {
      token,
      body: profileBody(i, { language: undefined }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ language: "Choose at least one language" });
    const unknown = await call("/provider/update/info", {
      token,
      body: profileBody(i, { language: [i.english, "00000000-0000-4000-8000-000000000000"] }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ language: "Choose from the list" });
    const wrongKind = await call("/provider/update/info", {
      token,
      body: profileBody(i, { language: [i.video] }),
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors).toEqual({ language: "Choose from the list" });
    const german = await call("/provider/update/info", {
      token,
      body: profileBody(i, { language: [] }),
      headers: { "X-Language": "de" },
    });
    expect(german.body.errors).toEqual({ language: "Wählen Sie mindestens eine Sprache" });
    // Nothing refused was stored.
    expect((await call("/provider", { token })).body.data.language).toEqual([i.igbo]);
  });

  it("are offered in the options of the profile form, named in the caller's language", async () => {
    const res = await call("/provider/options", { headers: { "X-Language": "de" } });
    expect(res.body.data.language.map((o: { slug: string; name: string }) => o.name)).toEqual([
      "Englisch",
      "Deutsch",
      "Yoruba",
      "Igbo",
      "Hausa",
      "Französisch",
      "Spanisch",
    ]);
  });

  it("do not decide whether a profile is listed: a profile from before languages stays listed", async () => {
    const i = await ids();
    const { token, user } = await signedInUser({ userType: "provider" });
    await call("/provider/update/info", { token, body: profileBody(i) });
    await call("/provider/update/info", { token, body: locationBody(i) });
    await call("/provider/booking-fee/general", { token, body: { fee: 500000, isFree: false } });
    await database.db.delete(providerLanguages).where(eq(providerLanguages.providerId, user.id));
    expect((await call("/provider", { token })).body.data).toMatchObject({
      language: [],
      isListed: true,
      missing: [],
    });
  });
});

describe("fees", () => {
  it("stores the general fee in minor units with the provider's currency; free keeps the amount", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    const paid = await call("/provider/booking-fee/general", {
      token,
      body: { fee: 2500000, isFree: false },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toEqual({
      general: { fee: 2500000, isFree: false, regularFee: 2500000 },
      currencyCode: "NGN",
      message: "Fee Successfully Saved",
    });
    const free = await call("/provider/booking-fee/general", {
      token,
      body: { fee: 0, isFree: true },
    });
    expect(free.body.data.general).toEqual({ fee: 0, isFree: true, regularFee: 2500000 });
    const profile = await call("/provider", { token });
    expect(profile.body.data.bookingFee.general).toEqual({
      fee: 0,
      isFree: true,
      regularFee: 2500000,
    });
    const back = await call("/provider/booking-fee/general", {
      token,
      body: { fee: 2500000, isFree: false },
    });
    expect(back.body.data.general).toEqual({ fee: 2500000, isFree: false, regularFee: 2500000 });
  });

  it.each([
    [{ fee: 99, isFree: false }, 400],
    [{ fee: 100, isFree: false }, 200],
    [{ fee: 1_000_000_000, isFree: false }, 200],
    [{ fee: 1_000_000_001, isFree: false }, 400],
    [{ fee: -1, isFree: true }, 400],
    [{ fee: 0, isFree: true }, 200],
    [{ fee: 150.5, isFree: false }, 400],
    [{ fee: "15000", isFree: false }, 400],
    [{ fee: 15000 }, 400],
  ])("general fee %j answers %i", async (body, status) => {
    const { token } = await signedInUser({ userType: "provider" });
    expect((await call("/provider/booking-fee/general", { token, body })).status).toBe(status);
  });

  it("sets a fee per therapy category the therapist offers, and refuses others", async () => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    await call("/provider/update/info", { token, body: locationBody(i) });
    const res = await call("/provider/booking-fee/therapy", {
      token,
      body: { categoryIdentifier: i.couples, fee: 3000000, isFree: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.therapy).toMatchObject({
      categoryIdentifier: i.couples,
      name: "Couples therapy",
      fee: 3000000,
    });
    const free = await call("/provider/booking-fee/therapy", {
      token,
      body: { categoryIdentifier: i.couples, fee: 0, isFree: true },
    });
    expect(free.body.data.therapy).toMatchObject({ fee: 0, isFree: true, regularFee: 3000000 });
    const other = await call("/provider/booking-fee/therapy", {
      token,
      body: { categoryIdentifier: i.family, fee: 3000000, isFree: false },
    });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({
      categoryIdentifier: "You do not offer this therapy category",
    });
    // Dropping the category drops its fee.
    await call("/provider/update/info", {
      token,
      body: locationBody(i, { therapy: [i.individual] }),
    });
    expect((await call("/provider", { token })).body.data.bookingFee.therapy).toEqual([]);
  });

  it("voids fees when the therapist moves to a country with another currency", async () => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    await call("/provider/booking-fee/general", { token, body: { fee: 2500000, isFree: false } });
    await call("/provider/update/info", {
      token,
      body: locationBody(i, { countryIdentifier: i.us, stateIdentifier: i.texas }),
    });
    const profile = await call("/provider", { token });
    expect(profile.body.data.bookingFee).toEqual({
      general: null,
      therapy: [],
      currencyCode: "USD",
    });
  });

  it("changes only the caller's own fee", async () => {
    const a = await signedInUser({ userType: "provider" });
    const b = await signedInUser({ userType: "provider" });
    await call("/provider/booking-fee/general", {
      token: a.token,
      body: { fee: 500000, isFree: false },
    });
    await call("/provider/booking-fee/general", {
      token: b.token,
      body: { fee: 900000, isFree: false },
    });
    expect((await call("/provider", { token: a.token })).body.data.bookingFee.general.fee).toBe(
      500000,
    );
    const client = await signedInUser({ userType: "client" });
    expect(
      (
        await call("/provider/booking-fee/general", {
          token: client.token,
          body: { fee: 500000, isFree: false },
        })
      ).status,
    ).toBe(403);
  });
});

describe("license states", () => {
  it("replaces and reads the states a therapist is licensed in", async () => {
    const i = await ids();
    const { token } = await signedInUser({ userType: "provider" });
    expect((await call("/provider/license-states", { token })).body.data).toEqual([]);
    const res = await call("/provider/license-states", {
      token,
      body: { stateIdentifiers: [i.texas, i.lagos, i.texas] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { code: string }) => s.code)).toEqual(["LA", "TX"]);
    expect(
      (await call("/provider/license-states", { token, body: { stateIdentifiers: [i.ng] } }))
        .status,
    ).toBe(400);
    expect(
      (await call("/provider/license-states", { token, body: { stateIdentifiers: "x" } })).status,
    ).toBe(400);
    expect(
      (await call("/provider/license-states", { token, body: { stateIdentifiers: [] } })).body.data,
    ).toEqual([]);
  });
});

describe("POST /api/provider/update/photo", () => {
  const upload = (token: string, bytes: Buffer, name = "photo.png", type = "image/png") => {
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(bytes)], name, { type }));
    return call("/provider/update/photo", { token, body: form, method: "POST" });
  };

  it("stores a real image and serves it to its owner only until the profile is listed", async () => {
    const { token, user } = await signedInUser({ userType: "provider" });
    const res = await upload(token, pngImage(200, 200));
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Image Changed Successfully");
    expect(res.body.data.photo).toMatch(new RegExp(`^/api/provider/${user.id}/photo\\?v=`));
    const path = res.body.data.photo.replace(/^\/api/, "");
    expect((await call(path)).status).toBe(404);
    const other = await signedInUser({ userType: "provider" });
    expect((await call(path, { token: other.token })).status).toBe(404);
    const own = await call(path, { token });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const viaCookie = await call(path, { headers: { cookie: `token=${token}` } });
    expect(viaCookie.status).toBe(200);
    await database.db
      .update(providerProfiles)
      .set({ isListed: true })
      .where(eq(providerProfiles.userId, user.id));
    const listed = await call(path);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("public, max-age=300");
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await call(path)).status).toBe(404);
  });

  it("removes the photo file when the therapist deletes their account", async () => {
    const { token, user } = await signedInUser({ userType: "provider" });
    expect((await upload(token, pngImage(200, 200))).status).toBe(200);
    const [row] = await database.db
      .select({ photoKey: providerProfiles.photoKey })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, user.id));
    const file = path.join(uploads, row!.photoKey!);
    expect(existsSync(file)).toBe(true);
    const deleted = await call("/user/profile/delete-account", {
      method: "DELETE",
      token,
      body: { password: user.password },
    });
    expect(deleted.status).toBe(200);
    expect(existsSync(file)).toBe(false);
  });

  it.each([
    ["199x200", pngImage(199, 200), "Image dimensions should be at least 200x200 pixels."],
    ["200x199", pngImage(200, 199), "Image dimensions should be at least 200x200 pixels."],
    [
      "one byte over 10 MB",
      pngImage(200, 200, 10 * 1024 * 1024 + 1),
      "File size should not exceed 10MB.",
    ],
    [
      "text named .jpg",
      Buffer.from("definitely not an image"),
      "Please upload a valid image file.",
    ],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>'),
      "Please upload a valid image file.",
    ],
  ])("refuses %s", async (_, bytes, message) => {
    const { token } = await signedInUser({ userType: "provider" });
    const res = await upload(token, bytes, "photo.jpg", "image/jpeg");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ photo: message });
  });

  it("accepts exactly 10 MB and refuses a request without a file", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    expect((await upload(token, pngImage(300, 200, 10 * 1024 * 1024))).status).toBe(200);
    const empty = await call("/provider/update/photo", {
      token,
      body: new FormData(),
      method: "POST",
    });
    expect(empty.status).toBe(400);
  });

  it("answers the spec's messages in German", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(pngImage(100, 100))], "p.png"));
    const res = await call("/provider/update/photo", {
      token,
      body: form,
      method: "POST",
      headers: { "X-Language": "de" },
    });
    expect(res.body.errors).toEqual({ photo: "Das Bild muss mindestens 200x200 Pixel groß sein." });
  });
});
