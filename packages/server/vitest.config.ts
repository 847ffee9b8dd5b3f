import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own server on its own database; two at a time fits the two cores.
    maxWorkers: 2,
    // On the embedded database every file's server starts from one migrated, seeded dump.
    globalSetup: ['test/helpers/pglite-template.ts'],
  },
});
