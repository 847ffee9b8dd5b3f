import { createHash, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords: the browser sends md5 hex of what the user typed (the spec requires it); we keep argon2id of that.
 * BladeX databases hold sha1(md5hex); such a hash is accepted once and upgraded at that login.
 */
const argonOptions = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
export const sha1Hex = (text: string) => createHash('sha1').update(text).digest('hex');
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export function hashPassword(md5: string): Promise<string> {
  return hash(md5.toLowerCase(), argonOptions);
}

export function isLegacyHash(stored: string): boolean {
  return /^[0-9a-f]{40}$/.test(stored);
}

export async function verifyPassword(stored: string, md5: string): Promise<boolean> {
  const given = md5.toLowerCase();
  if (isLegacyHash(stored)) return safeEqual(stored, sha1Hex(given));
  try {
    return await verify(stored, given);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check, so an unknown account cannot be told from a wrong password. */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(md5: string): Promise<void> {
  dummy ??= hashPassword(md5Hex('not-a-password'));
  await verify(await dummy, md5).catch(() => false);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
