import { and, eq, inArray } from 'drizzle-orm';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { demoCtx } from '../grade/demo-ctx.ts';
import { whitelistTable } from '../whitelist/whitelist.table.ts';
import { uploadHisTable as his } from './upload.table.ts';
import { uploadHisDtlTable as dtl } from './upload-dtl.table.ts';
import { uploadStatus } from './upload-journal.ts';

/** A demo row of the whitelist file: phone, name, employee no., department, post, shippers. */
type DemoLine = [string, string, string, string, string, string];

const lines: DemoLine[] = [
  ['13800001003', '王强', 'HD0103', '华东一区', '业务员', 'HDKY'],
  ['13800001004', '刘洋', 'HD0104', '华东二区', '业务员', 'HDKY,XJZT'],
  ['1380000101', '张伟', 'HD0101', '采购部', '内勤', 'HDKY'],
  ['13800001005', '陈静', 'HD0105', '销售部', '区域经理', 'HDKY,XJZT,YLBC'],
  ['13800001007', '周敏', 'HD0107', '华东一区', '业务员', 'HDKY'],
  ['13800001008', '吴迪', 'HD0108', '华东二区', '业务员', 'HDKY'],
];

/** The day `days` before today, as the batch number and the times of the demo upload use it. */
function daysAgo(days: number, hour: number): Date {
  const at = new Date(Date.now() - days * 86_400_000);
  at.setUTCHours(hour - 8, 12, 0, 0);
  return at;
}

/**
 * 导入记录 on a first look (docs/domain.md §5): 陈静's whitelist file of last week, six rows, five updating the reps' rows
 * and one refused (a phone missing a digit), with its lines. Idempotent by batch number.
 */
export async function seedUploads(db: Db): Promise<void> {
  const tenantId = demoTenantIds.distributor;
  const ctx = await demoCtx(db, tenantId, 'chenjing');
  if (!ctx.userId) return;
  const started = daysAgo(6, 10);
  const batchNo = `DR${started.toISOString().slice(0, 10).replaceAll('-', '')}0001`;
  const [known] = await db
    .select({ id: his.id })
    .from(his)
    .where(and(ofTenant(his, tenantId), eq(his.batchNo, batchNo)));
  if (known) return;
  const listed = await db
    .select({ id: whitelistTable.id, phone: whitelistTable.phone })
    .from(whitelistTable)
    .where(
      and(
        ofTenant(whitelistTable, tenantId),
        inArray(
          whitelistTable.phone,
          lines.map((l) => l[0]),
        ),
      ),
    );
  const idOf = new Map(listed.map((r) => [String(r.phone), String(r.id)]));
  const outcomes = lines.map(([phone, name, no, dept, post, shippers], i) => {
    const targetId = idOf.get(phone);
    const ok = targetId !== undefined;
    return {
      rowNo: i + 2,
      businessKey: phone,
      rowData: JSON.stringify({
        手机号: phone,
        姓名: name,
        工号: no,
        部门: dept,
        岗位: post,
        '货主编码(多个用逗号)': shippers,
      }),
      result: ok ? 1 : 0,
      errorMsg: ok ? '已更新' : '手机号格式错误',
      targetId: ok ? targetId : null,
    };
  });
  const succeeded = outcomes.filter((o) => o.result === 1).length;
  const [record] = await db
    .insert(his)
    .values({
      tenantId,
      batchNo,
      moduleNo: 101,
      moduleName: '白名单',
      fileName: '白名单-华东区2026.xlsx',
      fileSize: 10_842,
      totalCount: outcomes.length,
      successCount: succeeded,
      failCount: outcomes.length - succeeded,
      status: succeeded === outcomes.length ? uploadStatus.allOk : uploadStatus.partly,
      startTime: started,
      endTime: new Date(started.getTime() + 1_400),
      operatorId: ctx.userId,
      operatorName: ctx.realName,
      createUser: ctx.userId,
      createTime: started,
      updateTime: started,
    } as never)
    .returning({ id: his.id });
  await db.insert(dtl).values(outcomes.map((o) => ({ tenantId, hisId: record!.id, ...o })) as never);
}
