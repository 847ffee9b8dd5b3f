import { codeCalls, modelCalls, ossFileCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect } from 'vitest';
import { apiTest, downloadOf, personWith, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { builtinDatasourceId } from '../../tenant/public.ts';

/** 代码生成's rows: the seeded 通知公告, 复制 as BladeX names the copy, and the settings the generator needs checked. */
const test = apiTest({ captchaEnabled: false, demoData: true });

describe(`代码生成 (blade-develop/code) on ${databaseKind}`, () => {
  test('the seeded 通知公告 row, copied under a name ending in -copy with its settings', async ({ admin }) => {
    const list = await admin.send(codeCalls.list, { query: { codeName: '通知公告' } });
    expect(list.status, list.text).toBe(200);
    const seeded = list.body.data.records[0]!;
    expect(seeded).toMatchObject({ tableName: 'blade_bulletin', templateType: 'crud', pkName: 'id' });
    const copy = await admin.send(codeCalls.copy, { query: { id: seeded.id } });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body.msg).toBe('操作成功!');
    expect(copy.body.data).toMatchObject({
      codeName: '通知公告-copy',
      tableName: 'blade_bulletin',
      modelId: seeded.modelId,
    });
    expect(copy.body.data.id).not.toBe(seeded.id);
  });

  test('refuses a key name the generated code could not use and a template type it does not know', async ({
    admin,
  }) => {
    const [seeded] = (await admin.send(codeCalls.list, { query: { codeName: '通知公告' } })).body.data.records;
    const body = { ...seeded, id: undefined, codeName: '新模块' };
    expect((await admin.send(codeCalls.submit, { body: { ...body, pkName: 'id-1' } })).body.msg).toContain(
      '不是合法的标识符',
    );
    expect((await admin.send(codeCalls.submit, { body: { ...body, templateType: 'grid' } })).body.msg).toBe(
      '模版类型的取值不在字典中',
    );
    expect((await admin.send(codeCalls.submit, { body })).status).toBe(200);
  });

  test("预览 of the seeded row: the module's files, its migration, and the edits of desk's lists as diffs", async ({
    admin,
  }) => {
    const rows = (await admin.send(codeCalls.list, { query: { codeName: '通知公告' } })).body.data.records;
    const seeded = rows.find((r) => r.codeName === '通知公告');
    const preview = await admin.send(codeCalls.preview, { query: { id: seeded!.id } });
    expect(preview.status, preview.text).toBe(200);
    const byPath = new Map(preview.body.data.map((f) => [f.path, f]));
    const declaration = byPath.get('packages/contract/src/modules/desk/bulletin.ts');
    expect(declaration?.status).toBe('added');
    // Formatted by Biome, the labels from blade_notice's column comments.
    expect(declaration?.content).toContain("table: 'blade_bulletin',");
    expect(declaration?.content).toContain("label: { zh: '通知标题', en: 'Title' }");
    const manifest = byPath.get('packages/server/src/modules/desk/index.ts');
    expect(manifest?.status).toBe('changed');
    expect(manifest?.diff).toContain('+import { bulletinResource }');
    expect(manifest?.diff).toContain('+      await loadDemoBulletinRows(db);');
    const migration = preview.body.data.find((f) => /drizzle\/\d{4}_bulletin\.sql$/.test(f.path));
    expect(migration?.content).toContain('CREATE TABLE "blade_bulletin"');
    expect([...byPath.keys()]).toEqual(
      expect.arrayContaining([
        'packages/contract/src/modules/desk/bulletin.calls.ts',
        'packages/server/src/modules/desk/bulletin/bulletin.table.ts',
        'packages/server/src/modules/desk/bulletin/bulletin.seed.ts',
        'packages/server/src/modules/desk/bulletin/bulletin.test.ts',
        'packages/contract/src/modules/desk/index.ts',
        'packages/server/drizzle/meta/_journal.json',
      ]),
    );
    // For a Saber 3 console: its api, option and view beside the server's files, calling the generated routes.
    const saber = (await admin.send(codeCalls.preview, { query: { id: seeded!.id, system: 'saber3' } })).body.data;
    const api = saber.find((f) => f.path === 'src/api/desk/bulletin.js');
    expect(api?.content).toContain("'/blade-desk/bulletin/list'");
    expect(saber.map((f) => f.path)).toEqual(
      expect.arrayContaining(['src/option/desk/bulletin.js', 'src/views/desk/bulletin.vue']),
    );
  });

  test('refuses what it cannot generate, naming it: a dropped table, a name the project has, a bad system', async ({
    admin,
    server,
  }) => {
    await server.db.execute(sql`create table pharma_gone (id bigint primary key, title varchar(20))`);
    const model = await admin.send(modelCalls.submit, {
      body: {
        datasourceId: builtinDatasourceId,
        modelTable: 'pharma_gone',
        modelName: '将被删除',
        modelCode: 'gone',
        modelClass: 'Gone',
      },
    });
    const row = {
      modelId: model.body.data.id,
      codeName: '将被删除',
      tableName: 'pharma_gone',
      tablePrefix: 'pharma_',
      serviceName: 'blade-desk',
      packageName: 'desk',
    };
    const added = await admin.send(codeCalls.submit, { body: row });
    expect(added.status, added.text).toBe(200);
    const [gone] = (await admin.send(codeCalls.list, { query: { codeName: '将被删除' } })).body.data.records;
    await server.db.execute(sql`drop table pharma_gone`);
    const refused = await admin.send(codeCalls.genCode, { query: { ids: gone!.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('「将被删除」的数据表 pharma_gone 已不在数据源上:请先在数据模型设计中同步或更换表');
    // A table the project already declares (desk's notice) is not generated twice.
    await admin.send(codeCalls.submit, {
      body: { ...row, id: gone!.id, tableName: 'blade_notice', tablePrefix: 'blade_' },
    });
    const [notice] = (await admin.send(codeCalls.list, { query: { codeName: '将被删除' } })).body.data.records;
    await admin.send(modelCalls.submit, { body: { id: notice!.modelId, modelTable: 'blade_notice' } });
    const taken = await admin.send(codeCalls.preview, { query: { id: gone!.id }, lang: 'en' });
    expect(taken.body.msg).toBe(
      '“将被删除”: the table blade_notice already exists in the project; choose another table name or prefix',
    );
    const system = await admin.send(codeCalls.genCode, { query: { ids: gone!.id, system: 'vue' as never } });
    expect(system.body.msg).toBe('system 只能是 pharma、saber 或 saber3');
    const someone: Session = await personWith(server, ['code', 'code_view']);
    expect((await someone.send(codeCalls.genCode, { query: { ids: gone!.id } })).status).toBe(403);
  });

  test('gen-code for a new table: checked in a scratch copy, then a zip in the download centre holding the preview', async ({
    admin,
    server,
  }) => {
    await server.db.execute(sql`create table pharma_sample_batch (
        id bigint primary key, tenant_id varchar(12), batch_no varchar(32) not null, goods_name varchar(100),
        quantity integer, unit_price numeric(12, 4), expiry_date date, inspected boolean, remark text)`);
    await server.db.execute(sql`comment on column pharma_sample_batch.batch_no is '批号'`);
    await server.db.execute(sql`comment on column pharma_sample_batch.goods_name is '品名'`);
    const model = await admin.send(modelCalls.submit, {
      body: {
        datasourceId: builtinDatasourceId,
        modelTable: 'pharma_sample_batch',
        modelName: '样品批次',
        modelCode: 'batch',
        modelClass: 'SampleBatch',
      },
    });
    expect(model.status, model.text).toBe(200);
    await admin.send(codeCalls.submit, {
      body: {
        modelId: model.body.data.id,
        codeName: '样品批次',
        tableName: 'pharma_sample_batch',
        tablePrefix: 'pharma_',
        serviceName: 'blade-sample',
        packageName: 'sample',
        author: 'QA',
      },
    });
    const [row] = (await admin.send(codeCalls.list, { query: { codeName: '样品批次' } })).body.data.records;
    const preview = (await admin.send(codeCalls.preview, { query: { id: row!.id } })).body.data;
    // A module of its own: its manifests, and its line in the lists of modules.
    expect(preview.find((f) => f.path === 'packages/server/src/modules/index.ts')?.diff).toContain('+  sampleModule,');
    const started = await admin.send(codeCalls.genCode, { query: { ids: row!.id } });
    expect(started.status, started.text).toBe(200);
    expect(started.body.msg).toBe('代码生成已开始:检查通过后可在下载中心下载');
    const [fileId] = started.body.data.fileIds;
    let record = (await admin.send(ossFileCalls.detail, { query: { id: fileId! } })).body.data;
    for (let i = 0; i < 1200 && (record.status === 'queued' || record.status === 'running'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      record = (await admin.send(ossFileCalls.detail, { query: { id: fileId! } })).body.data;
    }
    expect(record, record.error ?? '').toMatchObject({
      status: 'done',
      kind: 'generate',
      name: 'sample-batch-pharma.zip',
    });
    const zip = await downloadOf(server, admin, ossFileCalls.download, { query: { id: fileId! } });
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = await JSZip.loadAsync(zip.bytes);
    const inZip = Object.keys(files.files).filter((p) => !files.files[p]!.dir);
    expect(inZip.sort()).toEqual(preview.map((f) => f.path).sort());
    for (const f of preview) expect(await files.file(f.path)!.async('string'), f.path).toBe(f.content);
  }, 600_000);
});
