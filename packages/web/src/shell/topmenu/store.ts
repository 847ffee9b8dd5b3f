import type { MenuNode } from '@pharma/contract';
import { create } from 'zustand';
import { fetchButtons, fetchRoutes } from '../../api/menu.ts';
import { toPermissionMap } from '../../lib/permission.ts';
import { getStore, removeStore, setStore } from '../../lib/storage.ts';
import { useSession } from '../stores/session.ts';

/**
 * The top menu the user picked and the side menu it shows. The session keeps the FULL menu (the route guard and
 * the tabs need every page the user may open, whichever top menu is picked); the sidebar renders the tree here.
 */
export interface TopMenuState {
  /** The picked top menu's id; '' is 全部 (the whole menu). Remembered in storage `topMenuId`. */
  topMenuId: string;
  /** The picked top menu's tree, once loaded; null with a load failure (the sidebar then shows the whole menu). */
  sideMenu: MenuNode[] | null;
  /** The id `sideMenu` was loaded for; anything else means the tree is not loaded yet. */
  sideFor: string | null;
  /** Picks a top menu ('' for all): remembers it, loads its tree and refreshes the buttons. */
  choose(id: string): Promise<void>;
  /** (Re)loads the tree of the remembered top menu; never rejects (the http layer has shown the error). */
  loadSide(): Promise<void>;
}

/** Each load takes a number; an answer that arrives after a newer load started is dropped. */
let loadSeq = 0;

export const useTopMenu = create<TopMenuState>((set, get) => ({
  topMenuId: getStore<string>({ name: 'topMenuId' }) ?? '',
  sideMenu: null,
  sideFor: null,
  async loadSide() {
    const id = get().topMenuId;
    const seq = ++loadSeq;
    // Forget the previous tree first: after a login it may be another user's.
    set({ sideMenu: null, sideFor: null });
    if (!id) return;
    const tree = await fetchRoutes(id).catch(() => null);
    if (seq === loadSeq) set({ sideMenu: tree, sideFor: id });
  },
  async choose(id) {
    if (id) setStore({ name: 'topMenuId', content: id });
    else removeStore({ name: 'topMenuId' });
    set({ topMenuId: id });
    const buttons = fetchButtons()
      .then((b) => useSession.getState().setPermission(toPermissionMap(b)))
      .catch(() => undefined);
    await Promise.all([get().loadSide(), buttons]);
  },
}));

/** The tree the sidebar shows: the whole menu for 全部, the picked top menu's once loaded, nothing until then. */
export function sideTree(
  menu: readonly MenuNode[] | null,
  state: Pick<TopMenuState, 'topMenuId' | 'sideMenu' | 'sideFor'>,
): readonly MenuNode[] {
  if (!state.topMenuId) return menu ?? [];
  if (state.sideFor !== state.topMenuId) return [];
  return state.sideMenu ?? menu ?? [];
}

// Signing out drops the loaded tree (the choice itself stays, like the language: it is not personal data).
useSession.subscribe((now, before) => {
  if (before.token && !now.token) {
    loadSeq++;
    useTopMenu.setState({ sideMenu: null, sideFor: null });
  }
});
