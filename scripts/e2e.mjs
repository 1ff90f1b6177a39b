// Builds the app a Playwright project needs, and runs it:
//   full-stack (the default, and npm test's) - the real app on a freshly seeded PGlite database
//   mocked (npm run test:e2e:mocked)         - built with NEXT_PUBLIC_API_MOCKING=enabled: the UI
//                                              against the MSW twins, QA's harness (decision 0041)
// Arguments go to Playwright: `npm run test:e2e -- e2e/full-stack/wallet.spec.ts`.
// Full-stack: each Playwright worker starts its own server on its own copy of the seeded database
// (e2e/worker-server.ts); E2E_WORKERS sets how many (2 by default).
import { execSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";

const started = Date.now();
const run = (command, env = {}) => {
  console.log(`\n-- ${command} (at ${Math.round((Date.now() - started) / 1000)}s)`);
  execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
};
const project = process.env.E2E_PROJECT === "mocked" ? "mocked" : "full-stack";
const workers = project === "mocked" ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

run("bash scripts/ensure-package.sh /usr/bin/chromium chromium");

if (!process.env.E2E_SKIP_BUILD) {
  if (project === "full-stack") run("npx next build", { NEXT_DIST_DIR: ".next-e2e" });
  else run("npx next build", { NEXT_DIST_DIR: ".next-mocked", NEXT_PUBLIC_API_MOCKING: "enabled" });
  // The server entry (one bundle for both apps: it reads NEXT_DIST_DIR when it starts).
  run("node scripts/build-server.mjs");
}
// npm test builds first, then seeds and runs Playwright beside the API suites (scripts/test-all.sh).
if (process.env.E2E_BUILD_ONLY) process.exit(0);

if (project === "full-stack") {
  rmSync(".data/e2e", { recursive: true, force: true });
  // The seeded database and files, which each worker's server copies (e2e/worker-server.ts).
  const seeded = {
    PGLITE_DIR: ".data/e2e/pglite",
    UPLOAD_DIR: ".data/e2e/uploads",
    DATABASE_URL: "",
  };
  run("npm run -s db:seed", seeded);
  // Paid sessions at times measured from now, for the lifecycle's tests (e2e/seed-lifecycle.ts).
  run("npx tsx --conditions=react-server --tsconfig tsconfig.json e2e/seed-lifecycle.ts", seeded);
  // Worker 0's server uses the seeded copy; each other worker gets its own, taken before any
  // server has opened the original.
  for (let slot = 1; slot < workers; slot++)
    for (const dir of [seeded.PGLITE_DIR, seeded.UPLOAD_DIR])
      cpSync(dir, `${dir}-${slot}`, { recursive: true });
}

const args = process.argv.slice(2).join(" ");

run(`npx playwright test ${args} --project=${project}`, {
  E2E_PROJECT: project,
  E2E_WORKERS: String(workers),
});
