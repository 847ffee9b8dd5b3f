import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys drive Debian's Chromium (never a downloaded browser) against the console as `npm start` serves
 * it: the built SPA and the API on one port, on a fresh database, captcha off so a script can sign in. Each worker has
 * a server of its own (support.ts's serverOf): E2E_PORT for the first, the next ports for the others.
 *
 * The database: with E2E_DATABASE_URL (a PostgreSQL server; `npm test` gives the one its API stage ran on), each
 * server migrates and seeds an empty database of its own there, as a deployment of several processes runs; without
 * it, a fresh embedded database each, as `npm start` on a new machine. On two cores a server on PostgreSQL spends
 * less than half the CPU it spends on the embedded database (which runs in the server's own thread), and every
 * journey waits on its server (docs/performance.md has the figures). A first start on the embedded database, with
 * every screen's list, is the API parity subset's (test/platform/embedded-start.test.ts).
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const workers = Number(process.env.E2E_WORKERS ?? 2);
const postgres = process.env.E2E_DATABASE_URL;

/** The n-th server's own database on the PostgreSQL server (e2e/fresh-database.mjs empties it first). */
function databaseOf(n: number): string {
  const url = new URL(postgres!);
  url.pathname = `/pharma_e2e_${port + n}`;
  return url.href;
}

/**
 * Debian's headless shell (package chromium-headless-shell: the same Blink without the browser's window and its
 * compositor, what Playwright itself runs headless), else Debian's full Chromium. On two cores the shell took 67 s
 * where the full browser took 94 s for the same nine journeys.
 */
const browserPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Debian's Chromium, never a downloaded browser. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: browserPath,
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
  // Two journeys at a time (E2E_WORKERS to change it), each worker against a server of its own. A journey spends much
  // of its time waiting for the server or the browser, so on two cores two of them take far less than twice as long.
  // One server per worker keeps what every journey met before: journeys that change what every user sees (an API
  // scope on 参数管理's 新增 refuses it to every role without the scope; an external menu item shows in every
  // administrator's sidebar, which the English walk reads item by item) never run beside another journey on the
  // same server, and a long import on the embedded database, which holds its server's event loop, slows no other
  // journey's sign-in (on one shared server the English walk's sign-in waited more than 10 s for the 20,000-user
  // import of downloads.spec.ts).
  workers,
  // No retries: a journey that passes on a second try hides a race, which is a fault to fix, not to retry.
  retries: 0,
  // E2E_SLOW=1 gives every journey three times its time, its file's own included (support.ts's test).
  timeout: 60_000,
  // E2E_EXPECT_TIMEOUT lengthens each assertion's wait on a machine shared with other suites (a list that answers in
  // a second alone was seen to take more than ten at a load of 25 on two cores).
  expect: { timeout: Number(process.env.E2E_EXPECT_TIMEOUT ?? 10_000) },
  // One folder per port, so journeys run side by side (E2E_PORT) do not wipe each other's traces.
  outputDir: join(tmpdir(), `pharma-e2e-results-${port}`),
  use: {
    // The first worker's server; support.ts gives each worker its own (serverOf).
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // The browser asks for reduced motion, which the console honours by turning antd's motion off: a dialog's
    // buttons stand where they will stay from the first frame, so a click never lands on a button still zooming
    // in (a 确定 clicked at a fifth of its size missed it on a loaded machine), and no journey waits for animations.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failed journey keeps its trace: every action with where it clicked, the console's log and the network,
    // which is what finds a race. DOM snapshots and the screencast cost a quarter of the journeys' time on two
    // cores (138 s against 104 s for twelve journeys) and are left out; the failure screenshot and the page's
    // accessibility snapshot (error-context.md) show the end state.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
  },
  projects: [{ name: 'debian-chromium', use: chromium }],
  // The server as `npm start` runs it: the bundle `npm run build` makes beside the console (scripts/build-server.mjs),
  // so rebuild after changing the server, as after changing the console.
  webServer: Array.from({ length: workers }, (_, n) => ({
    command: `${postgres ? 'node e2e/fresh-database.mjs && ' : ''}node --enable-source-maps packages/server/dist/main.mjs`,
    cwd: join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port + n}/login`,
    env: {
      PORT: String(port + n),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pharma-e2e-')),
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      // Every journey signs in from this one address, far faster than people do.
      SIGN_IN_RATE_LIMIT: '0',
      // avatar-s3.spec.ts starts its s3rver on loopback and enables it for a tenant of its own.
      OUTBOUND_PRIVATE_HOSTS: '127.0.0.1',
      ...(postgres && { DATABASE_URL: databaseOf(n) }),
    },
    reuseExistingServer: false,
    // Migrating and seeding a fresh database: about 7 s on PostgreSQL and 12-20 s embedded alone, 194 s once seen
    // embedded beside six other suites.
    timeout: 300_000,
  })),
});
