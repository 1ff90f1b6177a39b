// The project's import structure (issue 65), checked by `npm run lint:deps` and in CI with
// scripts/test-all.sh; tests/lint/structure.test.ts plants a violation of each rule. ESLint's
// zones (eslint/boundaries.mjs) say which layer may import which; these rules see the whole graph:
// circles (type-only imports too), and imports that run upward into the features.

/** Tests and their helpers may reach any layer to set up what they prove. */
const tests = "(\\.test\\.tsx?$|\\.spec\\.ts$|/test-helpers\\.ts$|^tests/|^e2e/)";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "No import circles, type-only imports included: a module a feature's files share holds what they share (issue 65).",
      from: {},
      to: { circular: true },
    },
    {
      name: "db-imports-no-feature",
      severity: "error",
      comment:
        "db/ is below every feature: the demo seeds that call features live in scripts/demo-seed/, shared vocabulary in lib/.",
      from: { path: "^db/" },
      to: { path: "^features/" },
    },
    {
      name: "shared-code-imports-no-feature",
      severity: "error",
      comment: "lib/ and components/ know no feature and no route.",
      from: { path: "^(lib|components)/", pathNot: tests },
      to: { path: "^(features|app)/" },
    },
    {
      name: "accounts-imports-no-feature",
      severity: "error",
      comment:
        "Every feature stands on accounts: what others do when an account starts or ends is registered in app/api/app.ts (lib/server/account-pieces.ts). Only region, below it, is read: the countries one registers with.",
      from: { path: "^features/accounts/", pathNot: tests },
      to: { path: "^features/(?!accounts/|region/)" },
    },
    {
      name: "own-service-not-imported",
      severity: "error",
      comment:
        "server/service.ts is a feature's public surface (re-exports) for other features: its own files import the module that holds a thing.",
      from: { path: "^features/([^/]+)/", pathNot: tests },
      to: { path: "^features/$1/server/service\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next[^/]*|\\.server-build|db/migrations)/" },
    // `import type` counts: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
