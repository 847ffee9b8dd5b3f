import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys drive Debian's Chromium (never a downloaded browser) against the console exactly as `npm start`
 * serves it: the built SPA and the API on one port, on a fresh embedded database, captcha off so a script can sign in.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = mkdtempSync(join(tmpdir(), 'pharma-e2e-'));

/** Debian's Chromium, never a downloaded browser. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
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
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One journey at a time: on two cores a second worker only slows both, and some journeys change what every user
  // of a tenant may do while they run (an API scope on 参数管理's 新增).
  workers: 1,
  // No retries: a journey that passes on a second try hides a race, which is a fault to fix, not to retry.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One folder per port, so journeys run side by side (E2E_PORT) do not wipe each other's traces.
  outputDir: join(tmpdir(), `pharma-e2e-results-${port}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'debian-chromium', use: chromium }],
  webServer: {
    command: 'node --import tsx packages/server/src/main.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/login`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      // Every journey signs in from this one address, far faster than people do.
      SIGN_IN_RATE_LIMIT: '0',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
