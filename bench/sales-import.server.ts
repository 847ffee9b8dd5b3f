/**
 * The server bench/sales-import.ts uploads to, in a process of its own (started with --expose-gc), so that the memory
 * measured is the server's alone: not the bench writing its files or reading the replies. It listens on a free port,
 * says which (IPC), and on the bench's word samples its own memory while an upload runs:
 * - `rss`: the resident memory every 10 ms (cheap: the upload that is timed), and the heap at its peak;
 * - `live`: heap and buffers after a full collection, and the resident memory at that moment, every 500 ms (each
 *   collection slows the import down: that upload's time is not reported).
 */
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { modules as allModules } from '../packages/server/src/modules/index.ts';
import { modulesWithUploads } from '../packages/server/src/modules/sales/upload/upload.fixture.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';

export type ServerWord = { measure: 'rss' | 'live' } | { stop: true } | { exit: true };

export interface ServerSample {
  /** Resident memory (rss) or live memory (live) before the upload, and the highest sampled during it, in bytes. */
  before: number;
  peak: number;
  /** heapTotal and heapUsed when the resident memory peaked (rss), in bytes. */
  heapAtPeak: { total: number; used: number };
  /** The highest resident memory right after a collection (live), in bytes. */
  collectedRss: number;
  /** process.resourceUsage().maxRSS: the process' highest so far, in bytes. */
  maxRss: number;
}

const gc = globalThis.gc as () => void;
const liveBytes = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const config = loadConfig(process.env, {
  dataDir: 'memory://',
  captchaEnabled: false,
  logLevel: 'silent',
  ...testAdmin,
});
const modules = modulesWithUploads(allModules);
const database = await prepareDatabase(config, modules);
const { app } = await buildApp(config, database, modules);
await app.listen({ port: 0, host: '127.0.0.1' });

function sample(measure: 'rss' | 'live'): () => ServerSample {
  gc();
  const before = measure === 'rss' ? process.memoryUsage().rss : liveBytes();
  let peak = before;
  let heapAtPeak = { total: 0, used: 0 };
  let collectedRss = process.memoryUsage().rss;
  const timer = setInterval(
    () => {
      if (measure === 'rss') {
        const m = process.memoryUsage();
        if (m.rss > peak) {
          peak = m.rss;
          heapAtPeak = { total: m.heapTotal, used: m.heapUsed };
        }
      } else {
        peak = Math.max(peak, liveBytes());
        collectedRss = Math.max(collectedRss, process.memoryUsage().rss);
      }
    },
    measure === 'rss' ? 10 : 500,
  );
  return () => {
    clearInterval(timer);
    return { before, peak, heapAtPeak, collectedRss, maxRss: process.resourceUsage().maxRSS * 1024 };
  };
}

let stopSampling: (() => ServerSample) | undefined;

process.on('message', async (word: ServerWord) => {
  if ('measure' in word) {
    stopSampling = sample(word.measure);
    process.send?.({ measuring: word.measure });
  } else if ('stop' in word) {
    process.send?.(stopSampling?.());
  } else {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.send?.({ port: (app.server.address() as { port: number }).port });
