/**
 * `npm run db:generate [name]`: drizzle-kit writes the SQL migration for whatever changed in the tables of
 * every module's `*.table.ts` (declared resources' tables included; drizzle.config.ts).
 */
import { execFileSync } from 'node:child_process';

const name = process.argv[2];
execFileSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'packages/server/drizzle.config.ts', ...(name ? ['--name', name] : [])],
  { stdio: 'inherit' },
);
