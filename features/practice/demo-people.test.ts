import { describe, expect, it } from "vitest";
import { profileInfoSchema } from "./schemas";
import { seedPeople } from "@/db/seed-data/people";

const profileText = profileInfoSchema.pick({
  firstName: true,
  lastName: true,
  title: true,
  headline: true,
  bio: true,
});

describe("the demo therapists", () => {
  it.each(seedPeople.filter((p) => p.provider).map((p) => [p.email, p] as const))(
    "%s can save their own profile as seeded",
    (_, person) => {
      const { title, headline, bio } = person.provider!;
      const result = profileText.safeParse({
        firstName: person.firstName,
        lastName: person.lastName,
        title,
        headline,
        bio,
      });
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );
});
