import { buildApp, prepareDatabase } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { surviveDatabaseOutages } from './platform/db/outage.ts';

/** The server process: one port for the API and the console. */
const config = loadConfig();
const database = await prepareDatabase(config);
const { app, health } = await buildApp(config, database);
surviveDatabaseOutages((message) => app.log.warn(message));

/**
 * Graceful shutdown (docs/operating.md, Deployment): readiness fails first, so a balancer polling it stops sending;
 * after the drain (SIGTERM only) the process stops listening (new connections are refused, so nginx tries the next
 * upstream), answers the requests it holds, lets running jobs finish,
 * writes what its logs hold, closes the database and exits 0, or 1 past the timeout.
 */
const stop = async (signal: NodeJS.Signals) => {
  health.drain();
  const drainMs = signal === 'SIGTERM' ? config.shutdownDrainSeconds * 1000 : 0;
  app.log.info({ signal, drainMs }, 'shutting down');
  setTimeout(() => {
    app.log.error(`still shutting down after ${config.shutdownTimeoutSeconds} s: exiting anyway`);
    process.exit(1);
  }, config.shutdownTimeoutSeconds * 1000).unref();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  // Closing stops listening and waits for the requests in flight, then stops the job queue (app.ts: running jobs get
  // ten seconds; queues are stopped after the requests, which may still queue jobs) and writes the API log.
  await app.close();
  await database.close();
  app.log.info('shut down');
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `pharma-console on http://${config.host}:${config.port} (${database.kind === 'pglite' ? `embedded database under ${config.dataDir}` : 'PostgreSQL'}; captcha ${config.captchaEnabled ? 'on' : 'off'})`,
);
