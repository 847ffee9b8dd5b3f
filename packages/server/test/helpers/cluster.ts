import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Nginx, startNginx } from './nginx.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from './processes.ts';

/**
 * N real server processes (`main.ts`, as `npm start` runs it) on one PostgreSQL database behind nginx, as a deployment
 * runs them (docs/operating.md, Deployment): they share the database, the token secret and (through the tenant's
 * storage config) one object store, and nothing else: each has a data folder of its own and no shared disk.
 */
export interface Cluster {
  /** nginx's address: where clients go. */
  url: string;
  nginx: Nginx;
  processes: ServerProcess[];
  /** Each process's address as nginx names it in its access log (`127.0.0.1:port`). */
  upstreams: string[];
  /**
   * The process that answered the request sent with header `x-trace: <trace>` (nginx's access log names it; the
   * line is written as the answer goes out, so this waits a little for it), or '' when nginx answered itself.
   */
  answeredBy(trace: string): Promise<string>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  size: number;
  /** The work folder: nginx's prefix and the processes' data folders go under it. */
  work: string;
  databaseUrl: string;
  tokenSecret: string;
  /** More environment for every process. */
  env?: Record<string, string>;
  /** nginx's worker processes. */
  nginxWorkers?: number;
}

const hostOf = (url: string) => new URL(url).host;

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const processes = await Promise.all(
    Array.from({ length: o.size }, (_, i) =>
      startServerProcess(`p${i + 1}`, {
        DATABASE_URL: o.databaseUrl,
        DATA_DIR: join(o.work, `p${i + 1}`),
        TOKEN_SECRET: o.tokenSecret,
        // Behind nginx the client's address is in X-Forwarded-For (set, not appended, by nginx): without this every
        // client would be nginx's address, one sign-in rate limit for everybody.
        TRUST_PROXY: 'true',
        ...o.env,
      }),
    ),
  );
  const upstreams = processes.map((p) => hostOf(p.url));
  const prefix = join(o.work, 'nginx');
  mkdirSync(prefix, { recursive: true });
  let nginx: Nginx;
  try {
    nginx = await startNginx({ upstreams, prefix, workers: o.nginxWorkers ?? 1 });
  } catch (error) {
    await Promise.all(processes.map((p) => stopServerProcess(p)));
    throw error;
  }
  return {
    url: nginx.url,
    nginx,
    processes,
    upstreams,
    async answeredBy(trace) {
      const end = Date.now() + 5_000;
      for (;;) {
        const line = nginx.accessLog().find((l) => l.endsWith(`"${trace}"`));
        // `$upstream_addr` lists each process tried, the one that answered last.
        if (line) return /" \d{3} "([^"]*)"/.exec(line)?.[1]?.split(',').at(-1)?.trim().replace(/^-$/, '') ?? '';
        if (Date.now() > end) throw new Error(`nginx logged no request traced ${trace}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      await nginx.stop();
      await Promise.all(
        processes.map((p) =>
          p.child.exitCode === null && p.child.signalCode === null ? stopServerProcess(p) : undefined,
        ),
      );
    },
  };
}
