import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Diagnostic, GeneratedFile } from './plan.ts';
import { makeScratch, put, removeScratch, runTool, scratchBase, take } from './scratch.ts';

/** How long each step may take before the check gives up on it (a machine under load included). */
const limits = { migration: 60_000, format: 60_000, types: 180_000, tests: 240_000 };

/** The server's type-check build info, kept warm between checks (a cold type-check takes the most time). */
const buildInfo = join(scratchBase, 'server.tsbuildinfo');
const buildInfoInCopy = '.tsbuildinfo/server.tsbuildinfo';
/**
 * vitest's transformed modules, kept between checks beside the build info (a copy's own node_modules goes with the
 * copy): the server's few hundred files are not transformed again, which is most of the tests step's start.
 */
const moduleCache = join(scratchBase, 'vitest-cache');
/**
 * The server's own files make about 2,200 entries; each check adds its module's and the patched manifests'. Past
 * this many the cache starts again, so that it cannot grow without end on a server that generates all day.
 */
const moduleCacheEntries = 20_000;

async function pruneModuleCache(): Promise<void> {
  const entries = await readdir(moduleCache).then(
    (names) => names.length,
    () => 0,
  );
  if (entries > moduleCacheEntries) await rm(moduleCache, { recursive: true, force: true });
}

export interface CheckRequest {
  root: string;
  /** The files of this project's kit, by their path from the root. */
  files: GeneratedFile[];
  /** The migration's name (drizzle-kit's `--name`). */
  migrationName: string;
  /** The test files to run on the embedded database, by their path from the root. */
  tests: string[];
  /** When false: the files, formatted, with their migration, and nothing run (the preview). */
  runChecks: boolean;
  /** Told each step as it starts (the download centre shows it). */
  onStep?: (step: string, done: number, total: number) => void | Promise<void>;
}

export interface CheckResult {
  ok: boolean;
  /** The files as handed out: formatted, with the migration drizzle-kit wrote for them. */
  files: GeneratedFile[];
  diagnostics: Diagnostic[];
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

const drizzleDir = 'packages/server/drizzle';

async function listed(dir: string, path: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (at: string) => {
    for (const entry of await readdir(join(dir, at), { withFileTypes: true }))
      if (entry.isDirectory()) await walk(`${at}/${entry.name}`);
      else out.push(`${at}/${entry.name}`);
  };
  await walk(path);
  return out;
}

/** `packages/x.ts(12,5): error TS2322: …` lines of tsc, as diagnostics. */
function typeErrors(output: string): Diagnostic[] {
  return [...output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+: .+)$/gm)].map((m) => ({
    file: m[1]!,
    line: Number(m[2]),
    message: m[3]!,
    step: 'types',
  }));
}

/** Biome's `--reporter=github` lines (`::error title=…,file=…,line=…::message`), as diagnostics. */
function lintErrors(output: string): Diagnostic[] {
  return [...output.matchAll(/^::(?:error|warning) title=([^,]*),file=([^,]+),line=(\d+)[^:]*::(.*)$/gm)].map((m) => ({
    file: m[2]!,
    line: Number(m[3]),
    message: `${m[1]}: ${m[4]}`,
    step: 'lint',
  }));
}

interface VitestJson {
  testResults?: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

function testErrors(dir: string, report: VitestJson, fallback: string): Diagnostic[] {
  const results = report.testResults ?? [];
  const found = results.flatMap((file) => {
    const name = relative(dir, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length === 0 && file.status === 'failed')
      return [{ file: name, message: (file.message ?? 'failed').split('\n')[0]!, step: 'test' }];
    return failed.map((a) => {
      const text = (a.failureMessages ?? []).join('\n');
      const line = new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)`).exec(text);
      return {
        file: name,
        ...(line ? { line: Number(line[1]) } : {}),
        message: `${a.fullName}: ${text.split('\n    at ')[0] ?? ''}`.slice(0, 2000),
        step: 'test',
      };
    });
  });
  return found.length > 0 || results.length > 0 ? found : [{ file: '', message: fallback.slice(-2000), step: 'test' }];
}

/**
 * drizzle-kit stamps a migration with the time and a random snapshot id: the same module would differ from 预览 to
 * its download. The stamp becomes the previous migration's plus one millisecond (still after it, which is what the
 * migrator compares) and the id a hash of what the migration holds, so the same input gives the same files.
 */
async function settleMigration(dir: string, files: string[]): Promise<void> {
  const journalPath = files.find((f) => f.endsWith('/_journal.json'));
  const snapshotPath = files.find((f) => f.endsWith('_snapshot.json'));
  const sqlPath = files.find((f) => f.endsWith('.sql'));
  if (!journalPath || !snapshotPath || !sqlPath) return;
  const journal = JSON.parse(await take(dir, journalPath)) as { entries: Array<{ when: number }> };
  const [previous, last] = journal.entries.slice(-2);
  if (previous && last) last.when = previous.when + 1;
  await put(dir, journalPath, JSON.stringify(journal, null, 2));
  const snapshot = JSON.parse(await take(dir, snapshotPath)) as { id: string; prevId: string };
  const hex = createHash('sha256')
    .update(`${snapshot.prevId}\n${await take(dir, sqlPath)}`)
    .digest('hex');
  snapshot.id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  await put(dir, snapshotPath, JSON.stringify(snapshot, null, 2));
}

/**
 * The test run's database, kept for the project's migrations as they are (one file per state of its journal): made
 * once in a scratch copy before the module's files are written, it spares every later run the migrations and the
 * seed, leaving only the module's own migration to apply (the module's demo rows are then not loaded there; their
 * loader is type-checked). Built by a child process, never in the server's thread.
 */
async function baseTemplate(root: string, dir: string): Promise<string | undefined> {
  const journal = await readFile(join(root, drizzleDir, 'meta/_journal.json'));
  const name = `template-${createHash('sha256').update(journal).digest('hex').slice(0, 16)}.tar`;
  const file = join(scratchBase, name);
  const known = await readdir(scratchBase);
  if (known.includes(name)) return file;
  const made = await runTool(
    dir,
    'tsx',
    ['packages/server/test/helpers/make-template.ts', `${file}.part`],
    limits.tests,
    { TEST_DATABASE_URL: '' },
  );
  if (made.code !== 0) return undefined;
  await rename(`${file}.part`, file);
  for (const old of known) if (/^template-.*\.tar$/.test(old)) await rm(join(scratchBase, old), { force: true });
  return file;
}

const stepNames = ['copy', 'migration', 'format', 'types', 'tests'] as const;

/**
 * The generated files applied to a scratch copy of the project: drizzle-kit writes their migration, Biome formats
 * and lints them, and then (unless only previewing) tsc type-checks the server and the contract while the generated
 * tests and the declarations test run on the embedded database. The copy is removed afterwards; the project itself
 * is never written.
 */
export async function checkInScratch(request: CheckRequest): Promise<CheckResult> {
  const timings: Record<string, number> = {};
  const diagnostics: Diagnostic[] = [];
  let at = 0;
  const step = async <T>(name: (typeof stepNames)[number], work: () => Promise<T>): Promise<T> => {
    await request.onStep?.(name, at++, request.runChecks ? stepNames.length : 3);
    const started = Date.now();
    try {
      return await work();
    } finally {
      timings[name] = Date.now() - started;
    }
  };
  let template: string | undefined;
  const dir = await step('copy', async () => {
    const made = await makeScratch(request.root);
    if (request.runChecks) template = await baseTemplate(request.root, made);
    for (const file of request.files) await put(made, file.path, file.content);
    return made;
  });
  try {
    const before = new Set(await listed(dir, drizzleDir));
    const migration = await step('migration', () =>
      runTool(
        dir,
        'drizzle-kit',
        ['generate', '--config', 'packages/server/drizzle.config.ts', '--name', request.migrationName],
        limits.migration,
      ),
    );
    if (migration.code !== 0)
      diagnostics.push({ file: drizzleDir, message: migration.output.slice(-2000), step: 'migration' });
    const migrationFiles = (await listed(dir, drizzleDir)).filter(
      (f) => !before.has(f) || f.endsWith('/_journal.json'),
    );
    await settleMigration(dir, migrationFiles);
    const sources = request.files.map((f) => f.path).filter((p) => /\.tsx?$/.test(p));
    await step('format', async () => {
      await runTool(dir, 'biome', ['check', '--vcs-enabled=false', '--write', ...sources], limits.format);
      const lint = await runTool(
        dir,
        'biome',
        ['check', '--vcs-enabled=false', '--reporter=github', ...sources],
        limits.format,
      );
      if (lint.code !== 0) {
        const found = lintErrors(lint.output);
        diagnostics.push(
          ...(found.length > 0 ? found : [{ file: '', message: lint.output.slice(-2000), step: 'lint' }]),
        );
      }
    });
    if (request.runChecks && diagnostics.length === 0) {
      await mkdir(join(dir, '.tsbuildinfo'), { recursive: true });
      await copyFile(buildInfo, join(dir, buildInfoInCopy)).catch(() => {});
      await pruneModuleCache();
      const [types, tests] = await Promise.all([
        step('types', () =>
          runTool(
            dir,
            'tsc',
            [
              '-p',
              'packages/server',
              '--noEmit',
              '--incremental',
              '--tsBuildInfoFile',
              buildInfoInCopy,
              '--pretty',
              'false',
            ],
            limits.types,
          ),
        ),
        step('tests', () =>
          runTool(
            dir,
            'vitest',
            [
              'run',
              '--root',
              'packages/server',
              '--project',
              'api',
              '--reporter=json',
              '--experimental.fsModuleCache',
              `--experimental.fsModuleCachePath=${moduleCache}`,
              '--outputFile=../../vitest.json',
              ...request.tests.map((t) => relative('packages/server', t)),
            ],
            limits.tests,
            { TEST_DATABASE_URL: '', PHARMA_TEMPLATE_BASE: template ?? '' },
          ),
        ),
      ]);
      await copyFile(join(dir, buildInfoInCopy), buildInfo).catch(() => {});
      if (types.code !== 0) {
        const found = typeErrors(types.output);
        diagnostics.push(
          ...(found.length > 0 ? found : [{ file: '', message: types.output.slice(-2000), step: 'types' }]),
        );
      }
      if (tests.code !== 0) {
        const report = await take(dir, 'vitest.json')
          .then((t) => JSON.parse(t) as VitestJson)
          .catch(() => ({}) as VitestJson);
        diagnostics.push(...testErrors(dir, report, tests.timedOut ? 'the tests ran out of time' : tests.output));
      }
    }
    const files = [
      ...(await Promise.all(request.files.map(async (f) => ({ path: f.path, content: await take(dir, f.path) })))),
      ...(await Promise.all(migrationFiles.map(async (path) => ({ path, content: await take(dir, path) })))),
    ];
    return { ok: diagnostics.length === 0, files, diagnostics, timings };
  } finally {
    await removeScratch(dir);
  }
}
