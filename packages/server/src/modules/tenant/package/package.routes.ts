import { tenantPackageSelectCall } from '@pharma/contract';
import { asc } from 'drizzle-orm';
import { ok } from '../../../platform/envelope.ts';
import { forbidden } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { scoped } from '../../../platform/scope.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { tenantPackageTable as pkg } from './package.table.ts';

/** tenant-package/select: the picker of 租户管理's 产品包管理 (the CRUD kit serves the package's four calls). */
export function tenantPackageRoutes(app: App) {
  serve(app, tenantPackageSelectCall, async (req) => {
    const ctx = ctxOf(req);
    if (!ctx.isAdministrator) throw forbidden();
    const rows = await ctx.db
      .select({ id: pkg.id, packageName: pkg.packageName })
      .from(pkg)
      .where(scoped(ctx, pkg))
      .orderBy(asc(pkg.id));
    return ok(
      req,
      rows.map((r) => ({ id: String(r.id), packageName: String(r.packageName ?? '') })),
    );
  });
}
