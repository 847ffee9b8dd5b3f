import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Where scratch copies live: one folder deep, so a type-check's build info stays valid from one copy to the next. */
export const scratchBase = join(tmpdir(), 'pharma-gen');

/** What of the project a check needs: the root's settings, the contract and the server (never data or builds). */
const rootFiles = ['package.json', 'biome.json', 'tsconfig.base.json'];
const packages = ['packages/contract', 'packages/server'];
const skipped = new Set(['node_modules', 'dist', '.vitest', 'coverage']);

/**
 * A free copy's folder: `run-0`, else `run-1`, … (mkdir is atomic, so two checks, in one process or two, never
 * share one). The same few paths come back run after run because vitest's module cache is keyed by a file's path
 * as well as its content: in `run-0` again, the server's unchanged files load already transformed.
 */
async function freeSlot(): Promise<string> {
  await mkdir(scratchBase, { recursive: true });
  for (let slot = 0; ; slot++) {
    const dir = join(scratchBase, `run-${slot}`);
    try {
      await mkdir(dir);
      return dir;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await reclaimed(dir)) slot--;
    }
  }
}

/** A check's tools are stopped within minutes, so a copy an hour old was left by a process that died mid-check. */
const abandonedAfterMs = 60 * 60_000;

/** Moves an abandoned copy out of its slot (a rename: of two processes that find it, one does) and removes it. */
async function reclaimed(dir: string): Promise<boolean> {
  const since = await stat(dir).then(
    (s) => Date.now() - s.mtimeMs,
    () => 0,
  );
  if (since < abandonedAfterMs) return false;
  const trash = `${dir}.abandoned-${process.pid}-${Date.now()}`;
  const moved = await rename(dir, trash).then(
    () => true,
    () => false,
  );
  if (moved) await rm(trash, { recursive: true, force: true });
  return moved;
}

/**
 * A copy of the project's contract and server in a folder of its own, with a node_modules that is the project's
 * but for `@pharma/*`, which point at the copy's packages (so the copy's server imports the copy's contract).
 */
export async function makeScratch(root: string): Promise<string> {
  const dir = await freeSlot();
  await Promise.all(rootFiles.map((f) => cp(join(root, f), join(dir, f))));
  for (const p of packages)
    await cp(join(root, p), join(dir, p), {
      recursive: true,
      filter: (source) => !skipped.has(source.split('/').at(-1) ?? ''),
    });
  const modules = join(dir, 'node_modules');
  await mkdir(join(modules, '@pharma'), { recursive: true });
  for (const entry of await readdir(join(root, 'node_modules')))
    if (entry !== '@pharma') await symlink(join(root, 'node_modules', entry), join(modules, entry));
  for (const name of ['contract', 'server']) await symlink(`../../packages/${name}`, join(modules, '@pharma', name));
  return dir;
}

/** Writes `content` at `path` under `dir`, making its folders. */
export async function put(dir: string, path: string, content: string): Promise<void> {
  await mkdir(dirname(join(dir, path)), { recursive: true });
  await writeFile(join(dir, path), content);
}

export const take = (dir: string, path: string) => readFile(join(dir, path), 'utf8');

export const removeScratch = (dir: string) => rm(dir, { recursive: true, force: true });

/** What a tool answered: its exit code (null when it was stopped at its time limit) and its output, capped. */
export interface ToolRun {
  code: number | null;
  output: string;
  timedOut: boolean;
}

const outputCap = 400_000;

/** Runs a tool of the copy's node_modules/.bin in the copy, stopped (with its children) past `timeoutMs`. */
export function runTool(
  dir: string,
  tool: string,
  args: readonly string[],
  timeoutMs: number,
  env: Record<string, string | undefined> = {},
): Promise<ToolRun> {
  return new Promise((resolve) => {
    const child = spawn(join(dir, 'node_modules/.bin', tool), args, {
      cwd: dir,
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1', ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      if (output.length < outputCap) output += chunk.toString('utf8');
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, timeoutMs);
    const done = (code: number | null) => {
      clearTimeout(timer);
      resolve({ code: timedOut ? null : code, output, timedOut });
    };
    child.on('error', () => done(127));
    child.on('close', done);
  });
}
