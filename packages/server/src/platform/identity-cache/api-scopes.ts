import { Lru } from '../db/prepared.ts';
import type { CallTarget } from '../types.ts';

/** An API scope in force (live and enabled), as the identity query reads it. */
export interface ActiveApiScope {
  id: string;
  path: string | null;
  code: string | null;
}

/**
 * The API scopes in force, to decide a cached identity's calls as the identity query does: a scope covers a call when
 * its non-empty path is part of the call's path, or it names the call's code; a call that some scope covers is shut
 * unless one of the caller's roles holds one of those that cover it. Which scopes cover a target is worked out once
 * per target (a route's path and code: as many as the routes and their codes) and kept, at most `max` of them.
 */
export class ApiScopeCatalogue {
  private readonly covering: Lru<string, readonly string[]>;

  constructor(
    private readonly scopes: readonly ActiveApiScope[],
    max = 4096,
  ) {
    this.covering = new Lru(max);
  }

  /** The ids of the scopes that cover a call. */
  coveringOf(target: CallTarget): readonly string[] {
    const key = `${target.code}\u0000${target.url}`;
    let ids = this.covering.get(key);
    if (!ids) {
      ids = this.scopes
        .filter((s) => (s.path !== null && s.path !== '' && target.url.includes(s.path)) || s.code === target.code)
        .map((s) => s.id);
      this.covering.set(key, ids);
    }
    return ids;
  }

  /** Whether a scope covers the call and none of those covering it is `held`. */
  denies(target: CallTarget, held: ReadonlySet<string>): boolean {
    const ids = this.coveringOf(target);
    if (ids.length === 0) return false;
    for (const id of ids) if (held.has(id)) return false;
    return true;
  }
}
