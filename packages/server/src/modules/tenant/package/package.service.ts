import { commaList, isIdText, tenantPackageResource } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { crudService } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { liveMenuIds } from '../../system/public.ts';

/** Every id of `menuId` must name a live menu or button; the value is stored trimmed and without repeats. */
async function checkMenuIds(ctx: Ctx, values: Record<string, unknown>): Promise<void> {
  if (typeof values.menuId !== 'string') return;
  const ids = commaList(values.menuId);
  const malformed = ids.filter((id) => !isIdText(id));
  if (malformed.length > 0) {
    throw badRequest(
      { zh: '菜单编号格式不正确: {ids}', en: 'These menu ids are not valid: {ids}' },
      { ids: malformed.join(',') },
    );
  }
  const known = await liveMenuIds(ctx.db, ids);
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw badRequest(
      { zh: '菜单不存在或已被删除: {ids}', en: 'These menus do not exist or have been deleted: {ids}' },
      { ids: missing.join(',') },
    );
  }
  values.menuId = ids.join(',');
}

/** Packages decide what whole tenants may use, so the declaration makes them the platform administrator's alone. */
export const tenantPackageService = crudService(tenantPackageResource, {
  beforeWrite: (ctx, values) => checkMenuIds(ctx, values),
});
