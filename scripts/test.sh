#!/usr/bin/env bash
# The README's test command: lint, types, unit tests, the API suites on the embedded database and on a real
# PostgreSQL server, then the browser journeys on the built console. Ends with one "N passed, M failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d /tmp/pharma-test.XXXXXX)
chmod 755 "$work"
reports="$work/reports"; mkdir -p "$reports"
pgdir="$work/pg"
cleanup() { bash scripts/pg.sh stop "$pgdir" >/dev/null 2>&1; rm -rf "$work"; }
trap cleanup EXIT
failed=0
step() { echo; echo "── $1"; }
run() { "$@" || failed=1; }

step "system packages"
bash scripts/system-deps.sh || exit 1

step "lint and format (biome)"
run npx biome check .

step "types (tsc)"
# Two projects at a time (the machine this targets has two cores); any error fails the step.
printf '%s\n' packages/contract packages/server packages/web e2e bench | xargs -P 2 -I{} npx tsc -p {} || failed=1

vitest() { npx vitest run --root "$1" --reporter=default --reporter=json --outputFile.json="$reports/$2.json" "${@:3}"; }

step "unit tests"
run vitest packages/contract contract
run vitest packages/server server-unit test/unit
run vitest packages/web web

step "API tests on the embedded database (PGlite)"
run vitest packages/server api-pglite src/modules test/platform

step "API tests on PostgreSQL"
port=$((54000 + RANDOM % 5000))
if url=$(bash scripts/pg.sh start "$pgdir" "$port"); then
  echo "PostgreSQL $(ls /usr/lib/postgresql | sort -V | tail -1) on 127.0.0.1:$port"
  TEST_DATABASE_URL="$url" run vitest packages/server api-postgres src/modules test/platform
  bash scripts/pg.sh stop "$pgdir"
else
  echo "could not start PostgreSQL"; failed=1
fi

step "browser journeys (Playwright, Debian Chromium)"
run npm run build --silent
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" run npx playwright test --config e2e/playwright.config.ts --reporter=list,json

step "summary"
node scripts/summary.mjs "$reports" || failed=1
exit $failed
