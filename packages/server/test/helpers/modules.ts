/**
 * Every module of the server, for a suite that starts the app with a module's parts not yet in its manifest
 * (`startServer(config, modulesWith…)`). Module code may not import modules/index.ts (the boundary test): a suite's
 * kit under src/modules takes the list from here.
 */
export { modules } from '../../src/modules/index.ts';
