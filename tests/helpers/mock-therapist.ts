import { afterEach, beforeEach } from "vitest";
import { mockTherapist, resetNotesMock } from "@/tests/msw/fixtures/notes";

/**
 * Each test of the file starts signed in as the mocked therapist, with no notes, imports or open
 * note dialog, and signs out after.
 */
export function signedInAsMockTherapist() {
  beforeEach(() => {
    resetNotesMock();
    sessionStorage.clear();
    document.cookie = `token=${mockTherapist.token}; path=/`;
  });
  afterEach(() => {
    document.cookie = "token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });
}
