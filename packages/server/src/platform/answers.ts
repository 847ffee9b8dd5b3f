import type { Db } from './db/database.ts';

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
}

export type AnswerName = keyof Answers;
