// Adds up the JSON reports of every suite into one closing line, "N passed, M failed", after a table of minutes per
// stage (from the timings file test.sh writes: one "stage<TAB>seconds" line per stage).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, timingsFile] = process.argv.slice(2);

if (timingsFile && existsSync(timingsFile)) {
  const rows = readFileSync(timingsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .filter(([name]) => name !== 'summary');
  const total = rows.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
  const width = Math.max(...rows.map(([name]) => name.length), 5);
  console.log(`\n| ${'Stage'.padEnd(width)} | Minutes |`);
  console.log(`| ${'-'.repeat(width)} | ------: |`);
  for (const [name, seconds] of rows)
    console.log(`| ${name.padEnd(width)} | ${(Number(seconds) / 60).toFixed(1).padStart(7)} |`);
  console.log(`| ${'total'.padEnd(width)} | ${(total / 60).toFixed(1).padStart(7)} |\n`);
}

let passed = 0;
let failed = 0;
// The names of failed tests close the output, so that the tail CI keeps says which ones they were.
const failures = [];
let skipped = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  let p = 0;
  let f = 0;
  let s = 0;
  if (report.stats && 'expected' in report.stats) {
    // Playwright: a journey that passed only on a retry counts as failed (a retry that passes hides a race).
    p = report.stats.expected;
    f = report.stats.unexpected + (report.stats.flaky ?? 0);
    s = report.stats.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected' || test.status === 'flaky')
            failures.push(`e2e (${test.status}): ${spec.file}:${spec.line} › ${spec.title}`);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
  } else {
    // Vitest
    p = report.numPassedTests;
    f = report.numFailedTests;
    for (const result of report.testResults ?? [])
      for (const test of result.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push(
            `${file.replace(/\.json$/, '')}: ${result.name.replace(/^.*?\/packages\//, 'packages/')} › ${test.fullName}\n    ${(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`,
          );
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  }
  console.log(`${file.replace(/\.json$/, '').padEnd(14)} ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}`);
  passed += p;
  failed += f;
  skipped += s;
}
if (failures.length) console.log(`\nfailed:\n${failures.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
