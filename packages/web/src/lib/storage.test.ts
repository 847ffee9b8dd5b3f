import { describe, expect, it, vi } from 'vitest';
import { clearStore, getStore, getStoreEntry, removeStore, setStore } from './storage.ts';

describe('lib/storage', () => {
  it('writes under the pharma- prefix as {dataType, content, datetime}', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    setStore({ name: 'token', content: 'jwt-1' });
    setStore({ name: 'menu', content: [{ id: '1' }] });
    vi.restoreAllMocks();
    expect(JSON.parse(localStorage.getItem('pharma-token')!)).toEqual({
      dataType: 'string',
      content: 'jwt-1',
      datetime: 1_700_000_000_000,
    });
    expect(JSON.parse(localStorage.getItem('pharma-menu')!)).toMatchObject({
      dataType: 'object',
      content: [{ id: '1' }],
    });
    expect(getStore({ name: 'menu' })).toEqual([{ id: '1' }]);
  });

  it('keeps the type of booleans and numbers', () => {
    setStore({ name: 'isLock', content: true, type: 'session' });
    expect(getStore({ name: 'isLock' })).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('pharma-isLock')!)).toMatchObject({
      dataType: 'boolean',
      type: 'session',
    });
    expect(localStorage.getItem('pharma-isLock')).toBeNull();
  });

  it('reads sessionStorage before localStorage', () => {
    setStore({ name: 'tagList', content: ['local'] });
    setStore({ name: 'tagList', content: ['session'], type: 'session' });
    expect(getStore({ name: 'tagList' })).toEqual(['session']);
    sessionStorage.clear();
    expect(getStore({ name: 'tagList' })).toEqual(['local']);
  });

  it('exposes the write time for the refresh timer', () => {
    const before = Date.now();
    setStore({ name: 'token', content: 'jwt' });
    expect(getStoreEntry({ name: 'token' })!.datetime).toBeGreaterThanOrEqual(before);
  });

  it('reads a missing or corrupted value as undefined', () => {
    expect(getStore({ name: 'userInfo' })).toBeUndefined();
    localStorage.setItem('pharma-userInfo', '{not json');
    expect(getStore({ name: 'userInfo' })).toBeUndefined();
  });

  it('removes from both areas and clears only its own keys', () => {
    setStore({ name: 'token', content: 'a' });
    setStore({ name: 'token', content: 'b', type: 'session' });
    removeStore({ name: 'token' });
    expect(getStore({ name: 'token' })).toBeUndefined();

    localStorage.setItem('other-app', 'keep');
    setStore({ name: 'language', content: 'en' });
    clearStore();
    expect(getStore({ name: 'language' })).toBeUndefined();
    expect(localStorage.getItem('other-app')).toBe('keep');
  });
});
