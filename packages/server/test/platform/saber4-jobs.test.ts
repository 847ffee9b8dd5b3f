import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMenus } from '../../src/modules/system/menu/menu.seed.ts';
import { menu } from '../../src/modules/system/menu/menu.table.ts';
import { type Saber4Session, saber4SignIn } from '../helpers/saber4.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The commercial Saber 4 console's 数据审计 (src/api/data/record.js, src/views/data/record.vue), 任务管理
 * (src/api/job/jobinfo.js, src/option/job/jobinfo.js, src/views/job/jobinfo.vue) and 任务服务
 * (src/api/job/jobserver.js, src/option/job/jobserver.js, src/views/job/jobserver.vue): every function of the three
 * api files sent as the console sends it, and the reply fields its views read.
 */
let s: TestServer;
let saber: Saber4Session;

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, demoData: true });
  saber = await saber4SignIn(s);
});
afterAll(() => s?.close());

/** What avue-crud reads of a page: `res.data.data.records` and `.total`. */
const pageOf = (res: { status: number; body: any; text: string }) => {
  expect(res.status, res.text).toBe(200);
  expect(res.body).toMatchObject({ code: 200, success: true });
  expect(Array.isArray(res.body.data.records)).toBe(true);
  expect(typeof res.body.data.total).toBe('number');
  return res.body.data.records as Array<Record<string, any>>;
};

describe('Saber 4 数据审计 (record.js)', () => {
  const columns = [
    'serviceId',
    'serverHost',
    'serverIp',
    'env',
    'recordLevel',
    'tableName',
    'method',
    'requestUri',
    'operation',
    'remoteIp',
    'recordUserName',
    'recordCost',
    'recordTime',
    'userAgent',
    'oldData',
    'newData',
    'recordResult',
    'recordMessage',
  ];

  it('getRecordList and getRecordDetail: the demo edits, with the columns and the drawer’s fields', async () => {
    // onLoad: getRecordList(page.currentPage, page.pageSize, Object.assign(params, this.query))
    const records = pageOf(
      await saber.send('GET', '/blade-system/record-data/list', { params: { current: 1, size: 10 } }),
    );
    const edit = records.find((r) => r.tableName === 'blade_param')!;
    expect(edit).toBeDefined();
    for (const key of columns) expect(edit, key).toHaveProperty(key);
    expect(edit.recordTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The search form's fields go as they are typed.
    const searched = pageOf(
      await saber.send('GET', '/blade-system/record-data/list', {
        params: { current: 1, size: 10, tableName: 'blade_param', serviceId: 'pharma-console' },
      }),
    );
    expect(searched.length).toBeGreaterThan(0);
    // beforeOpen: getRecordDetail(this.form.id) → res.data.data, the code editors read oldData / newData as JSON.
    const detail = await saber.send('GET', '/blade-system/record-data/detail', { params: { id: edit.id } });
    expect(detail.body.data.id).toBe(edit.id);
    expect(JSON.parse(detail.body.data.oldData)).toHaveProperty('paramValue');
    expect(JSON.parse(detail.body.data.newData)).toHaveProperty('paramValue');
    expect(() => JSON.parse(detail.body.data.recordResult)).not.toThrow();
  });

  it('addRecord, updateRecord, submitRecord: refused with the reason; removeRecord removes', async () => {
    for (const path of ['save', 'update', 'submit']) {
      const res = await saber.send('POST', `/blade-system/record-data/${path}`, { data: { tableName: 'blade_user' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, success: false });
      expect(res.body.msg).toContain('不能新增或修改');
    }
    const [first] = pageOf(
      await saber.send('GET', '/blade-system/record-data/list', { params: { current: 1, size: 1 } }),
    );
    const removed = await saber.send('POST', '/blade-system/record-data/remove', { params: { ids: first!.id } });
    expect(removed.body).toMatchObject({ code: 200, success: true });
    const gone = await saber.send('GET', '/blade-system/record-data/detail', { params: { id: first!.id } });
    expect(gone.body.success).toBe(false);
  });
});

describe('Saber 4 任务服务 (jobserver.js)', () => {
  it('getList, getDetail and the 任务应用 picker: this process, with the fields the table and form read', async () => {
    // onLoad: getList(current, size, { jobServerName_like, jobAppName_like })
    const records = pageOf(
      await saber.send('GET', '/blade-job/job-server/list', {
        params: { jobServerName_like: undefined, jobAppName_like: 'pharma', current: 1, size: 10 },
      }),
    );
    expect(records.length).toBeGreaterThan(0);
    for (const key of ['jobServerName', 'jobServerUrl', 'jobAppName', 'jobAppPassword', 'jobRemark'])
      expect(records[0]!, key).toHaveProperty(key);
    expect(records[0]!.jobAppPassword).toBe('');
    const detail = await saber.send('GET', '/blade-job/job-server/detail', { params: { id: records[0]!.id } });
    expect(detail.body.data).toMatchObject({ id: records[0]!.id, jobAppName: 'pharma-console' });
    // The job form's dicUrl, props { label: 'jobAppName', value: 'id' }.
    const select = await saber.send('GET', '/blade-job/job-server/select');
    expect(select.body.data[0]).toMatchObject({ id: expect.any(String), jobAppName: 'pharma-console' });
  });

  it('add is refused with the reason, update renames, sync beats, remove refuses an online server', async () => {
    const add = await saber.send('POST', '/blade-job/job-server/submit', {
      data: { jobServerName: 'pj', jobServerUrl: 'http://x', jobAppName: 'a', jobAppPassword: 'p' },
    });
    expect(add.status).toBe(400);
    expect(add.body.msg).toContain('不能手工新增');
    const [row] = pageOf(await saber.send('GET', '/blade-job/job-server/list', { params: { current: 1, size: 10 } }));
    const update = await saber.send('POST', '/blade-job/job-server/submit', {
      data: { ...row, jobServerName: '主节点', jobRemark: '机房 A' },
    });
    expect(update.body.data).toMatchObject({ jobServerName: '主节点', jobRemark: '机房 A' });
    // handleSync: sync() with no row.
    const sync = await saber.send('POST', '/blade-job/job-server/sync');
    expect(sync.body).toMatchObject({ success: true, data: { online: expect.any(Number) } });
    const remove = await saber.send('POST', '/blade-job/job-server/remove', { params: { ids: row!.id } });
    expect(remove.status).toBe(400);
    expect(remove.body.msg).toContain('在线的任务服务不能删除');
  });
});

describe('Saber 4 任务管理 (jobinfo.js)', () => {
  const columns = ['jobServerId', 'jobId', 'jobName', 'timeExpressionType', 'executeType', 'processorType', 'enable'];

  it('getList and getDetail: the demo jobs with the columns, the switch and every form field', async () => {
    // onLoad: getList(current, size, { jobServerId_like, jobName_like })
    const records = pageOf(
      await saber.send('GET', '/blade-job/job-info/list', {
        params: { jobServerId_like: undefined, jobName_like: undefined, current: 1, size: 10 },
      }),
    );
    expect(records.length).toBeGreaterThanOrEqual(3);
    for (const key of columns) expect(records[0]!, key).toHaveProperty(key);
    // The 任务状态 switch: active-value 1, inactive-value 0 (numbers).
    expect(new Set(records.map((r) => r.enable))).toEqual(new Set([0, 1]));
    const retention = records.find((r) => r.processorInfo === 'log.retention')!;
    expect(retention).toMatchObject({ timeExpressionType: 2, timeExpression: '0 30 2 * * ?', enable: 1 });
    const named = pageOf(
      await saber.send('GET', '/blade-job/job-info/list', { params: { jobName_like: '合同', current: 1, size: 10 } }),
    );
    expect(named.map((r) => r.processorInfo)).toEqual(['purchase.expiry-remind']);
    const detail = (await saber.send('GET', '/blade-job/job-info/detail', { params: { id: retention.id } })).body.data;
    for (const key of [
      'jobServerId',
      'enable',
      'jobName',
      'lifecycle',
      'timeExpressionType',
      'timeExpression',
      'executeType',
      'dispatchStrategy',
      'processorType',
      'processorInfo',
      'jobParams',
      'jobDescription',
      'maxInstanceNum',
      'concurrency',
      'instanceTimeLimit',
      'instanceRetryNum',
      'taskRetryNum',
      'minCpuCores',
      'minMemorySpace',
      'minDiskSpace',
      'designatedWorkers',
      'maxWorkerCount',
      'notifyUserIds',
      'alertThreshold',
      'statisticWindowLen',
      'silenceWindowLen',
      'logType',
      'logLevel',
      'extra',
    ])
      expect(detail, key).toHaveProperty(key);
  });

  it('add and update (submit) as rowSave sends them; change, run, sync, remove', async () => {
    const [server] = (await saber.send('GET', '/blade-job/job-server/select')).body.data;
    // rowSave: the form's defaults (option/job/jobinfo.js) plus what was typed; lifecycle joined "start,end".
    const form = {
      jobServerId: server.id,
      enable: 1,
      jobName: '消息记录清理',
      lifecycle: '2026-01-01 00:00:00,2036-01-01 00:00:00',
      timeExpressionType: 2,
      timeExpression: '0 0 3 * * ?',
      executeType: 1,
      dispatchStrategy: 1,
      processorType: 1,
      processorInfo: 'message.retention',
      jobParams: '',
      jobDescription: '每天 03:00',
      maxInstanceNum: 0,
      concurrency: 5,
      instanceTimeLimit: 0,
      instanceRetryNum: 0,
      taskRetryNum: 0,
      minCpuCores: 0,
      minMemorySpace: 0,
      minDiskSpace: 0,
      maxWorkerCount: 0,
      alertThreshold: 0,
      statisticWindowLen: 0,
      silenceWindowLen: 0,
      logType: 1,
      logLevel: 2,
    };
    const added = await saber.send('POST', '/blade-job/job-info/submit', { data: form });
    expect(added.body, added.text).toMatchObject({ code: 200, success: true });
    const id = added.body.data.id as string;
    expect(added.body.data).toMatchObject({
      jobServerId: server.id,
      lifecycle: '2026-01-01 00:00:00,2036-01-01 00:00:00',
      concurrency: 5,
      logLevel: 2,
    });
    expect(added.body.data.nextFireTime).toMatch(/ 03:00:00$/);
    // rowUpdate: the detail's row back with a change; the lifecycle cleared ('').
    const detail = (await saber.send('GET', '/blade-job/job-info/detail', { params: { id } })).body.data;
    const updated = await saber.send('POST', '/blade-job/job-info/submit', {
      data: { ...detail, timeExpression: '0 0 4 * * ?', lifecycle: '' },
    });
    expect(updated.body.data).toMatchObject({ id, timeExpression: '0 0 4 * * ?', lifecycle: '' });
    // A wrong expression is told in the form's words.
    const wrong = await saber.send('POST', '/blade-job/job-info/submit', {
      data: { ...detail, timeExpression: 'every day' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('CRON');

    // slotChange: change({ id, enable }) from the switch.
    const paused = await saber.send('POST', '/blade-job/job-info/change', { params: { id, enable: 0 } });
    expect(paused.body.data).toMatchObject({ enable: 0, nextFireTime: '' });
    const enabled = await saber.send('POST', '/blade-job/job-info/change', { params: { id, enable: 1 } });
    expect(enabled.body.data.enable).toBe(1);
    // handleRun: run(row) → a run queued now.
    const run = await saber.send('POST', '/blade-job/job-info/run', { params: { id } });
    expect(run.body).toMatchObject({ code: 200, success: true });
    expect(run.body.data.queueJobId).toMatch(/^[0-9a-f-]{36}$/);
    // handleSync: sync() with no row.
    const sync = await saber.send('POST', '/blade-job/job-info/sync');
    expect(sync.body.data.scheduled).toBeGreaterThanOrEqual(3);
    // rowDel: remove(row.id); handleDelete: remove(ids).
    const removed = await saber.send('POST', '/blade-job/job-info/remove', { params: { ids: id } });
    expect(removed.body.success).toBe(true);
    const gone = await saber.send('GET', '/blade-job/job-info/detail', { params: { id } });
    expect(gone.status).toBe(404);
  });
});

describe('Saber 4 menus: each route is views + its path + .vue', () => {
  /** Every node of the routes tree, flattened. */
  const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

  it('gives BladeX’s paths to the three screens, 任务队列 beside them under 任务调度, with BladeX’s button codes', async () => {
    const routes = flat((await saber.send('GET', '/blade-system/menu/routes')).body.data);
    const byPath = (path: string) => routes.find((n) => n.path === path);
    const schedule = byPath('/job');
    expect(schedule?.name).toBe('任务调度');
    expect(schedule.children.map((c: { path: string }) => c.path)).toEqual([
      '/job/jobinfo',
      '/job/jobserver',
      '/system/job',
    ]);
    expect(byPath('/data/record')?.name).toBe('数据审计');
    const buttons = (await saber.send('GET', '/blade-system/menu/buttons')).body.data;
    const codes = flat(buttons).map((b: { code: string }) => b.code);
    for (const code of [
      'jobinfo_add',
      'jobinfo_edit',
      'jobinfo_delete',
      'jobinfo_view',
      'jobserver_view',
      'record_view',
    ])
      expect(codes).toContain(code);
  });

  it('moves 任务队列 of an older install from 系统管理 to 任务调度 at the next start', async () => {
    const [system] = await s.db.select({ id: menu.id }).from(menu).where(eq(menu.code, 'system'));
    await s.db.update(menu).set({ parentId: system!.id }).where(eq(menu.code, 'job'));
    await ensureMenus(s.db);
    const [schedule] = await s.db.select({ id: menu.id }).from(menu).where(eq(menu.code, 'schedule'));
    const [job] = await s.db
      .select({ parentId: menu.parentId })
      .from(menu)
      .where(and(eq(menu.code, 'job'), eq(menu.category, 1)));
    expect(job!.parentId).toBe(schedule!.id);
  });
});
