import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { userOauth } from './binding.table.ts';

/** What a provider says of the account that signed in there, as a binding keeps it. */
export interface ProviderUser {
  /** The provider's own id of the account: never its user name, which can change hands. */
  uuid: string;
  username?: string | undefined;
  nickname?: string | undefined;
  avatar?: string | undefined;
  email?: string | undefined;
  blog?: string | undefined;
  company?: string | undefined;
  location?: string | undefined;
  gender?: string | undefined;
}

export type Binding = typeof userOauth.$inferSelect;

/** Text as long as its column: a provider's profile is not ours to refuse. */
const fit = (text: string | undefined, max: number) => (text ? text.slice(0, max) : null);

const profileOf = (who: ProviderUser) => ({
  username: fit(who.username, 64),
  nickname: fit(who.nickname, 64),
  avatar: fit(who.avatar, 1000),
  email: fit(who.email, 255),
  blog: fit(who.blog, 255),
  company: fit(who.company, 255),
  location: fit(who.location, 255),
  gender: fit(who.gender, 16),
});

/**
 * The binding of a provider account in a tenant, made on its first sign-in and refreshed on every later one (the
 * provider's profile changes); the account it is bound to stays. One statement, so two sign-ins at once make one row.
 */
export async function upsertBinding(db: Db, tenantId: string, source: string, who: ProviderUser): Promise<Binding> {
  const profile = profileOf(who);
  const [row] = await db
    .insert(userOauth)
    .values({ tenantId, source, uuid: who.uuid.slice(0, 128), ...profile })
    .onConflictDoUpdate({
      target: [userOauth.tenantId, userOauth.source, userOauth.uuid],
      set: { ...profile, updateTime: new Date() },
    })
    .returning();
  return row!;
}

export async function bindingById(db: Db, id: string): Promise<Binding | undefined> {
  const [row] = await db.select().from(userOauth).where(eq(userOauth.id, id));
  return row;
}

/** The binding of a provider account in a tenant, if it signed in or was bound before. */
export async function bindingOf(db: Db, tenantId: string, source: string, uuid: string): Promise<Binding | undefined> {
  const [row] = await db
    .select()
    .from(userOauth)
    .where(and(ofTenant(userOauth, tenantId), eq(userOauth.source, source), eq(userOauth.uuid, uuid)));
  return row;
}

/** An account's binding at one source (its WeCom user), if any. */
export async function bindingOfUser(
  db: Db,
  tenantId: string,
  source: string,
  userId: string,
): Promise<Binding | undefined> {
  const [row] = await db
    .select()
    .from(userOauth)
    .where(and(ofTenant(userOauth, tenantId), eq(userOauth.source, source), eq(userOauth.userId, userId)));
  return row;
}

/**
 * Ties an unbound binding to an account (guest registration): a compare-and-set, so of two registrations with the
 * same guest token one wins. False when it was bound meanwhile.
 */
export async function claimBinding(db: Db, id: string, userId: string): Promise<boolean> {
  const moved = await db
    .update(userOauth)
    .set({ userId, updateTime: new Date() })
    .where(and(eq(userOauth.id, id), isNull(userOauth.userId)))
    .returning({ id: userOauth.id });
  return moved.length > 0;
}

/** Removes an account's bindings at one source (unbinding WeCom); how many there were. */
export async function unbindUser(db: Db, tenantId: string, source: string, userId: string): Promise<number> {
  const gone = await db
    .delete(userOauth)
    .where(and(ofTenant(userOauth, tenantId), eq(userOauth.source, source), eq(userOauth.userId, userId)))
    .returning({ id: userOauth.id });
  return gone.length;
}
