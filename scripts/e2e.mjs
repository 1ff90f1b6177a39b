// Builds the app a Playwright project needs, and runs it:
//   full-stack (the default, and npm test's) - the real app on a freshly seeded PGlite database
//   mocked (npm run test:e2e:mocked)         - built with NEXT_PUBLIC_API_MOCKING=enabled: the UI
//                                              against the MSW twins, QA's harness (decision 0041)
// Arguments go to Playwright: `npm run test:e2e -- e2e/full-stack/wallet.spec.ts`.
// E2E_SHARDS=N splits the full-stack tests into N runs side by side, each with its own server.
import { execSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";

const started = Date.now();
const run = (command, env = {}) => {
  console.log(`\n-- ${command} (at ${Math.round((Date.now() - started) / 1000)}s)`);
  execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
};
const project = process.env.E2E_PROJECT === "mocked" ? "mocked" : "full-stack";

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
  run("npm run -s db:seed", { PGLITE_DIR: ".data/e2e/pglite", DATABASE_URL: "" });
  // Paid sessions at times measured from now, for the lifecycle's tests (e2e/seed-lifecycle.ts).
  run("npx tsx --conditions=react-server --tsconfig tsconfig.json e2e/seed-lifecycle.ts", {
    PGLITE_DIR: ".data/e2e/pglite",
    DATABASE_URL: "",
  });
}

const args = process.argv.slice(2).join(" ");

/** Until the app answers on the port, or the time is up (then the shard's own run says why). */
async function serving(port, ms) {
  for (const until = Date.now() + ms; Date.now() < until;) {
    const up = await fetch(`http://localhost:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
const shards = project === "full-stack" ? Math.max(1, Number(process.env.E2E_SHARDS ?? 1)) : 1;
if (shards === 1) {
  run(`npx playwright test ${args} --project=${project}`, { E2E_PROJECT: project });
} else {
  // Shards side by side, each with its own server on its own copy of the seeded database (so
  // the seed's ids in .data/e2e/*.json hold in each), its own ports and its own results folder.
  const basePort = Number(process.env.E2E_FULL_STACK_PORT ?? 3100);
  for (let shard = 2; shard <= shards; shard++)
    cpSync(".data/e2e/pglite", `.data/e2e/pglite-${shard}`, { recursive: true });
  mkdirSync(".test-logs", { recursive: true });
  console.log(`\n-- ${shards} shards of npx playwright test ${args} --project=${project}`);
  /** One shard's run; again once if its servers never came up (then no test ran). */
  const runShard = (i, again = true) => {
    const shard = i + 1;
    const log = `.test-logs/browser-shard-${shard}.log`;
    const out = openSync(log, "w");
    const child = spawn(
      "npx",
      [
        "playwright",
        "test",
        ...process.argv.slice(2),
        `--project=${project}`,
        `--shard=${shard}/${shards}`,
      ],
      {
        stdio: ["ignore", out, out],
        env: {
          ...process.env,
          E2E_PROJECT: project,
          E2E_SHARD: String(shard),
          E2E_FULL_STACK_PORT: String(basePort + 10 * i),
          E2E_PGLITE_DIR: shard === 1 ? ".data/e2e/pglite" : `.data/e2e/pglite-${shard}`,
        },
      },
    );
    return new Promise((resolve) => child.on("close", (code) => resolve(code))).then((code) => {
      const output = readFileSync(log, "utf8");
      if (
        code !== 0 &&
        again &&
        /config\.webServer/.test(output) &&
        !/Running \d+ test/.test(output)
      ) {
        console.log(`-- shard ${shard}: its servers did not start, once more:\n${output}`);
        return runShard(i, false);
      }
      return { shard, log, code };
    });
  };
  const runs = [];
  for (let i = 0; i < shards; i++) {
    runs.push(runShard(i));
    // One shard's servers start at a time: two sets starting at once left one of them silent
    // until Playwright's 60 s gave up on it.
    if (i < shards - 1) await serving(basePort + 10 * i, 120_000);
  }
  let failed = false;
  for (const { shard, log, code } of await Promise.all(runs)) {
    console.log(
      `\n-- shard ${shard} of ${shards} (exit ${code}, at ${Math.round((Date.now() - started) / 1000)}s)`,
    );
    console.log(readFileSync(log, "utf8"));
    failed ||= code !== 0;
  }
  if (failed) process.exit(1);
}
