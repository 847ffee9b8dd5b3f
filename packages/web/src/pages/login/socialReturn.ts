import { storePrefix } from '../../lib/storage.ts';

/**
 * What the login page needs back after the trip to a provider: the tenant chosen and the page to open afterwards
 * (`?redirect=`, e.g. a single sign-on request), which the provider's redirect cannot carry. Kept in this tab's
 * sessionStorage for the one trip, and taken (read and removed) when the provider's answer arrives.
 */
export interface SocialReturn {
  tenantId: string;
  redirect: string | null;
}

const key = `${storePrefix}socialReturn`;

export function rememberReturn(value: SocialReturn): void {
  window.sessionStorage.setItem(key, JSON.stringify(value));
}

export function takeReturn(): SocialReturn | undefined {
  const raw = window.sessionStorage.getItem(key);
  window.sessionStorage.removeItem(key);
  try {
    const value = raw ? (JSON.parse(raw) as Partial<SocialReturn>) : undefined;
    return typeof value?.tenantId === 'string'
      ? { tenantId: value.tenantId, redirect: typeof value.redirect === 'string' ? value.redirect : null }
      : undefined;
  } catch {
    return undefined;
  }
}
