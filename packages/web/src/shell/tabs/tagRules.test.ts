import { describe, expect, it } from 'vitest';
import { canClose, closeTag, homeTag, normalizeTags, openTag, type Tag } from './tagRules.ts';

const tag = (value: string, query = ''): Tag => ({ value, query, label: value, meta: {} });

describe('tag rules', () => {
  it('always starts with the home tab, which cannot be closed', () => {
    const tags = normalizeTags([tag('/system/param')]);
    expect(tags.map((t) => t.value)).toEqual(['/wel/index', '/system/param']);
    expect(canClose(tags, tags[0]!)).toBe(false);
    expect(closeTag(tags, '/wel/index', '/wel/index').tags).toBe(tags);
  });

  it('repairs a stored list: home first, duplicates and junk dropped', () => {
    const tags = normalizeTags([tag('/a'), { nope: 1 }, tag('/a'), { ...homeTag, close: true }]);
    expect(tags.map((t) => t.value)).toEqual(['/wel/index', '/a']);
    expect(tags[0]!.close).toBe(false);
    expect(normalizeTags('garbage')).toEqual([homeTag]);
  });

  it('never closes a lone tab', () => {
    const lone = [tag('/only')];
    expect(canClose(lone, lone[0]!)).toBe(false);
    expect(closeTag(lone, '/only', '/only').tags).toEqual(lone);
  });

  it('opens one tab per path and keeps the latest query', () => {
    let tags = openTag([homeTag], tag('/system/param', '?current=2'));
    tags = openTag(tags, tag('/system/param', '?current=3'));
    expect(tags.map((t) => t.value + t.query)).toEqual(['/wel/index', '/system/param?current=3']);
  });

  it('closing the active tab moves to its left neighbour; closing another stays', () => {
    const tags = [homeTag, tag('/a'), tag('/b', '?x=1'), tag('/c')];
    expect(closeTag(tags, '/c', '/c').next).toBe('/b?x=1');
    const other = closeTag(tags, '/a', '/c');
    expect(other.next).toBeUndefined();
    expect(other.tags.map((t) => t.value)).toEqual(['/wel/index', '/b', '/c']);
  });
});
