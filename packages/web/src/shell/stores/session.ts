import type { MenuNode, TokenReply } from '@pharma/contract';
import { create } from 'zustand';
import { setHttpHooks } from '../../lib/http.ts';
import type { PermissionMap } from '../../lib/permission.ts';
import { getStore, removeStore, setStore } from '../../lib/storage.ts';
import { useTags } from '../tabs/tagsStore.ts';
import { clearLock } from './lock.ts';

/**
 * Who is signed in, what they may see and do. Every field is persisted through lib/storage so a reload (or
 * another tab) starts from the same session; the store is read at start-up, the storage is the source of truth.
 */
export interface SessionState {
  token: string;
  refreshToken: string;
  tenantId: string;
  /** The whole token reply, as Saber keeps it (user_id, real_name, role_name, …). */
  userInfo: TokenReply | null;
  /** The server's menu tree; null until it has been loaded (from storage or the server). */
  menu: MenuNode[] | null;
  permission: PermissionMap;
  /** Stores a token reply: token, refresh token, tenant id and user info. */
  setTokens(reply: TokenReply): void;
  setMenu(menu: MenuNode[]): void;
  setPermission(permission: PermissionMap): void;
  /** The password given by someone else was changed: the rest of the console opens. */
  passwordChanged(): void;
  /** Re-reads the session from storage (another tab signed in or refreshed the token). */
  reloadFromStorage(): void;
  /** Forgets the session locally: token, refresh token, user info, menu, permission, tags, lock. */
  localLogout(): void;
}

function fromStorage() {
  return {
    token: getStore<string>({ name: 'token' }) ?? '',
    refreshToken: getStore<string>({ name: 'refreshToken' }) ?? '',
    tenantId: getStore<string>({ name: 'tenantId' }) ?? '',
    userInfo: getStore<TokenReply>({ name: 'userInfo' }) ?? null,
    menu: getStore<MenuNode[]>({ name: 'menu' }) ?? null,
    permission: getStore<PermissionMap>({ name: 'permission' }) ?? {},
  };
}

export const useSession = create<SessionState>((set) => ({
  ...fromStorage(),
  reloadFromStorage() {
    set(fromStorage());
  },
  setTokens(reply) {
    setStore({ name: 'token', content: reply.access_token });
    // Refresh tokens rotate: the old one is dead the moment a new one is issued.
    setStore({ name: 'refreshToken', content: reply.refresh_token });
    setStore({ name: 'tenantId', content: reply.tenant_id });
    setStore({ name: 'userInfo', content: reply });
    set({ token: reply.access_token, refreshToken: reply.refresh_token, tenantId: reply.tenant_id, userInfo: reply });
  },
  passwordChanged() {
    set((s) => {
      if (!s.userInfo?.must_change_password) return s;
      const userInfo = { ...s.userInfo, must_change_password: false };
      setStore({ name: 'userInfo', content: userInfo });
      return { userInfo };
    });
  },
  setMenu(menu) {
    setStore({ name: 'menu', content: menu });
    set({ menu });
  },
  setPermission(permission) {
    setStore({ name: 'permission', content: permission });
    set({ permission });
  },
  localLogout() {
    for (const name of ['token', 'refreshToken', 'userInfo', 'menu', 'permission', 'topMenuId'] as const) {
      removeStore({ name });
    }
    clearLock();
    useTags.getState().reset();
    set({ token: '', refreshToken: '', userInfo: null, menu: null, permission: {} });
  },
}));

/**
 * The role aliases of the signed-in user (`role_name` is comma-joined), as the contract's `commaList` splits them.
 * Not that helper itself: it lives beside the zod schemas (kit/schema.ts), and this store is in the login page.
 */
export function rolesOf(userInfo: Pick<TokenReply, 'role_name'> | null | undefined): string[] {
  const parts = (userInfo?.role_name ?? '').split(',').map((s) => s.trim());
  return [...new Set(parts.filter(Boolean))];
}

// A 401 anywhere ends the session here; the http layer itself knows nothing about the store.
setHttpHooks({ onUnauthorized: () => useSession.getState().localLogout() });
