import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables, wherever they live: a new resource's folder brings its own; the platform's counters too.
  schema: ['./packages/server/src/modules/**/*.table.ts', './packages/server/src/platform/**/*.table.ts'],
  out: './packages/server/drizzle',
});
