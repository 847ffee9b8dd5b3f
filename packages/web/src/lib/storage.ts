import { website } from '@pharma/contract';

/**
 * Saber-style browser storage: every key is `${website.key}-<name>` and every value is wrapped as
 * `{dataType, content, datetime}` so readers know the type and the refresh timer knows the age of the token.
 */

/** The names the console stores; one list so a typo cannot create a stray key. */
export const storeNames = [
  'token',
  'refreshToken',
  'tenantId',
  'userInfo',
  'menu',
  'permission',
  'tagList',
  'themeName',
  'themeColor',
  'language',
  'topMenuId',
  'switchChoice',
  'chunkReload',
  'isLock',
  'lockPasswd',
  'logsList',
] as const;
export type StoreName = (typeof storeNames)[number];

export interface StoreEntry<T = unknown> {
  dataType: string;
  content: T;
  /** Date.now() when the value was written. */
  datetime: number;
  /** Present (as 'session') when the value lives in sessionStorage. */
  type?: 'session';
}

export const storePrefix = `${website.key}-`;

export function keyOf(name: StoreName): string {
  return storePrefix + name;
}

function areaOf(type?: 'session'): Storage {
  return type === 'session' ? window.sessionStorage : window.localStorage;
}

export function setStore(params: { name: StoreName; content: unknown; type?: 'session' }): void {
  const { name, content, type } = params;
  const entry: StoreEntry = { dataType: typeof content, content, datetime: Date.now() };
  if (type) entry.type = type;
  areaOf(type).setItem(keyOf(name), JSON.stringify(entry));
}

function parse(raw: string | null): StoreEntry | undefined {
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as StoreEntry;
    return entry && typeof entry === 'object' && 'content' in entry ? entry : undefined;
  } catch {
    // A value written by something else (or corrupted) reads as missing rather than crashing the app.
    return undefined;
  }
}

/** The whole entry, session first then local (Saber's order), or undefined. */
export function getStoreEntry<T = unknown>(params: { name: StoreName }): StoreEntry<T> | undefined {
  const key = keyOf(params.name);
  return (parse(window.sessionStorage.getItem(key)) ?? parse(window.localStorage.getItem(key))) as
    | StoreEntry<T>
    | undefined;
}

export function getStore<T = unknown>(params: { name: StoreName }): T | undefined {
  return getStoreEntry<T>(params)?.content;
}

/** Removes the value from both areas so a stale copy in the other one cannot resurface. */
export function removeStore(params: { name: StoreName }): void {
  const key = keyOf(params.name);
  window.sessionStorage.removeItem(key);
  window.localStorage.removeItem(key);
}

/** Clears this console's keys only (other apps may share the origin). */
export function clearStore(params: { type?: 'session' | 'local' } = {}): void {
  const areas =
    params.type === 'session'
      ? [window.sessionStorage]
      : params.type === 'local'
        ? [window.localStorage]
        : [window.sessionStorage, window.localStorage];
  for (const area of areas) {
    const keys: string[] = [];
    for (let i = 0; i < area.length; i++) keys.push(area.key(i) ?? '');
    for (const key of keys) if (key.startsWith(storePrefix)) area.removeItem(key);
  }
}
