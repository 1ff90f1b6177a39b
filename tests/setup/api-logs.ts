// vitest globalSetup of the API project: the run's structured logs (lib/server/log.ts) go to
// .test-logs/api/, one file per worker (tests/setup/api.ts), and when the run ends they are read
// for what must never be logged. A find fails the run, naming the line.
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { seedPeople } from "@/db/seed-data/people";

export const API_LOG_DIR = path.resolve(import.meta.dirname, "../../.test-logs/api");

/** What a log line must never hold: contact details, names, tokens and clinical text. */
export function forbiddenIn(line: string): string | undefined {
  if (/[\w.+-]+@[\w-]+\.[a-z]{2,}/i.test(line)) return "an email address";
  if (/eyJ[\w-]{8,}\.[\w-]{8,}\./.test(line)) return "a token";
  for (const person of seedPeople)
    for (const name of [`${person.firstName} ${person.lastName}`, person.lastName])
      if (name.length > 3 && line.includes(name)) return `a demo person's name (${name})`;
  // What the notes tests write into notes and messages (features/notes/server/notes.test.ts).
  for (const text of ["panic attacks", "diagnosis", "Panic plan"])
    if (line.includes(text)) return `clinical text (${text})`;
  return undefined;
}

export default function clearApiLogs() {
  rmSync(API_LOG_DIR, { recursive: true, force: true });
  mkdirSync(API_LOG_DIR, { recursive: true });
  return () => {
    const findings: string[] = [];
    for (const file of readdirSync(API_LOG_DIR)) {
      for (const line of readFileSync(path.join(API_LOG_DIR, file), "utf8").split("\n")) {
        if (!line) continue;
        const found = forbiddenIn(line);
        if (found) findings.push(`${file}: ${found}: ${line.slice(0, 300)}`);
      }
    }
    // vitest reports an error thrown here but still exits 0: the exit code is set as well.
    const fail = (message: string) => {
      process.exitCode = 1;
      throw new Error(message);
    };
    if (findings.length)
      fail(`The API's logs hold personal data:\n${findings.slice(0, 10).join("\n")}`);
  };
}
