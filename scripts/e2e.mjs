// Builds the two apps the browser tests need and runs both Playwright projects:
//   mocked     - built with NEXT_PUBLIC_API_MOCKING=enabled; MSW answers every API call
//   full-stack - the real app on a freshly seeded PGlite database
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";

const started = Date.now();
const run = (command, env = {}) => {
  console.log(`\n-- ${command} (at ${Math.round((Date.now() - started) / 1000)}s)`);
  execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
};

run("bash scripts/ensure-package.sh /usr/bin/chromium chromium");

if (!process.env.E2E_SKIP_BUILD) {
  run("npx next build", { NEXT_DIST_DIR: ".next-e2e" });
  run("npx next build", { NEXT_DIST_DIR: ".next-mocked", NEXT_PUBLIC_API_MOCKING: "enabled" });
  // The server entry both apps run under (one bundle: it reads NEXT_DIST_DIR when it starts).
  run("node scripts/build-server.mjs");
}

rmSync(".data/e2e", { recursive: true, force: true });
run("npm run -s db:seed", { PGLITE_DIR: ".data/e2e/pglite", DATABASE_URL: "" });
// Paid sessions at times measured from now, for the lifecycle's tests (e2e/seed-lifecycle.ts).
run("npx tsx --conditions=react-server --tsconfig tsconfig.json e2e/seed-lifecycle.ts", {
  PGLITE_DIR: ".data/e2e/pglite",
  DATABASE_URL: "",
});

const args = process.argv.slice(2).join(" ");
run(`npx playwright test ${args}`);
