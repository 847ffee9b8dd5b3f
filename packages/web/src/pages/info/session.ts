import type { TokenReply } from '@pharma/contract';
import { setStore } from '../../lib/storage.ts';
import { useSession } from '../../shell/stores/session.ts';

/**
 * After the profile is saved the shell shows the new name and avatar at once: the session's user info (the token
 * reply Saber keeps) is updated in storage and in the store, the same way the session store writes it.
 */
export function updateSessionUser(patch: Partial<Pick<TokenReply, 'real_name' | 'nick_name' | 'avatar'>>): void {
  const current = useSession.getState().userInfo;
  if (!current) return;
  const userInfo = { ...current, ...patch };
  setStore({ name: 'userInfo', content: userInfo });
  useSession.setState({ userInfo });
}
