import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the browser's pure logic and small components; happy-dom gives antd the DOM it needs.
export default defineConfig({
  // Resolve test paths from this package even when run as `vitest -c packages/web/vitest.config.ts` from the root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // antd screens take a few seconds each under happy-dom.
    testTimeout: 30_000,
    // Vitest's default leaves one core free, which on a two-core machine means one file at a time.
    maxWorkers: 2,
    // Worker threads rather than processes: the whole set took 151 s against 159-179 s here (the modules a worker
    // loads reach it over a message port instead of a process pipe).
    pool: 'threads',
    // The files of a worker share their loaded modules (antd and the app are loaded once per worker, not per file);
    // test/setup.ts puts back what a test may leave behind (the DOM, storage, the language).
    isolate: false,
  },
});
