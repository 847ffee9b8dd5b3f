import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import type { Menu } from './menu.api.ts';
import { useMenuWrites } from './useMenus.ts';

/**
 * Delete asks first, then says 删除成功 and hands the removed rows back (the page reloads their levels). A menu
 * that still has children is refused by the server (请先删除子节点, toasted by lib/http); nothing changes then.
 */
export function useRemoveMenus(onRemoved: (rows: Menu[]) => void) {
  const confirm = useConfirmAction();
  const { remove } = useMenuWrites();
  return (rows: Menu[]) =>
    confirm({
      run: async () => {
        await remove.mutateAsync(rows.map((r) => r.id));
        onRemoved(rows);
      },
    });
}
