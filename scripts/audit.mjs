#!/usr/bin/env node
// `npm audit` of the production dependencies, high and critical only, against an allow-list whose every entry says
// why it is accepted (audit-allow.json: advisory id → reason). Fails on an advisory not allowed, on an entry without
// a reason, and names entries that no longer match anything so the list does not outlive its reasons.
// When the registry does not answer npm's audit call (a mirror that serves packages but not advisories), it says
// so and checks nothing (AUDIT_REPORT=file reads a saved `npm audit --json` instead, to check this script): an unreachable audit service must not stop every build, but it must never read as a pass.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const gated = new Set(['high', 'critical']);
const allowFile = new URL('../audit-allow.json', import.meta.url);
const allowed = JSON.parse(readFileSync(allowFile, 'utf8'));
const unexplained = Object.entries(allowed).filter(([, why]) => typeof why !== 'string' || why.trim().length < 10);
if (unexplained.length) {
  console.error(`audit-allow.json: every entry needs its reason: ${unexplained.map(([id]) => id).join(', ')}`);
  process.exit(1);
}

let report;
if (process.env.AUDIT_REPORT) report = JSON.parse(readFileSync(process.env.AUDIT_REPORT, 'utf8'));
else
  try {
    const { stdout } = await promisify(execFile)('npm', ['audit', '--omit=dev', '--json'], { maxBuffer: 64 << 20 });
    report = JSON.parse(stdout);
  } catch (error) {
    // npm audit exits 1 when it finds anything; its JSON is still on stdout.
    try {
      report = JSON.parse(error.stdout ?? '');
    } catch {
      report = {
        message: String(error.message)
          .split('\n')[0]
          .replace(/\s*\S+:\/\/\S+/g, ''),
      };
    }
  }
if (!report.vulnerabilities) {
  console.log(
    `npm audit: NOT CHECKED, the registry did not answer the audit call (${(report.message ?? 'no reply').replace(/\s*\S+:\/\/\S+/g, '')})`,
  );
  process.exit(0);
}

/** The advisories behind a vulnerable package, followed through the packages it is vulnerable by. */
const advisoriesOf = (name, seen = new Set()) => {
  if (seen.has(name)) return [];
  seen.add(name);
  return (report.vulnerabilities[name]?.via ?? []).flatMap((via) =>
    typeof via === 'string' ? advisoriesOf(via, seen) : [via],
  );
};
const idOf = (advisory) => advisory.url?.split('/').pop() ?? String(advisory.source);
const found = Object.entries(report.vulnerabilities)
  .filter(([, v]) => gated.has(v.severity))
  .flatMap(([name]) =>
    advisoriesOf(name)
      .filter((a) => gated.has(a.severity))
      .map((a) => ({ package: name, ...a })),
  );
const refused = found.filter((a) => !(idOf(a) in allowed));
const used = new Set(found.map(idOf));
for (const id of Object.keys(allowed).filter((id) => !used.has(id)))
  console.log(`audit-allow.json: ${id} no longer matches any advisory; remove it`);
for (const a of found.filter((a) => idOf(a) in allowed))
  console.log(`allowed ${idOf(a)} (${a.package}, ${a.severity}): ${allowed[idOf(a)]}`);
for (const a of refused) console.error(`${a.severity} ${idOf(a)} in ${a.package}: ${a.title} (${a.url})`);
const counts = report.metadata?.vulnerabilities ?? {};
console.log(
  `npm audit (production): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high; ${refused.length} not allowed`,
);
process.exit(refused.length ? 1 : 0);
