import { afterEach, vi } from "vitest";

// A React warning or an unexpected error log is a bug: fail the test that caused it. On globalThis:
// the API project shares modules between files, and tests/setup/log-failures.ts adds to it.
const g = globalThis as unknown as { __consoleCalls?: string[] };
const calls = (g.__consoleCalls ??= []);
for (const method of ["error", "warn"] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    calls.push(`console.${method}: ${args.map(String).join(" ")}`);
  });
}

afterEach(() => {
  const seen = calls.splice(0);
  if (seen.length) throw new Error(`Unexpected console output:\n${seen.join("\n")}`);
});

/** For tests that expect a logged error: returns what was logged and clears it. */
export function takeConsoleCalls(): string[] {
  return calls.splice(0);
}
