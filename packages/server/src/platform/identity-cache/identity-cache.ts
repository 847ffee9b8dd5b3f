import type { Identity } from '../context.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Database, Db } from '../db/database.ts';
import { Lru } from '../db/prepared.ts';
import type { ApiScopeCatalogue } from './api-scopes.ts';

/**
 * How long a resolved identity is used without asking the database again, at most. Invalidation, not this lifetime,
 * is what makes a revocation take effect; the lifetime only bounds what nothing tells: a row changed with the
 * triggers switched off (`session_replication_role = replica`, a restore), a condition of the query that turns with
 * the clock and is not among the bounds each entry carries. Five seconds covers the burst of calls a screen makes
 * when it opens and the next click, so a user's calls are answered from memory, and it keeps what nothing tells
 * within the time a person takes to notice; each expiry costs the one query every call paid before.
 */
export const identityLifetimeMs = 5000;

/** At most this many identities are kept (the oldest stored first out): about 5 kB each, some 25 MB at most. */
export const identityCapacity = 5000;

/** A cached identity: who, which API scopes their roles hold (for the API-scope verdicts), and until when. */
export interface CachedIdentity {
  identity: Identity;
  apiScopeIds: ReadonlySet<string>;
  /** `performance.now()` past which it is not used. */
  until: number;
}

/** What a store needs: the generation it was read in (see `ticket`). */
export interface Ticket {
  generation: number;
  everything: number;
}

/**
 * The resolved identities of this process's recent callers (sessions by session id, API keys' users by `k:` and the
 * user id), kept only while the change feed is heard and forgotten on every change the database tells of: `*` all
 * of them, `s:` those sessions, `u:` those users'. An identity is stored only if nothing was forgotten since the
 * query that read it began (`ticket`): a read that raced a change never outlives it. Nothing here is needed by
 * another process; without it every call asks the database, as it does while the feed is lost.
 */
export class IdentityCache {
  private readonly entries = new Lru<string, CachedIdentity>(identityCapacity);
  /** Bumped by every invalidation: a read begun before it may hold what it made stale. */
  private generation = 0;
  /** Bumped by every `*` (and a lost or regained feed): what all identities share (the API scopes) goes too. */
  private everything = 0;
  private catalogue: { everything: number; value: ApiScopeCatalogue } | undefined;
  private readonly unsubscribe: () => void;
  /** Calls answered from memory and from the database, for the benches. */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly feed: ChangeFeed,
    private readonly lifetimeMs = identityLifetimeMs,
  ) {
    this.unsubscribe = feed.subscribe({
      message: (payload) => this.heard(payload),
      // Lost: nothing may be used until heard again. Regained: what was kept may have missed a change.
      state: () => this.forgetAll(),
    });
  }

  /** Taken before the query whose answer is stored with it. */
  ticket(): Ticket {
    return { generation: this.generation, everything: this.everything };
  }

  get(key: string): CachedIdentity | undefined {
    if (!this.feed.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Keeps an identity read under `ticket` for at most the lifetime, and at most `boundMs` (when the session, the
   * tenant or a coming lock ends it by the clock), unless something was forgotten since the ticket was taken.
   */
  put(key: string, ticket: Ticket, identity: Identity, apiScopeIds: readonly string[], boundMs: number | null): void {
    if (!this.feed.listening || ticket.generation !== this.generation) return;
    const lifetime = Math.min(this.lifetimeMs, boundMs ?? Number.POSITIVE_INFINITY);
    if (!(lifetime > 0)) return;
    // Shared by every call that uses it: frozen, so that no service can change the next call's identity.
    for (const list of [identity.roleIds, identity.roleAliases, identity.deptIds, identity.postIds])
      Object.freeze(list);
    Object.freeze(identity.dataScopes);
    for (const scope of identity.dataScopes) Object.freeze(scope);
    this.entries.set(key, {
      identity: Object.freeze(identity),
      apiScopeIds: new Set(apiScopeIds),
      until: performance.now() + lifetime,
    });
  }

  /** The API scopes in force, if they were read since the last `*`. */
  apiScopes(): ApiScopeCatalogue | undefined {
    const held = this.catalogue;
    return this.feed.listening && held?.everything === this.everything ? held.value : undefined;
  }

  putApiScopes(ticket: Ticket, value: ApiScopeCatalogue): void {
    if (this.feed.listening && ticket.everything === this.everything)
      this.catalogue = { everything: ticket.everything, value };
  }

  /** What a notification says: `*`, `s:1,2` (sessions) or `u:3,4` (users). Anything else forgets everything. */
  heard(payload: string): void {
    const kind = payload.slice(0, 2);
    const ids = new Set(payload.slice(2).split(','));
    if (kind === 's:') {
      this.generation++;
      for (const id of ids) this.entries.delete(id);
    } else if (kind === 'u:') {
      this.generation++;
      this.entries.deleteWhere((entry) => ids.has(entry.identity.userId));
    } else {
      this.forgetAll();
    }
  }

  forgetAll(): void {
    this.generation++;
    this.everything++;
    this.entries.clear();
    this.catalogue = undefined;
  }

  close(): void {
    this.unsubscribe();
    this.forgetAll();
  }
}

/** Each database's cache: made once per database by the app (`identityCacheFor`), read by the identity resolvers. */
const caches = new WeakMap<Db, IdentityCache>();

/** The identity cache of a database, made at its first use: one per database whichever apps are built on it. */
export function identityCacheFor(database: Database): IdentityCache | undefined {
  let cache = caches.get(database.db);
  if (!cache && database.changes) {
    cache = new IdentityCache(database.changes);
    caches.set(database.db, cache);
  }
  return cache;
}

/** The cache the app made for this database handle, if any (without one every call asks the database). */
export const identityCacheOf = (db: Db): IdentityCache | undefined => caches.get(db);
