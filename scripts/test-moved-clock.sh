#!/usr/bin/env bash
# The unit and component tests with the machine's clock moved (Debian's faketime), so a test that
# only passes near the day it was written fails the day it is written, not weeks later.
# Usage: scripts/test-moved-clock.sh [offset]
#   offset: anything faketime takes: '+400d', '2027-03-28 00:30:00'. Without one, a forward move of
#   1 to 730 days and 0 to 23 hours is taken from the commit's hash: each commit gets its own day,
#   and the same commit always the same one, so a failure can be run again.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-package.sh /usr/bin/faketime faketime

if [ $# -gt 0 ]; then
  offset=$1
else
  hash=$(git rev-parse HEAD 2>/dev/null || echo 0000000)
  n=$((16#${hash:0:7}))
  offset="+$(( (n % 730 + 1) * 86400 + (n / 730 % 24) * 3600 ))"
fi
# A time to start at is turned into a move from now: libfaketime's absolute form ('@…') made the
# time-zone property tests twice as slow.
case "$offset" in
  [+-]*) spec=$offset ;;
  *) spec="+$(($(date -u -d "$offset" +%s) - $(date -u +%s)))" ;;
esac
echo "The clock moved to $(faketime -f "$spec" date -u '+%Y-%m-%d %H:%M UTC') (faketime -f '$spec')"
faketime -f "$spec" npx vitest run --project unit --project component
