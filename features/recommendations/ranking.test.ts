import { describe, expect, it } from "vitest";
import { rankTherapists, type Candidate } from "./ranking";

const therapist = (
  identifier: string,
  offers: Candidate["offers"],
  countryId: string | null = "DE",
): Candidate => ({ identifier, sortName: identifier, countryId, offers });

const ids = (ranked: { candidate: Candidate }[]) => ranked.map((r) => r.candidate.identifier);

describe("rankTherapists", () => {
  it("puts the therapist who speaks the client's language first and says why", () => {
    const ranked = rankTherapists({ countryId: "DE", wants: { language: ["de"] } }, [
      therapist("a-english", { language: ["en"], specialities: ["trauma"] }),
      therapist("b-german", { language: ["de", "en"] }),
    ]);
    expect(ids(ranked)).toEqual(["b-german", "a-english"]);
    expect(ranked[0]).toMatchObject({
      servable: true,
      matches: [{ kind: "language", slug: "de" }],
    });
    expect(ranked[1]).toMatchObject({ servable: false, blockers: ["language"] });
  });

  it("never ranks someone who cannot serve the client above someone who can", () => {
    const perfectElsewhere = therapist(
      "a-elsewhere",
      {
        language: ["de"],
        specialities: ["trauma", "anxiety"],
        modality: ["video"],
        gender: ["female"],
        religion: ["none"],
        background: ["white"],
      },
      "GB",
    );
    const plainHere = therapist("z-here", { language: ["de"] });
    const ranked = rankTherapists(
      {
        countryId: "DE",
        wants: {
          language: ["de"],
          specialities: ["trauma", "anxiety"],
          modality: ["video"],
          gender: ["female"],
          religion: ["none"],
          background: ["white"],
        },
      },
      [perfectElsewhere, plainHere],
    );
    expect(ids(ranked)).toEqual(["z-here", "a-elsewhere"]);
    expect(ranked[1]).toMatchObject({ servable: false, blockers: ["country"] });
  });

  it("orders reasons strongest first: language, speciality, modality", () => {
    const [top] = rankTherapists(
      {
        countryId: null,
        wants: { modality: ["video"], specialities: ["trauma"], language: ["de"] },
      },
      [therapist("a", { modality: ["video", "chat"], specialities: ["trauma"], language: ["de"] })],
    );
    expect(top!.matches.map((m) => m.kind)).toEqual(["language", "specialities", "modality"]);
    expect(top!.score).toBe(12);
  });

  it("ranks by how many preferences are shared, then by name, stably", () => {
    const wants = { specialities: ["trauma", "grief"], modality: ["video"] };
    const ranked = rankTherapists({ countryId: null, wants }, [
      therapist("c", { modality: ["video"] }),
      therapist("b", { specialities: ["trauma", "grief"] }),
      therapist("a", { modality: ["video"] }),
      therapist("d", {}),
    ]);
    expect(ids(ranked)).toEqual(["b", "a", "c", "d"]);
  });

  it("with no preferences at all keeps everyone servable in name order", () => {
    const ranked = rankTherapists({ countryId: null, wants: {} }, [
      therapist("b", { language: ["en"] }, "NG"),
      therapist("a", {}, null),
    ]);
    expect(ids(ranked)).toEqual(["a", "b"]);
    expect(ranked.every((r) => r.servable && r.score === 0)).toBe(true);
  });

  it("without a language preference nobody is blocked for their languages", () => {
    const [only] = rankTherapists({ countryId: "DE", wants: { gender: ["male"] } }, [
      therapist("a", { language: ["fr"], gender: ["male"] }),
    ]);
    expect(only).toMatchObject({ servable: true, blockers: [], score: 3 });
  });
});
