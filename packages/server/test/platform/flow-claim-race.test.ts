import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/database.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { newDept, newRole, newUser } from '../helpers/fixtures.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../helpers/processes.ts';
import { basic, md5 } from '../helpers/server.ts';

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

async function call(
  p: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; body?: unknown; query?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'accept-language': 'zh' };
  if (opts.token) headers['blade-auth'] = `bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const url = new URL(path, p.url);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return (await res.json()) as any;
}

async function login(p: ServerProcess, account: string, password: string): Promise<string> {
  const url = new URL('/api/blade-auth/oauth/token', p.url);
  const params = { tenantId: '000000', grant_type: 'password', username: account, password: md5(password) };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const res = await fetch(url, { method: 'POST', headers: { authorization: basic(), 'tenant-id': '000000' } });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`${account} could not sign in: ${JSON.stringify(body)}`);
  return body.access_token;
}

describe.skipIf(databaseKind !== 'postgres')('the claim race across two processes on PostgreSQL', () => {
  const managers: string[] = [];
  let applicant: string;
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
    applicant = await login(a, 'race-applicant', 'pw-race');
    for (let i = 0; i < 50; i++) managers.push(await login(i % 2 ? b : a, `race-manager-${i}`, 'pw-race'));
  }, 240_000);

  afterAll(async () => {
    await stopServerProcess(a);
    await stopServerProcess(b);
    await fresh?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('gives the task to exactly one of fifty simultaneous claims', async () => {
    const definitions = await call(a, 'GET', '/api/blade-flow/work/start-list', { token: applicant });
    const leave = definitions.data.records.find((r: { key: string }) => r.key === 'Leave');
    const started = await call(a, 'POST', '/api/blade-desk/process/leave/start-process', {
      token: applicant,
      body: {
        processDefinitionId: leave.id,
        taskUser: approver,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-02 09:00:00',
        reason: '抢签测试',
      },
    });
    expect(started.code, started.msg).toBe(200);
    const hr = await login(b, 'race-hr', 'pw-race');
    const [task] = (await call(b, 'GET', '/api/blade-flow/work/todo-list', { token: hr })).data.records;
    expect(
      (
        await call(a, 'POST', '/api/blade-flow/work/complete-task', {
          token: hr,
          body: { taskId: task.taskId, processInstanceId: task.processInstanceId, flag: 'ok', comment: '同意' },
        })
      ).code,
    ).toBe(200);
    const [offered] = (await call(b, 'GET', '/api/blade-flow/work/claim-list', { token: managers[0] })).data.records;
    expect(offered.taskName).toBe('经理审批');

    const replies = await Promise.all(
      managers.map((token, i) =>
        call(i % 2 ? b : a, 'POST', '/api/blade-flow/work/claim-task', { token, query: { taskId: offered.taskId } }),
      ),
    );
    const winners = replies.filter((r) => r.success);
    expect(winners).toHaveLength(1);
    expect(winners[0].msg).toBe('已签收, 请在待办事务中办理');
    const refusals = replies.filter((r) => !r.success);
    expect(refusals).toHaveLength(49);
    expect(new Set(refusals.map((r) => r.msg))).toEqual(new Set(['该任务已被其他人签收']));

    // The winner has it to do; nobody else can claim or see it offered any more.
    const winner = managers[replies.findIndex((r) => r.success)]!;
    const todo = (await call(a, 'GET', '/api/blade-flow/work/todo-list', { token: winner })).data.records;
    expect(todo.map((r: { taskId: string }) => r.taskId)).toEqual([offered.taskId]);
    for (const token of managers.slice(0, 5))
      if (token !== winner)
        expect((await call(b, 'GET', '/api/blade-flow/work/claim-list', { token })).data.total).toBe(0);
  }, 120_000);
});
