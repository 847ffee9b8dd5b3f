import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { categoryPrefix, defaultTenantId } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { ofTenant } from '../../platform/scope.ts';
import { ensureModuleTemplates } from '../message/public.ts';
import { definitionTable, deploymentTable } from './definition/definition.table.ts';
import { flowTemplates } from './message-templates.ts';

/** The reference's leave process (LeaveProcess.bpmn20.xml, key Leave), as Flowable XML. */
export const leaveXml = readFileSync(new URL('./leave/leave.bpmn20.xml', import.meta.url), 'utf8');
export const leaveKey = 'Leave';
/** The sha-256 of the Leave XML shipped until issue 35 (the same steps; its chart drew routes over each other). */
const shippedBefore35 = '9fc9ac50ec365455038286702a9bcfc2bb7833aa941fa508d6777dcafec9b62e';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** 请假流程 in the `flow` dictionary. */
export const leaveCategory = `${categoryPrefix}1`;

/**
 * At every start: the Leave definition, common to every tenant, unless one is deployed already (an administrator
 * may have deployed a newer version; theirs stands), and with it the first time the platform tenant's workflow
 * message templates. True when it was deployed now.
 */
export async function ensureLeaveDefinition(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: definitionTable.id, xml: definitionTable.xml })
    .from(definitionTable)
    .where(and(ofTenant(definitionTable, ''), eq(definitionTable.key, leaveKey)))
    .limit(1);
  if (existing) {
    // The Leave shipped before issue 35, never redrawn: the same process with the leave form named and a chart whose
    // routes and labels no longer overlap. One an administrator changed is theirs and stays.
    if (sha256(existing.xml) === shippedBefore35)
      await db.update(definitionTable).set({ xml: leaveXml }).where(eq(definitionTable.id, existing.id));
    return false;
  }
  const [deployment] = await db
    .insert(deploymentTable)
    .values({ tenantId: '', name: '请假流程', category: leaveCategory })
    .returning();
  await db.insert(definitionTable).values({
    id: `${leaveKey}:1:${deployment!.id}`,
    tenantId: '',
    deploymentId: deployment!.id,
    key: leaveKey,
    name: '请假流程',
    description: '人事审批, 三天以内经理审批, 超过三天老板审批, 驳回后申请人调整申请',
    category: leaveCategory,
    version: 1,
    resourceName: 'LeaveProcess.bpmn20.xml',
    xml: leaveXml,
    formKey: 'leave',
    deployTime: deployment!.deployTime,
  });
  // The platform's own tenant hears of its tasks too (the demo tenants get theirs with the demo, new ones when made).
  await ensureModuleTemplates(db, defaultTenantId, Object.values(flowTemplates));
  return true;
}
