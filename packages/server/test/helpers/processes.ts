import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from '../../src/platform/config.ts';

/** A real server process (`main.ts`, as `npm start` runs it) and its address. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

/**
 * Starts `main.ts` with the environment given over the test's own (PORT 0 on loopback, no console build) and
 * resolves once it listens; its output explains a failed start. tsx compiles the whole server as it starts: about
 * 20 s on CI's two cores beside another file's server (more with the demo rows), hence two minutes.
 */
export function startServerProcess(
  name: string,
  env: Record<string, string>,
  /** The entry point, from the repository's root: main.ts, or test/helpers/job-worker.ts (main.ts and a test queue). */
  script = 'packages/server/src/main.ts',
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_DIST: '/nonexistent', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} never listened:\n${output}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ url: listening[1]!, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`process ${name} exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Stops a process and waits for it to be gone. */
export async function stopServerProcess(p: ServerProcess | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null) return;
  const gone = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  await gone;
}
