import { readdirSync } from "node:fs";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import importPlugin from "eslint-plugin-import";

/** Every server module starts with `import "server-only"` (STYLE.md section 5). */
const serverOnlyRule = {
  meta: {
    type: "problem",
    messages: { missing: 'Server modules must start with import "server-only".' },
  },
  create(context) {
    return {
      Program(node) {
        const first = node.body.find((n) => n.type === "ImportDeclaration");
        if (!first || first.source.value !== "server-only")
          context.report({ node, messageId: "missing" });
      },
    };
  },
};

// Every folder under features/ is a feature whose insides others may not import.
const featureNames = readdirSync(new URL("./features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    plugins: { local: { rules: { "server-only": serverOnlyRule } }, import: importPlugin },
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
      // STYLE.md section 1: app -> features -> components, lib. Zones apply to alias imports
      // too, because the TypeScript resolver turns "@/..." into the real file first.
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            // Shared code knows no feature and no route.
            { target: ["./components", "./lib"], from: ["./features", "./app"], except: [] },
            // Features never import routes.
            { target: "./features", from: "./app" },
            // Features never import each other (a feature's server may call another's server service).
            ...featureNames.map((name) => ({
              target: `./features/${name}/**`,
              from: `./features/!(${name})/**`,
              except: ["**/server/service.ts"],
            })),
            // Client code never imports server folders.
            {
              target: [
                "./components",
                "./features/*/components",
                "./features/*/api.ts",
                "./app/[[]locale[]]",
              ],
              from: ["./features/*/server/**", "./lib/server/**", "./db/**"],
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "features/*/server/**/*.ts",
      "lib/server/**/*.ts",
      "db/**/*.ts",
      "app/api/app.ts",
      "lib/api/server.ts",
      "features/*/shell-data.ts",
    ],
    ignores: ["db/migrations/**", "db/seed-data/**", "**/*.test.ts"],
    rules: { "local/server-only": "error" },
  },
  {
    // MSW mocks are dev/test tooling; only the mocking gate may reach them.
    files: ["lib/mocking/**"],
    rules: { "import/no-restricted-paths": "off" },
  },
];

export default config;
