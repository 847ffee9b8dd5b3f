/** `npm run bench`: runs every benchmark and prints what it measured beside its target. */
import { benchApiList } from './api-list.ts';
import { benchApiLog } from './api-log.ts';
import { benchBackgroundExport } from './background-export.ts';
import { benchBundle } from './bundle.ts';
import { benchCluster } from './cluster.ts';
import { benchExport } from './export.ts';
import { benchFlow } from './flow.ts';
import { benchGenCode } from './gen-code.ts';
import { benchMessages, medianOf } from './messages.ts';
import { benchPurchase } from './purchase.ts';
import { benchPutFile } from './put-file.ts';
import { benchSalesImport } from './sales-import.ts';
import { benchScreenOpen, quantile } from './screen-open.ts';
import { benchStart } from './start.ts';
import { benchUserInfo } from './user-info.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const which = process.argv[2];

if (!which || which === 'api') {
  const r = await benchApiList();
  console.log(
    `\nparam list, ${r.rows} rows, ${r.connections} connections, ${r.seconds} s each, side by side (PostgreSQL)`,
  );
  const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
  const ms = (n: number) => (Number.isNaN(n) ? '   -' : n.toFixed(2).padStart(5));
  const line = (name: string, l: (typeof r.rounds)[number]['ours']) =>
    console.log(
      `  ${name}  ${l.rps.toFixed(0).padStart(6)} req/s   p99 ${String(l.p99).padStart(5)} ms   errors ${l.errors}` +
        `   CPU per request: node ${ms(l.nodeMs)} ms, postgres ${ms(l.pgMs)} ms`,
    );
  r.rounds.forEach((round, i) => {
    if (r.rounds.length > 1) console.log(`  round ${i + 1}`);
    line('pharma-console', round.ours);
    line('raw fastify+pg', round.floor);
    console.log(
      `  LIST / FLOOR    ${pct(round.ratio)} of the floor's throughput (target: at least 90%; 72% before the identity cache)`,
    );
  });
  if (r.rounds.length > 1) {
    const ratios = r.rounds.map((round) => round.ratio).sort((a, b) => a - b);
    console.log(
      `  over ${ratios.length} rounds: LIST / FLOOR median ${pct(ratios[Math.floor(ratios.length / 2)] ?? 0)}, ` +
        `lowest ${pct(ratios[0] ?? 0)}, highest ${pct(ratios[ratios.length - 1] ?? 0)}`,
    );
  }
}
if (!which || which === 'api-log') {
  const r = await benchApiLog();
  const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
  console.log('\nAPI log: the param list with the log on and off, two servers on one PostgreSQL, in turn');
  for (const [i, round] of r.ratios.entries()) {
    console.log(
      `  round ${i + 1}  on ${round.on.rps.toFixed(0).padStart(6)} req/s   off ${round.off.rps.toFixed(0).padStart(6)} req/s` +
        `   errors ${round.on.errors + round.off.errors}   ON / OFF ${pct(round.ratio)} (target: at least 95%)`,
    );
  }
  const sorted = r.ratios.map((x) => x.ratio).sort((a, b) => a - b);
  console.log(`  median ON / OFF ${pct(sorted[Math.floor(sorted.length / 2)] ?? 0)}; ${r.apiLogRows} calls logged`);
  const ms = (n: number) => `${n.toFixed(2).padStart(7)} ms`;
  const line = (name: string, t: { p50: number; p99: number }, target = '(target: p50 under 5 ms)') =>
    console.log(`  ${name.padEnd(40)} p50 ${ms(t.p50)}   p99 ${ms(t.p99)}   ${target}`);
  console.log(
    `\nAPI log list at ${r.logRows.toLocaleString('en')} rows (seeded in ${r.seedSeconds.toFixed(0)} s), through HTTP`,
  );
  line('page 1 (every tenant, capped count)', r.firstPage);
  line('page 10,000 by cursor (after row 100,000)', r.deepPage);
  line('one user, one day (tenant, account, range)', r.filtered);
  line('anchor: OFFSET 4,000,000 in SQL', r.offsetAnchor, '(what page numbers would cost there)');
  console.log('  the same pages as the service answers them (its two queries, no HTTP):');
  line('  page 1', r.service.firstPage);
  line('  page 10,000 by cursor', r.service.deepPage);
  line('  one user, one day', r.service.filtered);
  line(
    'the per-call floor: GET blade-user/info',
    r.floor,
    '(target: p50 at most 1.5 ms; 4.21 ms before the identity cache; token, identity, envelope: in every line above)',
  );
}
if (!which || which === 'bundle') {
  const b = await benchBundle();
  console.log('\nJavaScript loaded by the browser (gzip -9)');
  console.log(
    `  login page          ${kb(b.loginGzip).padStart(10)} in ${b.loginFiles} files (target: at most 200 kB; 409 kB on 2026-12-03)`,
  );
  console.log(`  first screen after  ${kb(b.afterGzip).padStart(10)} more in ${b.afterFiles} files`);
  console.log(
    `  total               ${kb(b.loginGzip + b.afterGzip).padStart(10)} (target: at most 400 kB to the first screen; 704 kB on 2026-12-03)`,
  );
  console.log(
    '  what each chunk holds: BUNDLE_REPORT=/tmp/bundle.html npm run build (a treemap); per file: BENCH_FILES=1',
  );
}
if (!which || which === 'screen-open') {
  const { screens, failed } = await benchScreenOpen();
  const times = screens.map((s) => s.ms).sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
  console.log(
    `\nScreen open: ${screens.length} screens of the menu, a sidebar click to rows or form on show (Chromium)`,
  );
  console.log(`  p50 ${ms(quantile(times, 0.5))} (target: at most 400 ms; 1,460 ms on 2026-12-03)`);
  console.log(`  p95 ${ms(quantile(times, 0.95))} (target: at most 800 ms; 2,100 ms on 2026-12-03)`);
  console.log('  the slowest ten:');
  for (const s of [...screens].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`    ${ms(s.ms)}  ${s.path}  ${s.name}`);
    if (process.env.BENCH_SCREENS_TRACE)
      for (const f of [...s.fetched].sort((a, b) => a.start - b.start))
        console.log(`             ${String(f.start).padStart(5)} → ${String(f.end).padStart(5)} ms  ${f.what}`);
  }
  for (const f of failed) console.log(`  not timed: ${f}`);
}
if (!which || which === 'export') {
  const [small, large] = await benchExport();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log('\nExcel export of the param list, one tenant (PGlite, through POST blade-system/excel/export)');
  for (const r of [small, large]) {
    if (!r) continue;
    console.log(
      `  ${String(r.rows).padStart(7)} rows  ${r.seconds.toFixed(1).padStart(5)} s  ${mb(r.bytes).padStart(7)}  ` +
        `peak RSS growth ${mb(r.peakRssGrowth).padStart(8)}  peak live growth ${mb(r.peakLiveGrowth).padStart(7)}`,
    );
  }
  if (small && large) {
    // A growth of a few MB is within the noise of a ~500 MB process: compare against at least 1 MB.
    const ratio = (a: number, b: number) => (Math.max(a, 1 << 20) / Math.max(b, 1 << 20)).toFixed(2);
    console.log(
      `  100k / 10k: RSS ${ratio(large.peakRssGrowth, small.peakRssGrowth)}×, live ` +
        `${ratio(large.peakLiveGrowth, small.peakLiveGrowth)}× (target: memory stays flat, ~1.5× at most)`,
    );
  }
}
if (!which || which === 'put-file') {
  const r = await benchPutFile();
  console.log(
    `\nput-file of ${r.files} × ${r.fileBytes / 1024 / 1024} MB into s3rver on loopback: through the API ` +
      `(${r.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}) against PutObject with @aws-sdk/client-s3 directly`,
  );
  for (const round of r.rounds) {
    const at = round.concurrency === 1 ? 'one at a time' : `${round.concurrency} at a time `;
    const side = (l: typeof round.api) =>
      `${l.seconds.toFixed(2).padStart(6)} s ${l.mbPerSecond.toFixed(1).padStart(6)} MB/s`;
    console.log(
      `  ${at}  API ${side(round.api)}   direct ${side(round.direct)}   API / direct ${round.ratio.toFixed(2)}×`,
    );
  }
  const perUpload = (r.rounds[0]?.api.seconds ?? 0) * (1000 / r.files);
  console.log(
    `  the per-call floor (blade-user/info) ${r.floorMs.toFixed(1)} ms of an upload's ${perUpload.toFixed(1)} ms one at a time`,
  );
  console.log(
    '  (target, issue 37: API / direct at most 1.5×, the file streamed to the store; 2.5–3.5× on 2026-11-26, buffered)',
  );
}
if (!which || which === 'background-export') {
  const runs = await benchBackgroundExport();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    '\nBackground export of the param list as a job, to the storage folder (PostgreSQL, followed in the download centre)',
  );
  for (const r of runs) {
    console.log(
      `  ${String(r.rows).padStart(8)} rows  ${r.seconds.toFixed(1).padStart(6)} s  ${mb(r.bytes).padStart(8)}  ` +
        `peak RSS growth ${mb(r.peakRssGrowth).padStart(8)}  peak live growth ${mb(r.peakLiveGrowth).padStart(7)}`,
    );
  }
  const [small, large] = runs;
  if (small && large) {
    const ratio = (a: number, b: number) => (Math.max(a, 1 << 20) / Math.max(b, 1 << 20)).toFixed(2);
    console.log(
      `  1M / 100k: RSS ${ratio(large.peakRssGrowth, small.peakRssGrowth)}×, live ` +
        `${ratio(large.peakLiveGrowth, small.peakLiveGrowth)}× (target: memory flat, as the 100k immediate export)`,
    );
  }
}
if (!which || which === 'messages') {
  const results = await benchMessages();
  const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
  const n = (x: number, digits = 0) => x.toFixed(digits);
  for (const r of results) {
    console.log(
      `\n消息中心: one template call to ${r.receivers.toLocaleString('en')} users, in-app, delivered by the job queue (${r.database})`,
    );
    console.log(
      '  round   accept    pipeline        msg/s   delivering  queue idle  jobs  max wait    direct      rows/s   ratio',
    );
    const line = (name: string, x: (typeof r.rounds)[number]) =>
      console.log(
        `  ${name.padEnd(6)} ${n(x.acceptMs).padStart(6)} ms ${n(x.pipelineMs).padStart(8)} ms ${n(x.pipelinePerSecond).padStart(8)}` +
          `   ${n(x.deliveringMs).padStart(7)} ms ${n(x.queueIdleMs).padStart(7)} ms  ${String(x.jobs).padStart(4)} ` +
          `${n(x.maxJobWaitMs).padStart(6)} ms ${n(x.directMs).padStart(6)} ms ${n(x.directPerSecond).padStart(10)} ${pct(x.ratio).padStart(7)}`,
      );
    for (const [i, round] of r.rounds.entries()) line(String(i + 1), round);
    const med = (key: keyof (typeof r.rounds)[number]) => medianOf(r.rounds, key);
    console.log(
      `  median: accept ${n(med('acceptMs'))} ms, pipeline ${n(med('pipelinePerSecond'))} msg/s, direct ` +
        `${n(med('directPerSecond'))} rows/s, PIPELINE / DIRECT ${pct(med('ratio'))} (target: at least 20%)`,
    );
  }
}
if (!which || which === 'user-info') {
  const r = await benchUserInfo();
  console.log('\nthe per-call floor: GET blade-user/info, one call at a time over HTTP (PostgreSQL)');
  console.log(
    `  p50 ${r.p50.toFixed(2)} ms (rounds ${r.rounds.map((x) => x.toFixed(2)).join(', ')}; target: at most 1.5 ms)` +
      `; CPU a call ${r.cpuMs.toFixed(2)} ms (server and client); a bare Fastify route from the same client ${r.bareP50.toFixed(2)} ms`,
  );
}
if (!which || which === 'flow') {
  const r = await benchFlow();
  console.log(
    `\n工作流: ${r.instances.toLocaleString('en')} instances of a three-step process (start, three completes), ` +
      `${r.concurrency} at a time, over HTTP (PostgreSQL)`,
  );
  console.log(
    `  ${r.seconds.toFixed(1)} s, ${r.stepsPerSecond.toFixed(0)} steps/s ` +
      '(target, issue 37: at least 88 steps/s, twice the 44 of 2026-11-26)',
  );
  console.log(
    `  every 待办 delivered ${r.deliveredSeconds.toFixed(1)} s after the start; CPU a step (to the last delivery): ` +
      `${r.nodeCpuMs.toFixed(1)} ms this process (server and client), ${r.pgCpuMs.toFixed(1)} ms PostgreSQL`,
  );
  console.log(
    `  one at a time: a step's call ${r.callMs.toFixed(1)} ms (median); the engine alone ${r.engineMs.toFixed(1)} ms; ` +
      `engine share ${(r.engineShare * 100).toFixed(0)}%, the database, HTTP and checks the rest`,
  );
}
if (!which || which === 'purchase') {
  const r = await benchPurchase();
  console.log(
    `\n采购订单: ${r.orders.toLocaleString('en')} orders with ${r.lines.toLocaleString('en')} lines ` +
      `(seeded in ${r.seedSeconds.toFixed(0)} s), one tenant's buyer over HTTP against a hand-written query (PostgreSQL)`,
  );
  for (const c of r.cases) {
    const side = (name: string, l: typeof c.ours) =>
      `${name} ${l.rps.toFixed(0).padStart(5)} req/s p99 ${String(l.p99).padStart(4)} ms errors ${l.errors} ` +
      `(CPU per request: node ${l.nodeMs.toFixed(2)} ms, postgres ${l.pgMs.toFixed(2)} ms)`;
    console.log(
      `  ${c.name.padEnd(18)} ${side('ours', c.ours)}   ${side('floor', c.floor)}   ` +
        `OURS / FLOOR ${(c.ratio * 100).toFixed(0)}% (target: at least 70%)   total ${c.total.toLocaleString('en')}`,
    );
  }
}
if (!which || which === 'sales-import') {
  const runs = await benchSalesImport();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    '\n销售移动端 upload (POST sales-mobile/excel/import, template 901 = the whitelist columns, as a job; PostgreSQL;' +
      ' each size in a fresh server process started as npm start starts it)',
  );
  for (const r of runs) {
    console.log(
      `  round ${r.round} ${String(r.rows).padStart(7)} rows (${r.failed} bad)  file ${mb(r.fileBytes).padStart(7)}  ` +
        `${r.seconds.toFixed(1).padStart(6)} s  ${r.rowsPerSecond.toFixed(0).padStart(6)} rows/s  ` +
        `peak RSS ${mb(r.peakRss).padStart(8)} (growth ${mb(r.peakRssGrowth)}, heap ${mb(r.heapAtPeak.total)} ` +
        `holding ${mb(r.heapAtPeak.used)}; collected ${mb(r.peakCollectedRss)})  peak live growth ${mb(r.peakLiveGrowth)}`,
    );
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const of = (rows: number) => runs.filter((r) => r.rows === rows);
  const [small, large] = [of(10_000), of(100_000)];
  if (small.length && large.length) {
    const peak = (rs: typeof runs) => median(rs.map((r) => r.peakRss));
    const collected = (rs: typeof runs) => median(rs.map((r) => r.peakCollectedRss));
    const rate = (rs: typeof runs) => median(rs.map((r) => r.rowsPerSecond)).toFixed(0);
    console.log(
      `  medians: 10k ${mb(peak(small))} at ${rate(small)} rows/s, 100k ${mb(peak(large))} at ${rate(large)} rows/s` +
        `; 100k / 10k peak RSS ${(peak(large) / peak(small)).toFixed(2)}× (collected ` +
        `${(collected(large) / collected(small)).toFixed(2)}×) (target: peak RSS flat against 10,000 rows)`,
    );
  }
}
if (!which || which === 'start') {
  const r = await benchStart();
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  console.log('\nstart to serving (the first call answered), embedded database with the demo rows');
  for (const way of ['bundle', 'tsx'] as const) {
    const name = way === 'bundle' ? 'npm start (bundle)' : 'sources via tsx  ';
    console.log(
      `  ${name}  first start ${s(r[way].first)}   restarts ${r[way].restarts.map(s).join(', ')}` +
        `   median ${s(median(r[way].restarts))}`,
    );
  }
  console.log('  (target: a restart to serving at most 3 s; 7.5 s before the bundle, 2026-12-01)');
}
if (!which || which === 'cluster') {
  const r = await benchCluster();
  console.log(
    `\nparam list through nginx, ${r.rows} rows, ${r.connections} connections, ${r.seconds} s each, on ${r.cores} cores ` +
      '(PostgreSQL, nginx, the processes and the load generator all on them)',
  );
  const ms = (n: number) => (Number.isNaN(n) ? '   -' : n.toFixed(2).padStart(5));
  const first = r.rounds[0]!.rps;
  for (const x of r.rounds) {
    const total = x.cpu.node + x.cpu.nginx + (Number.isNaN(x.cpu.pg) ? 0 : x.cpu.pg) + x.cpu.loader;
    console.log(
      `  ${x.label.padEnd(9)} ${x.rps.toFixed(0).padStart(6)} req/s (${((x.rps / first) * 100).toFixed(0).padStart(3)}% of direct)` +
        `   p99 ${String(x.p99).padStart(4)} ms   errors ${x.errors}   CPU ms per request: node ${ms(x.cpu.node)}` +
        ` nginx ${ms(x.cpu.nginx)} postgres ${ms(x.cpu.pg)} loader ${ms(x.cpu.loader)} = ${ms(total)}` +
        `   cores allow ${x.modelRps.toFixed(0).padStart(6)} req/s   got ${x.coresUsed.toFixed(2)} of ${r.cores} cores` +
        `   load ${x.load.toFixed(2)}`,
    );
  }
  console.log(
    '  model: throughput ≤ cores × 1000 / (CPU ms per request of node + nginx + postgres + loader); more processes\n' +
      '  only add throughput while a single process leaves cores idle (its event loop is the bottleneck), and the\n' +
      '  load average above says how much of the cores the machine’s other work took (target: measure, no figure)',
  );
}
if (!which || which === 'gen-code') {
  const r = await benchGenCode();
  console.log(`\ngen-code's check, a ${r.columns}-column table (target: at most 30 s)`);
  for (const [i, run] of r.runs.entries()) {
    const steps = Object.entries(run.timings)
      .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
      .join(', ');
    console.log(
      `  run ${i + 1}: ${(run.ms / 1000).toFixed(1)} s ${run.ok ? 'green' : `with ${run.problems} problems`} (${steps}; types and tests side by side)`,
    );
  }
}
process.exit(0);
