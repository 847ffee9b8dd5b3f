import { idsIn, type Lang } from '@pharma/contract';
import type { Db } from './db/database.ts';
import type { Registry } from './registry.ts';

/** Who is calling, resolved from the access token and the database on every request; never from a header. */
export interface Identity {
  tenantId: string;
  userId: string;
  account: string;
  realName: string;
  sessionId: string;
  roleIds: string[];
  roleAliases: string[];
  deptIds: string[];
  postIds: string[];
  /** A password given by someone else (a new tenant's administrator, a reset): only signed-in-only calls pass. */
  mustChangePassword: boolean;
  /**
   * The client that opened the session by naming itself at sign-in (`sourceSystem`: the sales app's 3); empty or
   * absent for the console's own sign-in. A client's calls may require their own sign-in (the sales app's do).
   */
  sourceSystem?: string;
  /** The platform administrator (tenant 000000, role `administrator`) holds every permission. */
  isAdministrator: boolean;
  /**
   * Button and menu codes granted to the caller's roles, resolved once per request; a code that an API scope
   * names is left out unless one of the roles holds that scope.
   */
  permissions: ReadonlySet<string>;
  /** The data scopes the caller's roles hold (row filters per resource: see platform/data-scope.ts). */
  dataScopes: readonly HeldDataScope[];
}

/** One data scope held through a role: which resource it filters, on which column, how. */
export interface HeldDataScope {
  resourceCode: string;
  column: string;
  /** 1 all, 2 own rows, 3 own department, 4 own department and below, 5 custom departments. */
  type: number;
  /** Type 5: comma-joined department ids. */
  value: string | null;
}

/** The request a call came in on, as the audit trail records it. */
export interface RequestInfo {
  method: string;
  url: string;
  ip: string;
  userAgent?: string | undefined;
}

/**
 * What every service function takes first: the caller, their language, the database to use and what the app's
 * modules registered (export sources, data-scope targets, the dictionary reader).
 */
export interface Ctx extends Identity {
  db: Db;
  lang: Lang;
  timeZone: string;
  registry: Registry;
  /** The request, when the caller came over HTTP (not a job): the audit trail notes where a change came from. */
  request?: RequestInfo | undefined;
}

export function can(ctx: Pick<Identity, 'isAdministrator' | 'permissions'>, code: string): boolean {
  return ctx.isAdministrator || ctx.permissions.has(code);
}

/** The ids of a comma-joined list (a stored one or a caller's); anything a bigint column cannot hold is left out. */
export const splitIds = idsIn;
