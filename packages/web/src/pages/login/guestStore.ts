import { create } from 'zustand';

/** An unbound provider account's sign-in, waiting for the 账号注册 dialog: what the registration sends back. */
export interface GuestSignIn {
  /** The guest token: sent with register-guest only, never stored (the visitor is not signed in). */
  token: string;
  tenantId: string;
  oauthId: string;
  /** What the provider calls the visitor: the dialog's first guesses at the name and the account. */
  name: string;
  account: string;
}

/**
 * Held outside the page: the provider's answer arrives at /oauth/redirect/{source}, and the page moves to a clean
 * /login (a reload must not replay a used code) before the dialog opens; the two are different routes, so the page
 * mounts afresh in between. Memory only: a reload forgets the guest, as signing out does.
 */
export const useGuest = create<{ guest: GuestSignIn | null; set(guest: GuestSignIn | null): void }>((set) => ({
  guest: null,
  set: (guest) => set({ guest }),
}));
