import type { MenuNode } from '@pharma/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { menuNode, navMenu } from '../../../test/shell-navFixture.ts';
import { setLanguage } from '../../i18n/index.ts';
import { nodeTitle } from '../menuTree.ts';
import { searchMenu } from './searchMenu.ts';

const routes = (text: string, nodes: readonly MenuNode[] = navMenu) =>
  searchMenu(nodes, text, nodeTitle).map((h) => h.route);

afterEach(() => setLanguage('zh'));

describe('menu search matching (spec §2)', () => {
  it('matches the start of a name, not a part inside it', () => {
    expect(routes('参数')).toEqual(['/system/param']);
    expect(routes('数管理')).toEqual([]);
    expect(routes('管理')).toEqual([]);
  });

  it('ignores case and the spaces around the text', () => {
    setLanguage('en');
    expect(routes('para')).toEqual(['/system/param']);
    expect(routes('  PARA ')).toEqual(['/system/param']);
    expect(routes('meters')).toEqual([]);
  });

  it('matches names in the current language only', () => {
    expect(routes('para')).toEqual([]);
    setLanguage('en');
    expect(routes('参数')).toEqual([]);
    expect(routes('p')).toEqual(['/system/param', '/system/post']);
    // An item without a translation keeps the server's name in every language.
    expect(routes('日')).toEqual(['/ops/log']);
  });

  it('lists pages only (leaves), each with the names from the top down to it', () => {
    const hits = searchMenu(navMenu, '系', nodeTitle);
    expect(hits).toEqual([]);
    const [param] = searchMenu(navMenu, '参', nodeTitle);
    expect(param).toMatchObject({ route: '/system/param', title: '参数管理', trail: ['系统管理', '参数管理'] });
    setLanguage('en');
    expect(searchMenu(navMenu, 'pa', nodeTitle)[0]!.trail).toEqual(['System', 'Parameters']);
  });

  it('lists every page for empty text, so the overlay opens as an index of the menu', () => {
    expect(routes('')).toEqual(['/system/param', '/system/post', '/system/tenant', '/ops/log']);
    expect(routes('   ')).toHaveLength(4);
  });

  it('skips items without a path and lists a route once; external pages open in the iframe route', () => {
    const nodes = [
      menuNode('1', 'a', 'Alpha', { path: '' }),
      menuNode('2', 'b', 'Alpha two', { path: '/same' }),
      menuNode('3', 'c', 'Alpha three', { path: '/same' }),
      menuNode('4', 'docs', 'Alpha docs', { path: 'https://example.com/docs' }),
    ];
    expect(routes('alpha', nodes)).toEqual(['/same', '/myiframe/docs']);
  });
});
