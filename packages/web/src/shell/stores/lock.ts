import { getStore, removeStore, setStore } from '../../lib/storage.ts';

/**
 * The screen lock (Saber: `isLock`, `lockPasswd`) is kept in localStorage with the session it locks: every tab of
 * the console is locked, a new tab opens on /lock too, and signing in or out clears it (spec §4). The top bar's lock
 * dialog sets it; the route guard sends a locked user to /lock whatever address they type; the lock page unlocks
 * with the same password.
 *
 * The password itself is never stored: `lockPasswd` holds a salted, stretched hash. People often reuse their sign-in
 * password as a lock password, so a plain or merely salted hash in storage would hand it to anyone who reads it.
 */
export interface LockSecret {
  /** PBKDF2 with SHA-256 through Web Crypto; iterated salted MD5 where Web Crypto is missing (plain http). */
  alg: 'PBKDF2-SHA-256' | 'MD5';
  iterations: number;
  /** 16 random bytes, hex. */
  salt: string;
  /** Hex. */
  hash: string;
}

const pbkdf2Iterations = 100_000;
const md5Iterations = 2_000;

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

function randomSalt(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/** Web Crypto's subtle API exists only in secure contexts (https, localhost); an intranet http console lacks it. */
function subtle(): SubtleCrypto | undefined {
  return typeof crypto !== 'undefined' && crypto.subtle ? crypto.subtle : undefined;
}

async function derive(password: string, secret: Omit<LockSecret, 'hash'>): Promise<string> {
  const api = subtle();
  if (secret.alg === 'PBKDF2-SHA-256') {
    if (!api) throw new Error('Web Crypto is not available');
    const encoder = new TextEncoder();
    const key = await api.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
    const bits = await api.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(secret.salt), iterations: secret.iterations },
      key,
      256,
    );
    return hex(bits);
  }
  // js-md5 loads only here (and when signing in): the guard imports this store, so it is on the login page.
  const { md5Hex } = await import('../../lib/md5.ts');
  let hash = md5Hex(`${secret.salt}:${password}`);
  for (let i = 1; i < secret.iterations; i++) hash = md5Hex(`${secret.salt}:${hash}`);
  return hash;
}

/** A fresh secret for the password (a new random salt each time). */
export async function hashLockPassword(password: string): Promise<LockSecret> {
  const base = subtle()
    ? { alg: 'PBKDF2-SHA-256' as const, iterations: pbkdf2Iterations, salt: randomSalt() }
    : { alg: 'MD5' as const, iterations: md5Iterations, salt: randomSalt() };
  return { ...base, hash: await derive(password, base) };
}

/** True when the password is the one the secret was made from. */
export async function matchesLockPassword(password: string, secret: LockSecret): Promise<boolean> {
  try {
    return (await derive(password, secret)) === secret.hash;
  } catch {
    return false;
  }
}

function isSecret(value: unknown): value is LockSecret {
  const s = value as LockSecret | undefined;
  return (
    !!s &&
    typeof s === 'object' &&
    (s.alg === 'PBKDF2-SHA-256' || s.alg === 'MD5') &&
    Number.isInteger(s.iterations) &&
    s.iterations > 0 &&
    typeof s.salt === 'string' &&
    typeof s.hash === 'string'
  );
}

export function isLocked(): boolean {
  return getStore<boolean>({ name: 'isLock' }) === true;
}

/** Bumped by every lock and unlock, so a hash that finishes after the lock was cleared or replaced is dropped. */
let generation = 0;

/**
 * Locks the session with the password, stored as its hash only. The flag is set at once (the lock takes effect
 * even if the caller does not wait); the promise resolves once the hash is stored, which is when unlocking works.
 */
export function lockScreen(password: string): Promise<void> {
  const mine = ++generation;
  // An earlier lock's secret must not unlock this one.
  removeStore({ name: 'lockPasswd' });
  setStore({ name: 'isLock', content: true });
  return hashLockPassword(password).then((secret) => {
    if (mine === generation && isLocked()) setStore({ name: 'lockPasswd', content: secret });
  });
}

/** True (and unlocked) when the password matches the one the lock was set with. */
export async function unlockScreen(password: string): Promise<boolean> {
  const secret = getStore<unknown>({ name: 'lockPasswd' });
  if (!isSecret(secret) || !(await matchesLockPassword(password, secret))) return false;
  clearLock();
  return true;
}

export function clearLock(): void {
  generation++;
  removeStore({ name: 'isLock' });
  removeStore({ name: 'lockPasswd' });
}
