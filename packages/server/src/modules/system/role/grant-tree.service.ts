import type { Lang, TreeNode } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { treeOf } from '../../../platform/tree.ts';
import { menuName } from '../menu/menu-names.ts';
import { type Grantables, grantables } from './role-grant.service.ts';

type MenuRow = Grantables['menu'][number];
type ScopeRow = Grantables['dataScope'][number] | Grantables['apiScope'][number];

/**
 * Scope rows under their menu (`parentId` = menu id). The menus are headings, not grantable here: each scope's own
 * menu, and above it the ancestors among `headings` (every menu for the administrator, the caller's grantable
 * menus otherwise), so the tree reads like the menu tree without showing menus the caller cannot grant.
 */
function scopeTree(scopes: ScopeRow[], allMenus: MenuRow[], headings: MenuRow[], lang: Lang): TreeNode[] {
  const byId = new Map(allMenus.map((m) => [m.id, m]));
  const allowed = new Set(headings.map((m) => m.id));
  const shown = new Map<string, MenuRow>();
  for (const s of scopes) {
    const own = byId.get(s.menuId);
    if (own) shown.set(own.id, own);
    for (let at = own && byId.get(own.parentId); at && allowed.has(at.id) && !shown.has(at.id); ) {
      shown.set(at.id, at);
      at = byId.get(at.parentId);
    }
  }
  const rows = [
    ...[...shown.values()].map((m) => ({ id: m.id, parentId: m.parentId, sort: m.sort, title: menuName(m, lang) })),
    // Scopes after the sub-menus of their menu.
    ...scopes.map((s) => ({ id: s.id, parentId: s.menuId, sort: Number.MAX_SAFE_INTEGER, title: s.scopeName })),
  ];
  return treeOf(rows, (r) => r.title);
}

/** menu/grant-tree: exactly what the caller may grant, as three trees. */
export async function grantTree(ctx: Ctx): Promise<Record<'menu' | 'dataScope' | 'apiScope', TreeNode[]>> {
  const { all, offer } = await grantables(ctx);
  return {
    menu: treeOf(offer.menu, (m) => menuName(m, ctx.lang)),
    dataScope: scopeTree(offer.dataScope, all.menu, offer.menu, ctx.lang),
    apiScope: scopeTree(offer.apiScope, all.menu, offer.menu, ctx.lang),
  };
}
