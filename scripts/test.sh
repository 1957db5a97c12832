#!/usr/bin/env bash
# The test command: installs what is missing, then the checks (typecheck, lint, format) and every test.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/ensure.sh
ensure_apt_package redis-server redis-server
ensure_apt_package chromium chromium
ensure_node_modules
echo "==> npm run check"
npm run --silent check
ensure_build
echo "==> vitest"
report=$(mktemp)
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?
node scripts/lib/test-summary.mjs "$report" || true
rm -f "$report"
exit "$status"
