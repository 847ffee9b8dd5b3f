import type { Ctx } from './context.ts';
import type { Db } from './db/database.ts';
import type { CallTarget, IdentityResolver } from './types.ts';

/**
 * What a higher module answers for a lower one that must ask it something (the layers of docs/architecture.md:
 * system, resource, user, tenant, auth, then the business modules). The higher manifest `provides` the answer, the
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
  /** The platform administrator's account (the module that owns users): whose the lower modules' demo rows are. */
  platformAdmin(db: Db): Promise<AccountBrief | undefined>;
  /** A tenant's account by its name, whatever its status (a demo API key acts as one). */
  accountOf(db: Db, tenantId: string, account: string): Promise<AccountBrief | undefined>;
  /**
   * What may be granted in a tenant (the module that owns tenants): undefined for the platform's own tenant (no bound
   * beyond the granter's own grants), else its package's menus, never the platform-only screens.
   */
  grantableMenus(db: Db, tenantId: string): Promise<Set<string> | undefined>;
  /** The live tenants among these tenant ids (the module that owns tenants). */
  liveTenantsAmong(db: Db, tenantIds: string[]): Promise<Array<{ id: string; tenantId: string }>>;
  /**
   * Refuses an avatar link this server did not issue to the caller's tenant, or whose stored bytes break the avatar
   * rule (the module that owns the stores): update-info's check.
   */
  checkIssuedAvatar(ctx: Ctx, link: string): Promise<void>;
  /** How many more live accounts the caller's tenant may hold, Infinity without a quota (the module that owns tenants). */
  accountsLeft(ctx: Ctx): Promise<number>;
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

/**
 * The answers of a set of modules: filled from their manifests' `provides`, one provider per answer, checked against
 * their `requires`. The app's registry holds one; the seeds get one of their own, since they run before the app is
 * built (a demo row of a lower module may need a higher one's account or bounds).
 */
export class AnswerBook {
  private readonly answers: Partial<Answers> = {};
  private readonly answeredBy = new Map<AnswerName, string>();

  /** Takes what a module answers for the modules below it; two modules providing one answer is a mistake. */
  provide(moduleName: string, answers: Partial<Answers>): void {
    for (const name of Object.keys(answers) as AnswerName[]) {
      const earlier = this.answeredBy.get(name);
      if (earlier) throw new Error(`both the ${earlier} and the ${moduleName} module provide "${name}"`);
      this.answeredBy.set(name, moduleName);
    }
    Object.assign(this.answers, answers);
  }

  /**
   * Refuses a module whose required answers no registered module provides, as fastify's plugin `dependencies` do:
   * checked once every manifest has provided, so a missing module stops the start.
   */
  require(moduleName: string, names: readonly AnswerName[]): void {
    const missing = names.filter((name) => !this.answeredBy.has(name));
    if (missing.length)
      throw new Error(
        `the ${moduleName} module requires ${missing.map((n) => `"${n}"`).join(', ')}, which no registered module provides`,
      );
  }

  /** The answer of the module that provides it; the start-up check makes a missing one unreachable for a module that requires it. */
  answer<K extends AnswerName>(name: K): Answers[K] {
    const found = this.answers[name];
    if (found === undefined) throw new Error(`no registered module provides "${name}"`);
    return found as Answers[K];
  }

  /** The book of these modules, every `requires` checked. */
  static of(modules: ReadonlyArray<{ name: string; provides?: Partial<Answers>; requires?: readonly AnswerName[] }>) {
    const book = new AnswerBook();
    for (const m of modules) if (m.provides) book.provide(m.name, m.provides);
    for (const m of modules) book.require(m.name, m.requires ?? []);
    return book;
  }
}
