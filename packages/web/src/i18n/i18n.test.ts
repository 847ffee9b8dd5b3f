import { describe, expect, it } from 'vitest';
import { stubServer } from '../../test/httpStub.ts';
import { createHttp } from '../lib/http.ts';
import { i18n, menuTitle, setLanguage } from './index.ts';

// Every source file, as text: the keys the screens ask for must exist in both languages.
const sources = import.meta.glob('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) keys.add(m[1]!);
    for (const m of text.matchAll(/\bt\(\s*mode === 'add' \? '([\w.]+)' : '([\w.]+)'/g)) keys.add(m[1]!).add(m[2]!);
  }
  return keys;
}

describe('i18n', () => {
  it('has every key the screens use in Chinese and in English', () => {
    const keys = usedKeys();
    expect(keys.size).toBeGreaterThan(40);
    const missing = [...keys].flatMap((key) =>
      (['zh', 'en'] as const).filter((lng) => !i18n.exists(key, { lng })).map((lng) => `${lng}:${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('puts a label inside an English sentence in lower case, acronyms kept', () => {
    setLanguage('en');
    expect(i18n.t('crud.input', { label: 'Parameter name' })).toBe('Enter parameter name');
    expect(i18n.t('crud.input', { label: 'Tenant ID' })).toBe('Enter tenant ID');
    expect(i18n.t('crud.select', { label: 'API scope' })).toBe('Select API scope');
    setLanguage('zh');
    expect(i18n.t('crud.input', { label: '参数名称' })).toBe('请输入参数名称');
  });

  it('names menu items by route.<code> in the current language, else by their own name', () => {
    setLanguage('en');
    expect(menuTitle('参数管理', 'param')).toBe('Parameters');
    expect(menuTitle('系统管理', 'system')).toBe('System');
    expect(menuTitle('外部文档', 'docs')).toBe('外部文档');
    setLanguage('zh');
    expect(menuTitle('x', 'param')).toBe('参数管理');
    expect(menuTitle('首页', 'home')).toBe('首页');
  });

  it('remembers the language and tells the server through Accept-Language', async () => {
    const http = createHttp();
    const seen = stubServer(http, () => ({ status: 200, data: { code: 200 } }));
    setLanguage('en');
    expect(JSON.parse(localStorage.getItem('pharma-language')!).content).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await http.get('/x');
    setLanguage('zh');
    await http.get('/x');
    expect(seen.map((c) => c.headers.get('Accept-Language'))).toEqual(['en', 'zh']);
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
