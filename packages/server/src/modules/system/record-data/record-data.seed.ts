import { defaultTenantId } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { maskedRow } from '../../../platform/data-record.ts';
import type { Db } from '../../../platform/db/database.ts';
import { paramTable as param } from '../param/param.table.ts';
import { recordDataSink } from './record-data-sink.ts';

/**
 * 数据审计's first rows: the administrator's edits of two demo parameters an hour ago (a raised upload limit, a
 * longer login-record retention), so the screen shows what a record holds on a first start.
 */
export async function loadDemoRecords(db: Db): Promise<void> {
  const edits: Array<[string, string]> = [
    ['file.maxUploadMb', '20'],
    ['sales.loginRecordDays', '90'],
  ];
  for (const [key, before] of edits) {
    // The platform's demo parameter of that key (another tenant may have one of the same key).
    const row = (await db.select().from(param).where(eq(param.paramKey, key))).find(
      (r) => r.tenantId === defaultTenantId,
    );
    if (!row) continue;
    const after = maskedRow(row as Record<string, unknown>);
    await recordDataSink(db, {
      tenantId: defaultTenantId,
      tableName: 'blade_param',
      operation: 'update',
      dataId: row.id,
      oldData: { ...after, paramValue: before },
      newData: after,
      userId: '',
      account: 'admin',
      startedAt: Date.now() - 4,
      request: { method: 'POST', url: '/api/blade-system/param/submit', ip: '127.0.0.1', userAgent: 'Mozilla/5.0' },
    });
  }
}
