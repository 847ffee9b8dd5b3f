import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run bench -- start`: how long the server takes from `node` to serving, as `npm start` runs it (the bundle
 * `npm run build` makes, on the embedded database with the demo rows), against the sources through tsx as before.
 * The first start migrates and seeds an empty database; a restart finds it done. Needs `npm run build` first.
 */
const root = join(import.meta.dirname, '..');
const bundle = join(root, 'packages/server/dist/main.mjs');

export type StartWay = 'bundle' | 'tsx';

/** Starts the server on `dataDir`, resolves with the milliseconds until it answered its first request. */
function timeStart(way: StartWay, dataDir: string): Promise<number> {
  const args = way === 'bundle' ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'packages/server/src/main.ts'];
  const started = performance.now();
  const child = spawn(process.execPath, ['--max-old-space-size=512', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: 'true', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    let answered: number | undefined;
    child.on('exit', () => (answered === undefined ? reject(new Error(output.slice(-2000))) : resolve(answered)));
    child.stdout.on('data', async (chunk: Buffer) => {
      if (answered !== undefined) return;
      output += chunk.toString();
      const at = /Server listening at (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (!at) return;
      answered = 0;
      // Serving: the login page's first call answers (the captcha, as a browser opening the console asks).
      const reply = await fetch(`${at}/api/blade-auth/oauth/captcha`);
      answered = performance.now() - started;
      if (!reply.ok) output += `captcha answered ${reply.status}`;
      child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  });
}

export async function benchStart(restarts = 3) {
  if (!existsSync(bundle)) throw new Error('no server bundle: run `npm run build` first');
  const result: Record<StartWay, { first: number; restarts: number[] }> = {
    bundle: { first: 0, restarts: [] },
    tsx: { first: 0, restarts: [] },
  };
  for (const way of ['bundle', 'tsx'] as const) {
    const dataDir = mkdtempSync(join(tmpdir(), `bench-start-${way}-`));
    try {
      result[way].first = await timeStart(way, dataDir);
      for (let i = 0; i < restarts; i++) result[way].restarts.push(await timeStart(way, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return result;
}
