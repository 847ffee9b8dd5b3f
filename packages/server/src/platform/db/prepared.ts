import { createHash } from 'node:crypto';

/**
 * Named prepared statements a process may create for statements built at run time (the lists' page and count, one
 * pair per filter shape). PostgreSQL keeps each on every pooled connection that ran it until the connection closes,
 * so their number is bounded: past it, a new shape's statement is still built once and kept, but sent unnamed
 * (parsed and planned at every call, as an ad hoc statement is).
 */
export class StatementNames {
  private readonly named = new Set<string>();
  constructor(private readonly max = 256) {}

  /**
   * The name for a statement's text: the same text always gets the same name (so a shape built again, after its
   * cache entry was dropped, reuses what the connections already prepared), undefined once the budget is spent.
   */
  name(prefix: string, text: string): string | undefined {
    const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (this.named.has(name)) return name;
    if (this.named.size >= this.max) return undefined;
    this.named.add(name);
    return name;
  }
}

/** The process's budget: the connections of every pool this process opens share it. */
const processNames = new StatementNames();
export const statementName = (prefix: string, text: string) => processNames.name(prefix, text);

/** A map that keeps its `max` most recently used entries. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // Most recent last: Map keeps insertion order.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  /** Drops every entry `drop` says to (a walk over all of them: for what happens rarely). */
  deleteWhere(drop: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (drop(value)) this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

/**
 * Statements built at run time, one per shape (which filters a list has, whose scope), kept for each database
 * handle: built once, then run with only their values, as named prepared statements (see StatementNames).
 */
export class ShapeCache<S> {
  private readonly byDb = new WeakMap<object, Lru<string, S>>();
  constructor(private readonly max: number) {}

  get(db: object, key: string, build: () => S): S {
    let shapes = this.byDb.get(db);
    if (!shapes) {
      shapes = new Lru(this.max);
      this.byDb.set(db, shapes);
    }
    let statement = shapes.get(key);
    if (!statement) {
      statement = build();
      shapes.set(key, statement);
    }
    return statement;
  }
}

/** A statement built at run time, prepared under the name of its text (see StatementNames). */
export function preparedByText<P>(statement: { toSQL(): { sql: string }; prepare(name: string): P }, prefix: string) {
  return statement.prepare(statementName(prefix, statement.toSQL().sql) as string);
}
