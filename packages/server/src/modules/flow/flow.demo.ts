import { defaultTenantId } from '@pharma/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { demoTenantIds } from '../../demo.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { Registry } from '../../platform/registry.ts';
import { ofTenant } from '../../platform/scope.ts';
import { ensureModuleTemplates } from '../message/public.ts';
import { roleAliasesOf } from '../system/public.ts';
import { accountOf } from '../user/public.ts';
import { definitionTable } from './definition/definition.table.ts';
import { leaveKey, leaveXml } from './flow.seed.ts';
import { taskTable } from './instance/instance.table.ts';
import { startLeave } from './leave/leave.service.ts';
import { flowTemplates } from './message-templates.ts';
import { flowModelTable } from './model/model.table.ts';
import { claimTask, completeTask } from './work/work.service.ts';

/** A demo user acting through the services, as their requests would (an empty registry: nothing is sent from a seed). */
async function actingAs(db: Db, tenantId: string, account: string): Promise<Ctx> {
  const found = await accountOf(db, tenantId, account);
  if (!found) throw new Error(`demo user ${account} is missing`);
  const roleIds = (found.roleId ?? '').split(',').filter(Boolean);
  return {
    db,
    tenantId,
    userId: found.id,
    account,
    realName: found.realName ?? account,
    sessionId: '',
    roleIds,
    roleAliases: await roleAliasesOf(db, tenantId, roleIds),
    deptIds: (found.deptId ?? '').split(',').filter(Boolean),
    postIds: [],
    mustChangePassword: false,
    isAdministrator: false,
    permissions: new Set(),
    dataScopes: [],
    lang: 'zh',
    timeZone: process.env.TIME_ZONE ?? 'Asia/Shanghai',
    registry: new Registry(),
  };
}

const day = 86_400_000;
const at = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(hour)}:00:00`;
};

/** The open task of a leave request's instance, to act on it. */
async function openTask(db: Db, instanceId: string) {
  const [task] = await db
    .select({ id: taskTable.id })
    .from(taskTable)
    .where(and(eq(taskTable.instanceId, instanceId), isNull(taskTable.endTime)));
  return task!.id;
}

/**
 * A leave request through the real services: applied by `applicant` with `approver` for 人事审批, then each
 * `steps` entry: who acts and whether they pass (claiming first where the task is offered to a role).
 */
async function demoLeave(
  db: Db,
  tenantId: string,
  definitionId: string,
  applicant: string,
  approver: string,
  days: number,
  reason: string,
  steps: Array<[string, boolean, string]>,
) {
  const me = await actingAs(db, tenantId, applicant);
  const approverUser = await accountOf(db, tenantId, approver);
  // A Monday one to three weeks ahead: `days` (at most five) are then that many working days (leave-days.ts).
  const today = new Date();
  const start = 7 * (Math.floor(Math.random() * 3) + 1) + ((8 - today.getDay()) % 7);
  const { leave } = await startLeave(me, {
    processDefinitionId: definitionId,
    taskUser: approverUser!.id,
    startTime: at(start, 9),
    endTime: at(start + days, 9),
    reason,
  });
  for (const [account, pass, comment] of steps) {
    const ctx = await actingAs(db, tenantId, account);
    const taskId = await openTask(db, leave.processInstanceId);
    const [task] = await db.select().from(taskTable).where(eq(taskTable.id, taskId));
    if (!task!.assigneeId) await claimTask(ctx, taskId);
    await completeTask(ctx, {
      taskId,
      processInstanceId: leave.processInstanceId,
      comment,
      ...(pass ? { flag: 'ok' } : {}),
      variables: {},
    });
  }
}

/**
 * 流程管理 and 我的事务 on a first look: the workflow's message templates in every demo tenant, a two-step model in
 * the designer, and leave requests in every state (waiting for 人事审批, offered to the 总经理 role, rejected back
 * to the applicant, approved and finished), so each work list has rows for the demo users.
 */
export async function loadDemoFlow(db: Db): Promise<void> {
  for (const tenantId of [defaultTenantId, ...Object.values(demoTenantIds)])
    await ensureModuleTemplates(db, tenantId, Object.values(flowTemplates));
  const [leave] = await db
    .select({ id: definitionTable.id })
    .from(definitionTable)
    .where(and(ofTenant(definitionTable, ''), eq(definitionTable.key, leaveKey)));
  if (!leave) return;
  await db.insert(flowModelTable).values({
    tenantId: defaultTenantId,
    modelKey: leaveKey,
    name: '请假流程',
    description: '请假: 人事审批后按天数经理或老板审批',
    version: 1,
    modelType: 0,
    modelEditorXml: leaveXml,
  });
  const t = defaultTenantId;
  await demoLeave(db, t, leave.id, 'wangfang', 'zhangwei', 2, '家中有事, 请假两天', []);
  await demoLeave(db, t, leave.id, 'chenjing', 'admin', 5, '年假, 外出旅游', [['admin', true, '同意, 注意交接']]);
  await demoLeave(db, t, leave.id, 'liuyang', 'admin', 1, '看病', [
    ['admin', true, '同意'],
    ['zhoujie', true, '同意, 早日康复'],
  ]);
  await demoLeave(db, t, leave.id, 'admin', 'zhangwei', 2, '参加行业展会', [
    ['zhangwei', false, '时间与季度评审冲突, 请调整'],
  ]);
  const d = demoTenantIds.distributor;
  await demoLeave(db, d, leave.id, 'sunli', 'wuting', 2, '回老家办事', []);
  await demoLeave(db, d, leave.id, 'qianhao', 'wuting', 4, '婚假', [['wuting', true, '同意, 新婚快乐']]);
}
