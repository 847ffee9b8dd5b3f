import { buildApp, prepareDatabase } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { surviveDatabaseOutages } from './platform/db/outage.ts';

/** The server process: one port for the API and the console. */
const config = loadConfig();
const database = await prepareDatabase(config);
const { app } = await buildApp(config, database);
surviveDatabaseOutages((message) => app.log.warn(message));

const stop = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `pharma-console on http://${config.host}:${config.port} (${database.kind === 'pglite' ? `embedded database under ${config.dataDir}` : 'PostgreSQL'}; captcha ${config.captchaEnabled ? 'on' : 'off'})`,
);
