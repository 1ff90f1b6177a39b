#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: lint, types, unit and
# component tests, API tests (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set),
# then both Playwright projects.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step is stamped with the seconds since the start: the whole suite's budget is 15 minutes.
step() { printf '\n\033[1m== %s (at %ss)\033[0m\n' "$*" "$SECONDS"; }

step "lint and format"
npx eslint --max-warnings 0 .
npx prettier --check --log-level warn .
step "type check"
npx tsc --noEmit
step "unit and component tests"
npx vitest run --project unit --project component
step "API tests on PGlite"
TEST_DATABASE_URL= npx vitest run --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project api
fi
step "browser tests (mocked and full-stack)"
node scripts/e2e.mjs
step "done"
