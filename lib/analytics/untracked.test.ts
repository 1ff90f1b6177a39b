import { describe, expect, it } from "vitest";
import { isUntrackedPath } from "./untracked";

describe("isUntrackedPath", () => {
  it("covers the questionnaires, the crisis page and a client's care and notes, in both locales", () => {
    for (const path of [
      "/care",
      "/care/",
      "/care/help",
      // The safety plan (decision 0708).
      "/de/care/safety-plan/",
      "/de/care/0f6c/",
      "/clients/abc/care",
      "/de/clients/abc/notes/session/x",
    ])
      expect(isUntrackedPath(path), path).toBe(true);
  });

  it("leaves the rest of the site to the visitor's consent", () => {
    for (const path of ["/", "/overview", "/careers", "/clients/abc", "/de/therapists/care"])
      expect(isUntrackedPath(path), path).toBe(false);
  });
});
