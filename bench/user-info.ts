/**
 * The per-call floor alone (issue 37): GET blade-user/info one call at a time over HTTP, as the top bar asks for it
 * at every screen, on PostgreSQL (a throwaway server, or BENCH_DATABASE_URL). Three rounds of BENCH_INFO_CALLS calls
 * after a warm-up; prints each round's p50, their median, the CPU per call of this process (server and client: the
 * calls are made from here) and a bare Fastify route's p50 from the same client, for scale. A measurement, not a
 * test: nothing here fails.
 */
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { benchPostgres } from './postgres.ts';
import { adminToken } from './sign-in.ts';

const calls = Number(process.env.BENCH_INFO_CALLS ?? 1000);

export interface UserInfoBench {
  rounds: number[];
  p50: number;
  cpuMs: number;
  bareP50: number;
}

const p50Of = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function timed(n: number, call: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  return p50Of(times);
}

export async function benchUserInfo(): Promise<UserInfoBench> {
  const pgServer = benchPostgres();
  const config = loadConfig(
    { ...process.env, DATABASE_URL: pgServer.url },
    { dataDir: 'memory://', captchaEnabled: false, logLevel: 'silent', ...testAdmin, signInRateLimit: 0 },
  );
  const database = await prepareDatabase(config);
  const { app } = await buildApp(config, database);
  const bare = Fastify();
  bare.get('/x', async () => ({ code: 200, success: true, data: { id: '1' }, msg: '' }));
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const headers = { 'blade-auth': `bearer ${await adminToken(base)}` };
    const info = async () => {
      const reply = (await (await fetch(`${base}/api/blade-user/info`, { headers })).json()) as { code: number };
      if (reply.code !== 200) throw new Error(`blade-user/info: ${JSON.stringify(reply)}`);
    };
    await timed(300, info);
    const cpu0 = process.cpuUsage();
    const rounds = [await timed(calls, info), await timed(calls, info), await timed(calls, info)];
    const cpu = process.cpuUsage(cpu0);
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/x`;
    const bareP50 = await timed(calls, async () => void (await (await fetch(bareUrl)).json()));
    return { rounds, p50: p50Of(rounds), cpuMs: (cpu.user + cpu.system) / 1000 / (3 * calls), bareP50 };
  } finally {
    await bare.close();
    await app.close();
    pgServer.stop();
  }
}
