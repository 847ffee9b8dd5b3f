import { defineConfig } from 'vitest/config';
import SlowFirst from './test/helpers/slow-first.ts';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own server on its own database; two at a time fits the two cores.
    maxWorkers: 2,
    // The files of a worker share its loaded modules (the server's code is loaded once per worker, not per file):
    // nothing is registered by import side effects (registries belong to each app), so files cannot see each
    // other's state. This halves the suite's time.
    isolate: false,
    // The longest API files first (test/helpers/slow-first.ts).
    sequence: { sequencer: SlowFirst },
    projects: [
      // Pure tests: no server and no database, so no template to make first. Beside its code a pure test is named
      // `*.unit.test.ts`.
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts', 'src/**/*.unit.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/unit/**', 'src/**/*.unit.test.ts'],
          // Every file's server starts from one migrated, seeded database (a PGlite dump, or a PostgreSQL template).
          globalSetup: ['test/helpers/template.ts'],
        },
      },
    ],
  },
});
