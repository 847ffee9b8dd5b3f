// `npm run dev`: the server (restarting on change) and the Vite dev server (hot reload, proxying /api to it).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

// Vite is a dependency of the web package; resolve it from there, wherever npm placed it.
const vite = join(
  dirname(createRequire(resolve('packages/web/package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

const children = [
  spawn(
    'node',
    [
      '--watch-path=packages/server/src',
      '--watch-path=packages/contract/src',
      '--import',
      'tsx',
      'packages/server/src/main.ts',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CAPTCHA_ENABLED: process.env.CAPTCHA_ENABLED ?? 'false' },
    },
  ),
  spawn('node', [vite], { stdio: 'inherit', cwd: 'packages/web' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
