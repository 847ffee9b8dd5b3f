import type { Ctx } from './context.ts';
import type { Db } from './db/database.ts';
import type { CallTarget, IdentityResolver } from './types.ts';

/**
 * What a higher module answers for a lower one that must ask it something (the layers of docs/architecture.md:
 * tenant, system, resource, user, auth, then the business modules). The higher manifest `provides` the answer, the
 * lower one `requires` it, and the app refuses to start when a required answer has no provider, as fastify's plugin
 * `dependencies` do: a missing module fails at start-up, not at the first call. Asked through
 * `ctx.registry.answer(name)`, so the lower module imports nothing of the higher one.
 */
export interface Answers {
  /** Ends every session of these tenants (the module that owns sessions): a removed or recycled tenant's users go. */
  endTenantSessions(db: Db, tenantIds: readonly string[]): Promise<number>;
  /**
   * Ends every session of these accounts of a tenant but `except` (the module that owns sessions): an account
   * disabled, removed or given a new password.
   */
  endAccountSessions(db: Db, tenantId: string, userIds: readonly string[], except?: string): Promise<number>;
  /** Forgets an account's failed sign-ins, which unlocks it (the module that owns the lockout). */
  clearFailures(db: Db, tenantId: string, account: string): Promise<void>;
  /** Locks an account as its own rule does, by the failures in a row that lock it (the module that owns the lockout). */
  lockAccount(db: Db, tenantId: string, account: string): Promise<void>;
  /** How long a locked account stays locked, in minutes (the module that owns the lockout). */
  lockMinutes: number;
  /** The client id the caller signed in with, from their session (the module that owns sessions). */
  callerClientId(ctx: Ctx): Promise<string | undefined>;
  /**
   * An API key's user as the identity of one call, read as a session's is (the module that owns identities), built
   * once over the app's database: the system module's API keys act as their users.
   */
  keyUserResolver(db: Db): KeyUserResolver;
  /** Whether a live user of the caller's tenant is in one of these departments (the module that owns users). */
  anyUserInDepts(ctx: Ctx, deptIds: readonly string[]): Promise<boolean>;
  /** Whether a live user of the caller's tenant holds one of these roles (the module that owns users). */
  anyUserWithRoles(ctx: Ctx, roleIds: readonly string[]): Promise<boolean>;
  /** The roles and departments a live user of the caller's tenant holds, comma-joined (the module that owns users). */
  heldBy(ctx: Ctx, userId: string): Promise<{ roleId: string | null; deptId: string | null } | undefined>;
  /** A live, enabled account by its id, in any tenant (the module that owns users): an API key's user. */
  enabledUser(db: Db, id: string): Promise<AccountBrief | undefined>;
}

/** An account as the modules below the user module need it. */
export interface AccountBrief {
  id: string;
  tenantId: string;
  account: string;
  name: string | null;
  realName: string | null;
  roleId: string;
}

/** The live identity of a key's user (of its tenant) for one call, or none. */
export type KeyUserResolver = (tenantId: string, userId: string, target: CallTarget) => ReturnType<IdentityResolver>;

export type AnswerName = keyof Answers;
