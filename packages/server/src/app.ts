import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { resources } from '@pharma/contract';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { identityResolver } from './modules/auth/identity.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { errorSink } from './modules/log/error-log.service.ts';
import { resourceRoutes } from './modules/resource/routes.ts';
import { clientService } from './modules/system/client.service.ts';
import { grayService } from './modules/system/gray.service.ts';
import { postService } from './modules/system/post.service.ts';
import { roleRoutes } from './modules/system/role.routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { tenantPackageService } from './modules/system/tenant-package.service.ts';
import { tenantRoutes } from './modules/tenant/tenant.routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { TokenSigner } from './platform/auth/tokens.ts';
import type { Config } from './platform/config.ts';
import { registerResources } from './platform/crud/register.ts';
import { type Database, migrateDatabase, oneProcessAtATime, openDatabase } from './platform/db/database.ts';
import { notFound } from './platform/errors.ts';
import { excelRoutes } from './platform/excel/routes.ts';
import { installGuard } from './platform/guard.ts';
import { clientErrorHandler, installErrorHandling } from './platform/http-errors.ts';
import { installInputChecks } from './platform/input-checks.ts';
import { loggerOptions } from './platform/logger.ts';
import type { App, ErrorSink, Platform, RouteInfo } from './platform/types.ts';
import { ensureSeed, loadDemoData } from './seed.ts';

export interface Built {
  app: App;
  platform: Platform;
  /** Every guarded route with the permission it declares: the security matrix walks this. */
  routes: RouteInfo[];
}

/** Opens and migrates the database, applies the seed (and demo data on a first start). */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config);
  await oneProcessAtATime(database, async () => {
    await migrateDatabase(database);
    const { created } = await ensureSeed(database.db);
    if (created && config.demoData) await loadDemoData(database.db);
  });
  return database;
}

/** Builds the whole server: platform, modules, OpenAPI and the built console, on one port. */
export async function buildApp(config: Config, database: Database): Promise<Built> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const platform: Platform = { config, database, signer: new TokenSigner(config.tokenSecret) };
  let sink: ErrorSink | undefined;
  installErrorHandling(app, () => sink);
  sink = errorSink(database.db, (error) => app.log.error({ err: error }, 'could not write the error log'));

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

  const routes = installGuard(app, platform, identityResolver(database.db));
  installInputChecks(app);
  authRoutes(app, platform);
  systemRoutes(app);
  roleRoutes(app);
  userRoutes(app);
  resourceRoutes(app, platform);
  tenantRoutes(app, platform);
  registerResources(app, resources, [postService, tenantPackageService, clientService, grayService]);
  excelRoutes(app);

  const hasConsole = existsSync(join(config.webDist, 'index.html'));
  if (hasConsole) await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  app.setNotFoundHandler(async (req, reply) => {
    // Deep links of the console (a menu page after a reload) get the SPA; unknown API paths get a 404 envelope, and
    // so does a chunk of an earlier build (an open console then sees a failed load and offers 重试, not HTML as JS).
    if (hasConsole && req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/assets/')) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound('notFound');
  });
  return { app, platform, routes };
}
