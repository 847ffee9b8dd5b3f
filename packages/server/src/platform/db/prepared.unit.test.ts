import { describe, expect, it } from 'vitest';
import { Lru, StatementNames } from './prepared.ts';

describe('prepared statements of built lists', () => {
  it('keeps the most recently used entries', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.size]).toEqual([1, 3, 2]);
  });

  it('names a text the same way every time, and stops naming new texts past its budget', () => {
    const names256 = new StatementNames(256);
    const statementName = (prefix: string, text: string) => names256.name(prefix, text);
    const first = statementName('list', 'select 1');
    expect(first).toMatch(/^list_[0-9a-f]{24}$/);
    expect(statementName('list', 'select 1')).toBe(first);
    expect(statementName('list', 'select 2')).not.toBe(first);
    const names = Array.from({ length: 300 }, (_, i) => statementName('list', `select ${i + 3}`));
    expect(names.filter(Boolean)).toHaveLength(256 - 2);
    expect(names.at(-1)).toBeUndefined();
    // A text named before the budget ran out keeps its name.
    expect(statementName('list', 'select 1')).toBe(first);
  });
});
