import type { CallDef, Permission as CallPermission, Text } from '@pharma/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessClaims, TokenSigner } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Ctx, Identity } from './context.ts';
import type { Database } from './db/database.ts';
import type { JobQueue } from './jobs/jobs.ts';
import type { Registry } from './registry.ts';

/**
 * What a route needs before its handler runs:
 * - `public`: anyone (login, captcha);
 * - `authenticated`: any signed-in user (their own profile, menus);
 * - `administrator`: the platform administrator only (platform-wide settings such as tenant packages);
 * - a permission code (`param_add`), or a function of the request that names one (submit: add or edit).
 */
export type Permission = CallPermission | ((req: FastifyRequest) => string);

/** What a generated CRUD route does, so the security matrix can probe it across tenants. */
export interface CrudRouteMeta {
  resource: string;
  op: 'list' | 'detail' | 'submit' | 'remove';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** Why a route is left out of the security matrix, when it is. */
    matrixOptOut?: string;
    /**
     * Bodies the security matrix sends to a route whose permission depends on its body, one per code it may check
     * (the export names its list in the body). Without them the matrix sends `{}` and `{ id: '1' }`.
     */
    matrixBodies?: unknown[];
    /** Failures carry OAuth's `error_code` / `error_description` (the token call). */
    oauth?: boolean;
    /** Set on the routes the CRUD kit generates. */
    crud?: CrudRouteMeta;
    /** The declaration the route serves (every /api route has one). */
    call?: CallDef;
    /** On the route of a call's `alsoAt`: the call's own path, which this route stands for. */
    aliasOf?: string;
  }
  interface FastifyRequest {
    ctx?: Ctx;
    /** The API key this call came with, once the guard knew it (its call log is written when it has answered). */
    apiKeyCall?: ApiKeyCaller;
  }
  interface FastifyInstance {
    /** What the app's modules registered (see platform/registry.ts). */
    registry: Registry;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The call being made, as the API scopes see it: the route's registered path and the permission code it checks. */
export interface CallTarget {
  url: string;
  code: string;
}

/**
 * Resolves a token's claims to a live identity for one call (the auth module provides it; the platform never
 * reads its tables). `apiDenied`: an API scope covers the call and none of the caller's roles holds one.
 */
export type IdentityResolver = (
  claims: AccessClaims,
  target: CallTarget,
) => Promise<(Identity & { apiDenied: boolean }) | undefined>;

/** The key a call came with: whose it is (the call log's row is in its tenant). */
export interface ApiKeyCaller {
  keyId: string;
  tenantId: string;
  userId: string;
  account: string;
}

/** One answered call made with an API key, for its call log (the query's secrets masked; never the body). */
export interface ApiKeyCallEntry extends ApiKeyCaller {
  method: string;
  /** The path without the query. */
  requestUri: string;
  /** The query string, secrets masked. */
  params: string;
  status: number;
  time: number;
  remoteIp: string;
  userAgent: string;
}

/**
 * API keys another system calls with instead of a user's token (the module that owns them provides it; the platform
 * never reads their tables). `recognises` tells a key from a token by its form; `resolve` reads the key from the
 * database on every call (a disabled, removed or expired key is refused on the very next one) and gives the identity
 * it acts with, or why it is refused; `record` takes the call once answered, off the request path.
 */
export interface ApiKeyAuthority {
  recognises(credential: string): boolean;
  resolve(credential: string, target: CallTarget & { path: string }): Promise<ApiKeyResolution | undefined>;
  record(entry: ApiKeyCallEntry): void;
  close(): Promise<void>;
}

export interface ApiKeyResolution {
  caller: ApiKeyCaller;
  /** Absent when refused: `refusal` says why (401 for a key that no longer holds, 403 for a path outside it). */
  identity?: (Identity & { apiDenied: boolean }) | undefined;
  refusal?: { status: 401 | 403; text: Text } | undefined;
}

/** Where unexpected errors are recorded besides the server log (the log module provides it). */
export type ErrorSink = (entry: ServerErrorEntry) => void;

export interface ServerErrorEntry {
  errorId: string;
  tenantId?: string;
  account?: string;
  method: string;
  url: string;
  userAgent?: string;
  ip: string;
  error: Error;
}

/** The parts every module is built from. */
export interface Platform {
  config: Config;
  database: Database;
  signer: TokenSigner;
  /** What the app's modules registered (export sources, data-scope targets, the dictionary reader). */
  registry: Registry;
  /** The app's job queue on its database (platform/jobs). */
  jobs: JobQueue;
}

export interface RouteInfo {
  method: string;
  url: string;
  permission: Permission;
  matrixOptOut?: string;
  matrixBodies?: unknown[];
  crud?: CrudRouteMeta;
  call?: CallDef;
  /** The call's own path, on the route of its `alsoAt`. */
  aliasOf?: string;
}
