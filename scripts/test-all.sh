#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: lint, types, unit and component
# tests (then again with the clock moved), API tests (on PGlite, or on PostgreSQL when
# TEST_DATABASE_URL is set; decision 0044), then the browser tests, then with PostgreSQL the
# cluster proof (decision 0818).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step is stamped with the seconds since the start: the whole suite's budget is 15 minutes.
step() { printf '\n\033[1m== %s (at %ss)\033[0m\n' "$*" "$SECONDS"; }

step "lint, format and type check"
# Side by side, in three nearly equal parts for this machine's two cores (quiet hour, 2026-12-03:
# eslint 51 s, tsc 47 s, prettier 30 s and the import rules 5 s). All run to the end, so one run
# shows every finding; any failing fails the suite.
npx eslint --max-warnings 0 . &
lint=$!
npx tsc --noEmit &
types=$!
{ npx prettier --check --log-level warn . && npm run -s lint:deps; } &
format=$!
failed=0
for job in "$lint" "$types" "$format"; do wait "$job" || failed=1; done
[ "$failed" -eq 0 ] || exit 1
# The unit and component tests run alone: beside the browser tests (tried 2026-12-02) a loaded
# hour pushed a PGlite test past its 30 s.
step "unit and component tests"
npx vitest run --project unit --project component
step "unit and component tests again, with the machine's clock moved"
bash scripts/test-moved-clock.sh
# One step at a time from here on: each keeps both cores busy (the browser tests in two workers,
# each with its own app: decision 0045). Side by side they would only slow each other, and under
# load a browser test's 10-second access token can expire between two of its steps (seen
# 2026-12-03).
api_failed=0
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PGlite"
  npx vitest run --project api || api_failed=1
else
  # Once, on PostgreSQL: PGlite is the same engine and runs the same migrations, and only a real
  # server has connections that race (decision 0044). PGlite keeps the embedded database's own
  # files here (db/client.test.ts is a unit test) and carries the whole browser suite; without
  # TEST_DATABASE_URL the suite above runs on it in full.
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project api || api_failed=1
  step "API tests of the embedded database, on PGlite"
  TEST_DATABASE_URL= npx vitest run --project api \
    lib/server/backup.test.ts lib/server/metrics.test.ts scripts/demo-seed/ || api_failed=1
fi
step "browser tests: the app's production build"
E2E_BUILD_ONLY=1 node scripts/e2e.mjs
# Run even when an API test failed, so one run shows every failure.
step "browser tests (full-stack; the mocked project is QA's, decision 0041)"
browser_failed=0
E2E_SKIP_BUILD=1 node scripts/e2e.mjs || browser_failed=1
# On the browser tests' build, so it costs no build of its own (about 40 s); only with PostgreSQL,
# the one database several instances can share (decision 0818).
cluster_failed=0
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "cluster proof: 3 instances behind HAProxy, restarted and killed under load"
  proof_env=(NEXT_DIST_DIR=.next-e2e PROOF_POSTGRES_URL="$TEST_DATABASE_URL")
  if [ -n "${TEST_REDIS_URL:-}" ]; then proof_env+=(REDIS_URL="$TEST_REDIS_URL"); fi
  env "${proof_env[@]}" node scripts/cluster-proof.mjs || cluster_failed=1
fi
step "done"
[ "$api_failed" -eq 0 ] && [ "$browser_failed" -eq 0 ] && [ "$cluster_failed" -eq 0 ]
