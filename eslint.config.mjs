import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import importPlugin from "eslint-plugin-import";
import { zones } from "./eslint/boundaries.mjs";
import noForeignWrites from "./eslint/rules/no-foreign-writes.mjs";
import serverOnly from "./eslint/rules/server-only.mjs";

const config = [
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".server-build/**",
      "node_modules/**",
      "public/mockServiceWorker.js",
      "db/migrations/**",
      "bench/results/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: {
      local: { rules: { "server-only": serverOnly, "no-foreign-writes": noForeignWrites } },
      import: importPlugin,
    },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" }, node: true },
      "import/ignore": ["node_modules"],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "import/no-cycle": ["error", { ignoreExternal: true }],
      // STYLE.md section 1 and decision 0015 (eslint/boundaries.mjs). Zones apply to alias
      // imports too, because the TypeScript resolver turns "@/..." into the real file first.
      "import/no-restricted-paths": ["error", { zones }],
      "local/no-foreign-writes": "error",
    },
  },
  {
    files: [
      "features/*/server/**/*.ts",
      "lib/server/**/*.ts",
      "db/**/*.ts",
      "app/api/app.ts",
      "lib/api/server.ts",
    ],
    ignores: ["db/migrations/**", "db/seed-data/**", "**/*.test.ts"],
    rules: { "local/server-only": "error" },
  },
  {
    // Tests may reach any layer to set up and inspect what they prove.
    files: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/test-helpers.ts",
      "tests/**",
      "e2e/**",
      "bench/**",
      "scripts/**",
    ],
    rules: { "import/no-restricted-paths": "off", "local/no-foreign-writes": "off" },
  },
  {
    // Next's notFound() answers an empty shell the browser fills in (decision 0028).
    files: ["app/[[]locale[]]/**/page.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/navigation",
              importNames: ["notFound"],
              message:
                "Return notFoundPage() from features/shell/server/page-data.ts: its content is in the server's HTML, with 404.",
            },
          ],
        },
      ],
    },
  },
  {
    // Before its page hydrates, a form is submitted by the browser itself: by GET, its fields
    // (a password too) would go into the address, the history and the logs (decision 0033).
    files: ["**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name=/^(method|action)$/]))",
          message:
            'Give the form method="post" (or method="get" for a search, or a server action): before hydration the browser submits it (decision 0033).',
        },
      ],
    },
  },
  {
    // A feature's api.ts is imported by code on every page (the shell's bell, badge and nav cards
    // reach it for query keys): a value from its schemas would bring all of zod (32 KiB gzip)
    // into every page's first-load JavaScript. Types are erased.
    files: ["features/*/api.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "Validate in the form or the server, not in api.ts." }],
          patterns: [
            {
              regex: "(^|/)schemas$",
              allowTypeImports: true,
              message:
                "Import only types from schemas here (import type): its values bring zod into every page's first-load JavaScript.",
            },
          ],
        },
      ],
    },
  },
  {
    // MSW mocks are dev/test tooling; only the mocking gate may reach them.
    files: ["lib/mocking/**"],
    rules: { "import/no-restricted-paths": "off" },
  },
  {
    // A source file holds one thing: at most 400 lines (issue 65). Tests are not held to it; nor
    // the benchmarks under bench/, measurement scripts run by hand.
    files: ["**/*.{ts,tsx,mjs,js,cjs}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "tests/**", "e2e/**", "bench/**"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
];

export default config;
