import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { type DestinationStream, pino } from 'pino';
import { modules as allModules } from './modules/index.ts';
import { AnswerBook } from './platform/answers.ts';
import { installApiLog } from './platform/api-log.ts';
import { TokenSigner } from './platform/auth/tokens.ts';
import type { Config } from './platform/config.ts';
import { registerResources } from './platform/crud/register.ts';
import { type Database, migrateDatabase, oneProcessAtATime, openDatabase } from './platform/db/database.ts';
import { isDatabaseUnavailable } from './platform/db/outage.ts';
import { notFound } from './platform/errors.ts';
import { excelRoutes } from './platform/excel/routes.ts';
import { installApiKeyLog, installGuard } from './platform/guard.ts';
import { type Health, installHealth } from './platform/health.ts';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from './platform/http-errors.ts';
import { identityCacheFor } from './platform/identity-cache/identity-cache.ts';
import { installInputChecks } from './platform/input-checks.ts';
import { JobQueue, prepareJobSchema } from './platform/jobs/jobs.ts';
import { loggerOptions } from './platform/logger.ts';
import type { ModuleManifest, SeedContext } from './platform/module.ts';
import { Registry } from './platform/registry.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { replySerializer } from './platform/serve.ts';
import type { App, ErrorSink, IdentityResolver, Platform, RouteInfo } from './platform/types.ts';

export interface Built {
  app: App;
  platform: Platform;
  /** Every guarded route with the permission it declares: the security matrix walks this. */
  routes: RouteInfo[];
  /** The balancer's probes (/healthz, /readyz) and the drain main.ts starts at SIGTERM. */
  health: Health;
}

/**
 * Opens and migrates the database, applies every module's seed in the modules' order (and their demo rows on the first
 * start), one process at a time.
 */
export async function prepareDatabase(
  config: Config,
  modules: readonly ModuleManifest[] = allModules,
  logTo?: DestinationStream,
): Promise<Database> {
  const database = await openDatabase(config);
  // The server's log is not built yet: the seed's lines (the administrator's first password) go to one like it.
  const logger = logTo ? pino({ level: config.logLevel }, logTo) : pino({ level: config.logLevel });
  const answers = AnswerBook.of(modules);
  const seed: SeedContext = {
    config,
    log: (message: string) => logger.warn(message),
    answer: (name) => answers.answer(name),
  };
  await oneProcessAtATime(database, async () => {
    await migrateDatabase(database);
    await prepareJobSchema(database);
    let firstStart = false;
    for (const m of modules) if (await m.seed?.ensure?.(database.db, seed)) firstStart = true;
    if (!firstStart || !config.demoData) return;
    for (const m of modules) await m.seed?.demo?.(database.db, seed);
    for (const m of modules) await m.seed?.afterDemo?.(database.db, seed);
  });
  return database;
}

/** A module as a Fastify plugin that shares the app's scope (its decorations are everyone's), named after it. */
function pluginOf(m: ModuleManifest, platform: Platform) {
  const plugin = async (app: App) => {
    registerResources(app, platform.registry, m.resources ?? []);
    for (const routes of m.routes ?? []) routes(app, platform);
  };
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: m.name });
  return plugin;
}

/** Builds the whole server: platform, modules, OpenAPI and the built console, on one port. */
export async function buildApp(
  config: Config,
  database: Database,
  modules: readonly ModuleManifest[] = allModules,
  logTo?: DestinationStream,
): Promise<Built> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logTo),
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer(config.validateReplies));

  // What the modules contribute, held by this app alone: a test app holds exactly the modules it registers.
  const registry = new Registry();
  for (const m of modules) {
    for (const source of m.exportSources ?? []) registry.addExportSource(source);
    for (const target of m.importTargets ?? []) registry.addImportTarget(target);
    for (const hook of m.signInHooks ?? []) registry.addSignInHook(hook);
    for (const target of m.dataScopeTargets ?? []) registry.addDataScopeTarget(target);
    if (m.dictionaries) registry.setDictReader(m.dictionaries);
    if (m.tenants) registry.setTenantDirectory(m.tenants);
    if (m.auditSink) registry.auditSink = m.auditSink;
    if (m.dataRecordSink) registry.dataRecordSink = m.dataRecordSink;
    if (m.auditTap) registry.auditTaps.push(m.auditTap);
    if (m.seed?.tenant) registry.tenantSeeds.push(m.seed.tenant);
    for (const business of m.flowBusinesses ?? []) registry.addFlowBusiness(business);
  }
  // As fastify's plugin `dependencies`: a module whose answer is missing stops the start, not its first call.
  registry.answers = AnswerBook.of(modules);
  app.decorate('registry', registry);
  // The job queue works the modules' queues from the moment the app is ready until it closes (before the database).
  const jobs = new JobQueue(database, {
    registry,
    timeZone: config.timeZone,
    // While the database is away every worker's poll fails: one line each, no stack (the queue carries on by itself).
    onError: (error) =>
      isDatabaseUnavailable(error)
        ? app.log.warn(`job queue: database unavailable (${(error as Error).message})`)
        : app.log.error({ err: error }, 'job queue'),
  });
  for (const m of modules) for (const job of m.jobs ?? []) await jobs.define(job);
  registry.jobs = jobs;
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  const platform: Platform = { config, database, signer: new TokenSigner(config.tokenSecret), registry, jobs };
  registry.messages = modules.find((m) => m.messages)?.messages?.(platform);
  for (const m of modules) for (const maker of m.fileMakers?.(platform) ?? []) registry.addFileMaker(maker);
  let sink: ErrorSink | undefined;
  installErrorHandling(app, () => sink);
  const onSinkFailure = (error: unknown) => app.log.error({ err: error }, 'could not write the error log');
  sink = modules.find((m) => m.errorSink)?.errorSink?.(database.db, onSinkFailure);
  const apiLog = config.apiLog ? modules.find((m) => m.apiLog)?.apiLog : undefined;
  if (apiLog) {
    const onLogFailure = (error: unknown) => app.log.error({ err: error }, 'could not write the API log');
    installApiLog(app, apiLog(database.db, onLogFailure, config.apiLogFlushMs));
  }
  // Resolved identities are kept a few seconds, forgotten in every process when the database tells of a change.
  identityCacheFor(database);
  const identity = modules.find((m) => m.identity)?.identity?.(database.db, config);
  // Without a module that owns sessions no token is anyone's: every guarded call is refused.
  const resolve: IdentityResolver = identity ?? (async () => undefined);

  const imageHosts = modules.find((m) => m.imageHosts)?.imageHosts;
  await installSecurityHeaders(app, imageHosts && (() => imageHosts(database.db)));
  const health = installHealth(app, database);
  await app.register(formbody);
  // Uploads (user import): one file of at most 5 MB per request, read only by the routes that ask for it.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'pharma-console API',
        version: '0.1.0',
        description: 'BladeX-compatible API of the pharma console',
      },
      components: { securitySchemes: { bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' } } },
      security: [{ bladeAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/doc' });

  const onKeyLogFailure = (error: unknown) => app.log.error({ err: error }, 'could not write the API key log');
  const apiKeys = modules.find((m) => m.apiKeys)?.apiKeys?.(database.db, onKeyLogFailure, registry);
  const routes = installGuard(app, platform, resolve, apiKeys);
  if (apiKeys) installApiKeyLog(app, apiKeys);
  installInputChecks(app);
  for (const m of modules) await app.register(pluginOf(m, platform));
  excelRoutes(app);

  const hasConsole = existsSync(join(config.webDist, 'index.html'));
  if (hasConsole) await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  app.setNotFoundHandler(async (req, reply) => {
    // Deep links of the console (a menu page after a reload) get the SPA; unknown API paths get a 404 envelope, and
    // so does a chunk of an earlier build (an open console then sees a failed load and offers 重试, not HTML as JS).
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (hasConsole && reading && !req.url.startsWith('/api/') && !req.url.startsWith('/assets/')) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound('notFound');
  });
  return { app, platform, routes, health };
}
