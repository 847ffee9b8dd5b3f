import type { ButtonNode, MenuNode } from '@pharma/contract';
import { getData } from '../lib/http.ts';

/** The caller's menu tree. BladeX answers `{}` instead of `[]` when there is nothing, so non-arrays become []. */
export async function fetchRoutes(topMenuId?: string): Promise<MenuNode[]> {
  const data = await getData<unknown>('/blade-system/menu/routes', topMenuId ? { topMenuId } : undefined);
  return Array.isArray(data) ? (data as MenuNode[]) : [];
}

export async function fetchButtons(): Promise<ButtonNode[]> {
  const data = await getData<unknown>('/blade-system/menu/buttons');
  return Array.isArray(data) ? (data as ButtonNode[]) : [];
}
