import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flowCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/database.ts';
import { type Session, sessionAt, signedInAt } from '../helpers/api-kit.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { newDept, newRole, newUser } from '../helpers/fixtures.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../helpers/processes.ts';

/**
 * The claim race on PostgreSQL: one task offered to a role, fifty of its holders claim it at the same moment
 * through two server processes. Exactly one wins; the other 49 are told someone else has it; the task names the
 * winner. (The embedded database belongs to one process, so this runs in the PostgreSQL pass only.)
 */
const secret = 'flow-claim-race-shares-this-token-secret-0123456789';
const work = mkdtempSync(join(tmpdir(), 'pharma-claim-'));
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let a: ServerProcess;
let b: ServerProcess;

describe.skipIf(databaseKind !== 'postgres')('the claim race across two processes on PostgreSQL', () => {
  /** Each manager signed in at one of the two processes, alternately. */
  const managers: Session[] = [];
  let applicant: Session;
  let approver: string;

  beforeAll(async () => {
    fresh = await freshDatabaseUrl();
    const env = (name: string) => ({
      DATABASE_URL: fresh.url!,
      DATA_DIR: join(work, name),
      TOKEN_SECRET: secret,
      CAPTCHA_ENABLED: 'false',
      DEMO_DATA: 'false',
      SIGN_IN_RATE_LIMIT: '0',
    });
    a = await startServerProcess('a', env('a'));
    b = await startServerProcess('b', env('b'));
    const database = await openDatabase({ databaseUrl: fresh.url!, dataDir: work });
    try {
      const db = database.db;
      const role = await newRole(db, { tenantId: '000000', name: '部门经理', alias: 'manager', codes: [] });
      const dept = await newDept(db, { tenantId: '000000', name: '审批部' });
      const ids = async (account: string, roleIds: string[]) =>
        newUser(db, { tenantId: '000000', account, password: 'pw-race', roleIds, deptIds: [dept] });
      approver = await ids('race-hr', []);
      await ids('race-applicant', []);
      for (let i = 0; i < 50; i++) await ids(`race-manager-${i}`, [role]);
    } finally {
      await database.close();
    }
    applicant = await signedInAt(a.url, 'race-applicant', 'pw-race');
    for (let i = 0; i < 50; i++) managers.push(await signedInAt((i % 2 ? b : a).url, `race-manager-${i}`, 'pw-race'));
  }, 240_000);

  afterAll(async () => {
    await stopServerProcess(a);
    await stopServerProcess(b);
    await fresh?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('gives the task to exactly one of fifty simultaneous claims', async () => {
    const definitions = (await applicant.send(flowCalls.startList)).body;
    const leave = definitions.data.records.find((r) => r.key === 'Leave')!;
    const started = (
      await applicant.send(flowCalls.leaveStartProcess, {
        body: {
          processDefinitionId: leave.id,
          taskUser: approver,
          startTime: '2026-12-01 09:00:00',
          endTime: '2026-12-02 09:00:00',
          reason: '抢签测试',
        },
      })
    ).body;
    expect(started.code, started.msg).toBe(200);
    // The approver signs in at the other process, sees the task there and completes it at the first.
    const hr = await signedInAt(b.url, 'race-hr', 'pw-race');
    const [task] = (await hr.send(flowCalls.todoList)).body.data.records;
    const atA = sessionAt(a.url, hr.token);
    expect(
      (
        await atA.send(flowCalls.completeTask, {
          body: { taskId: task!.taskId, processInstanceId: task!.processInstanceId, flag: 'ok', comment: '同意' },
        })
      ).body.code,
    ).toBe(200);
    const [offered] = (await sessionAt(b.url, managers[0]!.token).send(flowCalls.claimList)).body.data.records;
    expect(offered!.taskName).toBe('经理审批');

    const replies = (
      await Promise.all(
        managers.map((manager) => manager.send(flowCalls.claimTask, { query: { taskId: offered!.taskId } })),
      )
    ).map((reply) => reply.body);
    const winners = replies.filter((r) => r.success);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.msg).toBe('已签收, 请在待办事务中办理');
    const refusals = replies.filter((r) => !r.success);
    expect(refusals).toHaveLength(49);
    expect(new Set(refusals.map((r) => r.msg))).toEqual(new Set(['该任务已被其他人签收']));

    // The winner has it to do; nobody else can claim or see it offered any more.
    const winner = managers[replies.findIndex((r) => r.success)]!;
    const todo = (await sessionAt(a.url, winner.token).send(flowCalls.todoList)).body.data.records;
    expect(todo.map((r) => r.taskId)).toEqual([offered!.taskId]);
    for (const manager of managers.slice(0, 5))
      if (manager !== winner)
        expect((await sessionAt(b.url, manager.token).send(flowCalls.claimList)).body.data.total).toBe(0);
  }, 120_000);
});
