#!/usr/bin/env bash
# The README's test command: lint, types, unit tests, the API suites (in full on a real PostgreSQL server, a parity
# subset on the embedded database), then the browser journeys on the built console. Ends with a table of minutes per
# stage and one "N passed, M failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/pharma-test.XXXXXX)
chmod 755 "$work"
reports="$work/reports"; mkdir -p "$reports"
timings="$work/timings"; : > "$timings"
pgdir="$work/pg"
cleanup() { bash scripts/pg.sh stop "$pgdir" >/dev/null 2>&1; rm -rf "$work"; }
trap cleanup EXIT
failed=0
run() { "$@" || failed=1; }
# Each stage is timed; the table at the end is what docs/performance.md keeps.
stage=''; started=0
step() {
  local now; now=$(date +%s.%N)
  [ -n "$stage" ] && printf '%s\t%s\n' "$stage" "$(awk "BEGIN{print $now - $started}")" >> "$timings"
  stage=$1; started=$now
  [ -n "$stage" ] && { echo; echo "── $stage"; }
}
# .ci/run times `npm ci` and passes it on, so the table covers the whole of CI.
[ -n "${PHARMA_INSTALL_SECONDS:-}" ] && printf 'install (npm ci)\t%s\n' "$PHARMA_INSTALL_SECONDS" >> "$timings"

step "system packages"
bash scripts/system-deps.sh || exit 1

step "dependencies (npm audit)"
# Production dependencies, high and critical, against audit-allow.json (each entry with its reason).
run node scripts/audit.mjs

step "lint + types"
run npx biome check .
# Two projects at a time (the machine this targets has two cores); any error fails the step.
printf "%s\n" packages/contract packages/server packages/web e2e bench | xargs -P 2 -I{} node_modules/.bin/tsc -p {} || failed=1

vitest() { npx vitest run --root "$1" --reporter=default --reporter=json --outputFile.json="$reports/$2.json" "${@:3}"; }

step "unit tests"
run vitest packages/contract contract
run vitest packages/server server-unit --project unit

step "web"
run vitest packages/web web

step "API on PostgreSQL (every file)"
# The server stays up for the journeys too (stopped on exit); url is empty when it could not start.
port=$((54000 + RANDOM % 5000))
if url=$(bash scripts/pg.sh start "$pgdir" "$port"); then
  echo "PostgreSQL $(ls /usr/lib/postgresql | sort -V | tail -1) on 127.0.0.1:$port"
  TEST_DATABASE_URL="$url" run vitest packages/server api-postgres --project api src test/platform
else
  url=''; echo "could not start PostgreSQL"; failed=1
fi

step "API on the embedded database (parity subset)"
# What can differ between PGlite and PostgreSQL: starting, migrating and seeding an empty database, the identity
# query (lateral join, arrays, json_agg), the CRUD kit's statements and filters, trees, data-scope array operators,
# keyset paging, the error path. The full suite above runs on PostgreSQL.
run vitest packages/server api-pglite --project api $(cat packages/server/test/pglite-parity.txt)

step "build"
run npm run build --silent
run node scripts/bundle-budget.mjs

step "browser journeys (Playwright, Debian Chromium)"
# Each journey server on a database of its own on the PostgreSQL server above (e2e/playwright.config.ts says why).
E2E_DATABASE_URL="$url" PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" run npx playwright test --config e2e/playwright.config.ts --reporter=list,json

step "summary"
step ''
node scripts/summary.mjs "$reports" "$timings" || failed=1
exit $failed
