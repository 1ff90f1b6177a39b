import { afterEach, vi } from "vitest";

// A React warning or an unexpected error log is a bug: fail the test that caused it. A new list per
// test file: what a file's database says as it is dropped, between files, is nobody's. Named on
// globalThis so tests/setup/log-failures.ts adds to the current file's list.
const g = globalThis as unknown as { __consoleCalls?: string[] };
const calls: string[] = [];
g.__consoleCalls = calls;
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
