// The web client's types of the API (decision 0043) are the document's: lib/api/openapi-types.ts
// is what `npm run api:types` writes from today's routes, so a changed answer changes them too.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { OPENAPI_TYPES_FILE, openApiTypes } from "@/lib/server/openapi-types";

describe("lib/api/openapi-types.ts", () => {
  it("is a fresh generation from the OpenAPI document (else: npm run api:types)", async () => {
    const committed = readFileSync(path.join(process.cwd(), OPENAPI_TYPES_FILE), "utf8");
    const fresh = await openApiTypes(api);
    // Compared line by line: a failure names the first lines that differ, not 1 MB of text.
    const [a, b] = [committed.split("\n"), fresh.split("\n")];
    const first = a.findIndex((line, i) => line !== b[i]);
    expect(first === -1 ? [] : a.slice(first, first + 5), "first lines that differ").toEqual(
      first === -1 ? [] : b.slice(first, first + 5),
    );
    expect(a.length).toBe(b.length);
  });
});
