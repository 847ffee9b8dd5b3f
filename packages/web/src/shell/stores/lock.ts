import { getStore, removeStore, setStore } from '../../lib/storage.ts';

/**
 * The screen lock lives in sessionStorage (Saber: `isLock`, `lockPasswd`), so it ends with the browser session.
 * The lock dialog of the shell (issue #5) sets it; the guard and the lock page read it.
 */
export function isLocked(): boolean {
  return getStore<boolean>({ name: 'isLock' }) === true;
}

export function lockScreen(password: string): void {
  setStore({ name: 'isLock', content: true, type: 'session' });
  setStore({ name: 'lockPasswd', content: password, type: 'session' });
}

/** True (and unlocked) when the password matches the one the lock was set with. */
export function unlockScreen(password: string): boolean {
  if (getStore<string>({ name: 'lockPasswd' }) !== password) return false;
  clearLock();
  return true;
}

export function clearLock(): void {
  removeStore({ name: 'isLock' });
  removeStore({ name: 'lockPasswd' });
}
