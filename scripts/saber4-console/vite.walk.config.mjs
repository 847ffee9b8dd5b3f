// The console's own vite config (loaded as vite loads it) with one change: its /api proxy goes to this server
// (SABER4_API). The console strips /api before proxying, as BladeX's gateway has none; ours keeps it, so the
// target ends in /api.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const consoleDir = process.env.SABER4_CONSOLE_DIR ?? '/work/saber4-console';
const api = process.env.SABER4_API ?? 'http://127.0.0.1:18950';
const vite = await import(pathToFileURL(resolve(consoleDir, 'node_modules/vite/dist/node/index.js')).href);

export default async (env) => {
  const loaded = await vite.loadConfigFromFile(env, resolve(consoleDir, 'vite.config.mjs'), consoleDir);
  const config = loaded.config;
  config.root = consoleDir;
  config.server.proxy['/api'].target = `${api}/api`;
  return config;
};
