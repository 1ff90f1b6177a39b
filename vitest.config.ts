import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const shared = {
  resolve: {
    alias: {
      "@": root,
      // server-only throws outside React's server build; tests import server modules directly.
      "server-only": path.join(root, "tests/setup/empty-module.ts"),
    },
  },
};

// The demo seeds run against a seeded database too.
const apiTests = [
  "**/server/**/*.test.ts",
  "app/api/**/*.test.ts",
  "tests/msw/**/*.test.ts",
  "scripts/demo-seed/*.test.ts",
];
const excluded = ["node_modules/**", "e2e/**", ".next*/**"];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine.
    // The suites wait on CPU (PGlite, jsdom), so one per core is faster: measured on 2 cores,
    // unit+component 58 → 36 s, API on PGlite 171 → 128 s, API on PostgreSQL 133 → 91 s.
    maxWorkers: "100%",
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          environment: "node",
          // Pure modules: sharing the worker's imports halves the project's time (11 → 6 s).
          isolate: false,
          include: ["**/*.test.ts"],
          exclude: [...excluded, ...apiTests],
          setupFiles: ["tests/setup/fail-on-console.ts", "tests/setup/clock.ts"],
        },
      },
      {
        ...shared,
        test: {
          name: "component",
          // Files share their worker's modules, as the unit and API projects do: importing React,
          // Testing Library, MSW and the messages afresh for each of 55 files was most of the
          // project's time (measured back to back, 2 cores: 177-193 s -> 47-50 s). What a test
          // leaves behind (toasts, storage, the page's address) is reset in tests/setup/component.ts,
          // and next/navigation is mocked there once for every file (tests/setup/navigation.ts).
          isolate: false,
          environment: "jsdom",
          // next-intl's ESM imports "next/navigation" without an extension; let Vite resolve it.
          server: { deps: { inline: ["next-intl"] } },
          globals: true,
          include: ["**/*.test.tsx"],
          exclude: excluded,
          // A page's whole flow (type, send, wait for MSW, read the toast) took 5 s and more when the
          // 2-core machine was loaded; a timed-out test also leaves its dialog to the next one.
          testTimeout: 15_000,
          setupFiles: [
            "tests/setup/fail-on-console.ts",
            "tests/setup/clock.ts",
            "tests/setup/component.ts",
          ],
        },
      },
      {
        ...shared,
        test: {
          name: "api",
          environment: "node",
          include: apiTests,
          exclude: excluded,
          setupFiles: [
            "tests/setup/fail-on-console.ts",
            "tests/setup/api.ts",
            "tests/setup/log-failures.ts",
          ],
          globalSetup: ["tests/setup/database-templates.ts", "tests/setup/api-logs.ts"],
          // Test files share their worker's modules: each file imported the whole app afresh, 106 of
          // 248 s on 2 cores. Each file still has its own database (withTestDatabase), and a file
          // that swaps a module's part (storage, busy times, env) puts it back when it ends.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
