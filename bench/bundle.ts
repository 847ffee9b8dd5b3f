/**
 * The JavaScript a browser really loads, measured in Debian's Chromium against the built console: first the login
 * page, then the first screen after signing in (参数管理). Sizes are gzip -9 of the files as served.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig, repoRoot } from '../packages/server/src/platform/config.ts';

const dist = join(repoRoot, 'packages/web/dist');
const gz = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

export async function benchBundle() {
  const config = loadConfig(process.env, {
    dataDir: mkdtempSync('/tmp/pharma-bundle-'),
    captchaEnabled: false,
    logLevel: 'silent',
    webDist: dist,
  });
  const database = await prepareDatabase(config);
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const loaded = new Set<string>();
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) loaded.add(path.slice(1));
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    const login = [...loaded];
    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-password').fill('admin');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/wel/index');
    await page.goto(`${base}/system/param`, { waitUntil: 'networkidle' });
    const after = [...loaded].filter((f) => !login.includes(f));
    const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);
    // BENCH_FILES=1 lists what each part loads, largest first, to see where a size comes from.
    if (process.env.BENCH_FILES) {
      for (const [name, files] of [
        ['login page', login],
        ['after sign-in', after],
      ] as const)
        console.log(
          `${name}:\n${files
            .map((f) => `  ${(gz(f) / 1024).toFixed(1)} kB ${f}`)
            .sort((x, y) => parseFloat(y) - parseFloat(x))
            .join('\n')}`,
        );
    }
    return { loginFiles: login.length, loginGzip: sum(login), afterFiles: after.length, afterGzip: sum(after) };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}
