/**
 * `node --import tsx bench/profile-list.ts [ours|floor]`: one side of the list benchmark under the same load
 * (100 connections, BENCH_SECONDS, default 10), with V8's CPU profiler on the main thread during the measured run
 * only. Writes the profile (open it in Chrome's DevTools, or read it with any .cpuprofile tool), prints the CPU per
 * request and where the main thread's time went, by package. For finding what a list costs beyond the floor.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { load, startListServers } from './api-list.ts';

const side = process.argv[2] === 'floor' ? 'floor' : 'ours';
const out = process.env.PROFILE_OUT ?? `/tmp/list-${side}.cpuprofile`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

/** Self time by package (node_modules), Node's own modules, our folders, or the VM's pseudo-frames (idle, GC…). */
function byPackage(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const where = new Map<number, string>();
  for (const { id, callFrame } of profile.nodes) {
    const url = callFrame.url;
    const pkg = url.includes('node_modules/')
      ? (url.split('node_modules/').pop() ?? '')
          .split('/')
          .slice(0, url.includes('node_modules/@') ? 2 : 1)
          .join('/')
      : url.startsWith('node:')
        ? 'node:'
        : url.includes('/src/')
          ? `src/${url.split('/src/').pop()?.split('/').slice(0, -1).join('/')}`
          : url || callFrame.functionName;
    where.set(id, pkg);
  }
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const key = where.get(id) ?? '?';
    total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return [...total].sort((a, b) => b[1] - a[1]);
}

const servers = await startListServers();
try {
  const target = servers[side];
  await load(target.url, target.headers, undefined, 2);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const r = await load(target.url, target.headers, servers.postmaster);
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(out, JSON.stringify(profile));
  const requests = r.rps * Number(process.env.BENCH_SECONDS ?? 10);
  console.log(
    `${side}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}; CPU per request: ` +
      `main thread ${r.nodeMs.toFixed(2)} ms, PostgreSQL ${r.pgMs.toFixed(2)} ms; profile in ${out}`,
  );
  console.log('main thread, wall time per request (the profiler samples wall time: writev includes waiting for a CPU)');
  for (const [name, us] of byPackage(profile as never).slice(0, 25))
    console.log(`  ${(us / 1000 / requests).toFixed(4)} ms  ${name}`);
} finally {
  await servers.close();
}
process.exit(0);
