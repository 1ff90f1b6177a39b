import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "./client";

const root = mkdtempSync(path.join(tmpdir(), "haven-db-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Opening PGlite twice (and migrating it once) takes seconds, more than 5 on a busy machine.
it(
  "names the folder and what to do when the embedded database was left half-written",
  { timeout: 30_000 },
  async () => {
    const dir = path.join(root, "pglite");
    await (await openDatabase({ dir })).close();
    // What a process killed while PGlite wrote can leave: a control file it cannot read.
    writeFileSync(path.join(dir, "global/pg_control"), Buffer.alloc(100));
    await expect(openDatabase({ dir })).rejects.toThrow(
      `The embedded database in ${dir} cannot be opened: it was probably stopped while writing. ` +
        `Move the folder aside (mv ${dir} ${dir}-broken) and start again for a new one.`,
    );
  },
);
