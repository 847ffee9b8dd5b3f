import { attachResource, type BladeFile } from '@pharma/contract';
import { and, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { type CrudService, crudService } from '../../../platform/crud/service.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import { scoped } from '../../../platform/scope.ts';
import { servingOf } from '../oss/file-types.ts';
import { type OssServices, storeCall, type UploadTarget } from '../oss/oss.service.ts';
import { keyPattern } from '../oss/storage.ts';
import { attachTable as attach } from './attach.table.ts';

/**
 * 附件管理: the generic CRUD, except that removing attachments removes their stored objects first (from the store
 * that holds each: the config recorded with it, or the server's folder), so a removed row never leaves a file behind.
 */
export function attachServices(oss: OssServices) {
  const base = crudService(attachResource, {
    // BladeX 2.9 reads `domain`, 3.0+ `domainUrl`: both are sent.
    toRecord(_ctx, record) {
      return { ...record, domain: record.domainUrl ?? record.domain ?? null };
    },
  });

  const service: CrudService = {
    ...base,
    async remove(ctx, ids) {
      const rows = await ctx.db
        .select({ name: attach.name, ossCode: attach.ossCode })
        .from(attach)
        .where(and(scoped(ctx, attach), inArray(attach.id, ids)));
      for (const row of rows) {
        const key = String(row.name ?? '');
        if (!keyPattern.test(key)) continue;
        const holder = await oss.holderOf(ctx, row.ossCode as string | null);
        if (!holder) continue;
        try {
          await storeCall(() => holder.store.remove(key));
        } finally {
          holder.release();
        }
      }
      return base.remove(ctx, ids);
    },
  };

  /** put-file-attach: the attachment row of a file just stored; its id comes back as the BladeFile's attachId. */
  async function record(ctx: Ctx, target: UploadTarget, file: BladeFile, size: number): Promise<string> {
    const extension = file.name.split('.').pop() ?? 'bin';
    const { record: saved } = await base.submit(ctx, {
      link: file.link,
      domainUrl: file.domain,
      domain: file.domain,
      name: file.name,
      originalName: file.originalName,
      extension,
      attachSize: size,
      contentType: servingOf(extension).contentType,
      ossCode: target.code,
    });
    return String(saved.id);
  }

  /**
   * remove-file and remove-files: the attachment rows of objects removed without 附件管理 go too (any the caller's
   * tenant holds, whatever their data scopes), so no row is left pointing at nothing.
   */
  async function forget(ctx: Ctx, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await ctx.db
      .update(attach)
      .set(removedBy(ctx))
      .where(and(scoped(ctx, attach, { dataScope: false }), inArray(attach.name, keys)));
  }

  return { service, record, forget };
}
