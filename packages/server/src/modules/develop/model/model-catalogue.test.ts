import { modelCalls, modelPrototypeCalls, tenantDatasourceCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { apiTest, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { startMariadb, type TestMariadb } from '../../../../test/helpers/mariadb.ts';
import { builtinDatasourceId } from '../../tenant/public.ts';

/**
 * 数据模型设计 over live catalogues: the console's own database and a MariaDB server, each with a table the test
 * makes (comments, lengths, a primary and a foreign key, a partitioned parent), read by table-list and table-info; a
 * model's columns filled from the catalogue, saved by the grid's 提交, and synced after the table changed, keeping
 * what a person set.
 */
const test = apiTest({ captchaEnabled: false });
let maria: TestMariadb;

beforeAll(async () => {
  maria = await startMariadb();
  await maria.exec(`
    create table gen_supplier (id bigint primary key, supplier_name varchar(100) not null) comment '供应商';
    create table gen_drug (
      id bigint primary key comment '主键',
      drug_name varchar(64) not null comment '药品名称',
      price decimal(12,2) comment '单价',
      in_stock tinyint(1) default 1 comment '有货',
      supplier_id bigint comment '供应商',
      expire_date datetime comment '有效期',
      constraint fk_drug_supplier foreign key (supplier_id) references gen_supplier (id)
    ) comment '药品';`);
}, 90_000);

afterAll(async () => {
  await maria?.stop();
});

async function makeTables(exec: (statement: string) => Promise<unknown>) {
  await exec(`create table gen_supplier (id bigint primary key, supplier_name varchar(100) not null)`);
  await exec(`comment on table gen_supplier is '供应商'`);
  await exec(`create table gen_drug (
      id bigint primary key,
      drug_name varchar(64) not null,
      price numeric(12,2),
      in_stock boolean default true,
      supplier_id bigint references gen_supplier (id),
      expire_date timestamptz)`);
  await exec(`comment on table gen_drug is '药品'`);
  await exec(`comment on column gen_drug.drug_name is '药品名称'`);
  await exec(`comment on column gen_drug.price is '单价'`);
  await exec(`create table gen_sale (id bigint, sold_on date not null) partition by range (sold_on)`);
  await exec(`create table gen_sale_2026 partition of gen_sale for values from ('2026-01-01') to ('2027-01-01')`);
}

async function mariaDatasource(admin: Session): Promise<string> {
  const saved = await admin.send(tenantDatasourceCalls.submit, {
    body: {
      name: '门店库',
      category: 1,
      driverClass: 'com.mysql.cj.jdbc.Driver',
      url: maria.jdbcUrl,
      username: maria.user,
      password: maria.password,
    },
  });
  expect(saved.status, saved.text).toBe(200);
  return String(saved.body.data.id);
}

describe(`数据模型设计 over live catalogues on ${databaseKind}`, () => {
  test.beforeAll(async ({ server }) => {
    await makeTables((statement) => server.db.execute(sql.raw(statement)));
  });

  test('the built-in database: its tables (partitioned parents, not partitions) and one table’s columns', async ({
    admin,
  }) => {
    const list = await admin.send(modelCalls.tableList, { query: { datasourceId: builtinDatasourceId } });
    expect(list.status, list.text).toBe(200);
    const names = list.body.data.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['gen_drug', 'gen_supplier', 'gen_sale', 'blade_notice']));
    expect(names).not.toContain('gen_sale_2026');
    expect(list.body.data.find((t) => t.name === 'gen_drug')).toEqual({
      name: 'gen_drug',
      comment: 'gen_drug:药品',
      kind: 'table',
    });
    expect(list.body.data.find((t) => t.name === 'gen_sale')?.kind).toBe('partitioned');
    const searched = await admin.send(modelCalls.tableList, {
      query: { datasourceId: builtinDatasourceId, name: '药品' },
    });
    expect(searched.body.data.map((t) => t.name)).toEqual(['gen_drug']);
    // The console's own tables carry no comments: their screens' titles stand in.
    expect(list.body.data.find((t) => t.name === 'blade_notice')?.comment).toBe('blade_notice:通知公告');

    const info = await admin.send(modelCalls.tableInfo, {
      query: { datasourceId: builtinDatasourceId, tableName: 'gen_drug' },
    });
    expect(info.status, info.text).toBe(200);
    expect(info.body.data).toMatchObject({ name: 'gen_drug', comment: '药品', entityName: 'Drug' });
    const byName = Object.fromEntries(info.body.data.fields.map((f) => [f.name, f]));
    expect(byName.id).toMatchObject({ primaryKey: true, nullable: false, propertyType: 'Long', propertyName: 'id' });
    expect(byName.drug_name).toMatchObject({
      type: 'character varying(64)',
      dataType: 'varchar',
      length: 64,
      nullable: false,
      comment: '药品名称',
      propertyName: 'drugName',
      propertyType: 'String',
    });
    expect(byName.price).toMatchObject({ length: 12, scale: 2, propertyType: 'BigDecimal', comment: '单价' });
    expect(byName.in_stock).toMatchObject({ propertyType: 'Boolean', defaultValue: 'true' });
    expect(byName.supplier_id?.references).toEqual({ table: 'gen_supplier', column: 'id' });
    expect(byName.expire_date?.propertyType).toBe('Date');
    // A column without a comment is read all the same (labels then come from its name, never a refusal).
    expect(byName.expire_date?.comment).toBe('');
  });

  test('a catalogue of 5,000 tables: a thousand a page, read page by page, and searched by name', async ({
    admin,
    server,
  }) => {
    // A thousand at a time: one transaction may not hold locks on five thousand new tables (the embedded database).
    for (let from = 1; from <= 5000; from += 1000)
      await server.db.execute(
        sql.raw(`do $$ begin for i in ${from}..${from + 999} loop
          execute format('create table wide_%s (id bigint primary key)', lpad(i::text, 4, '0'));
        end loop; end $$`),
      );
    const page = async (query: Record<string, string>) => {
      const reply = await admin.send(modelCalls.tableList, { query: { datasourceId: builtinDatasourceId, ...query } });
      expect(reply.status, reply.text).toBe(200);
      return reply.body.data.map((t) => t.name);
    };
    const wide = (names: string[]) => names.filter((n) => n.startsWith('wide_'));
    expect((await page({})).length).toBe(1000);
    const seen = new Set<string>();
    for (let current = 1; current <= 20; current++) {
      const names = wide(await page({ name: 'wide_', current: String(current), size: '500' }));
      if (names.length === 0) break;
      for (const n of names) seen.add(n);
    }
    expect(seen.size).toBe(5000);
    expect(await page({ name: 'wide_4999' })).toEqual(['wide_4999']);
    // A page past the end is empty; a size past the cap is the cap.
    expect(await page({ name: 'wide_', current: '11', size: '500' })).toEqual([]);
    expect((await page({ name: 'wide_', size: '5000' })).length).toBe(1000);
  });

  test('预览界面: the declaration the unsaved settings make, over the table’s first rows, on both databases', async ({
    admin,
    server,
  }) => {
    await server.db.execute(sql`insert into gen_supplier values (1, '国药控股')`);
    await server.db.execute(
      sql`insert into gen_drug values (1, '阿莫西林胶囊', 12.5, true, 1, '2027-06-30 08:00:00+08')`,
    );
    await maria.exec(`insert into gen_supplier values (1, '九州通'); insert into gen_drug values
      (1, '布洛芬缓释胶囊', 18.80, 1, 1, '2027-03-31 00:00:00')`);
    for (const datasourceId of [builtinDatasourceId, await mariaDatasource(admin)]) {
      const model = await admin.send(modelCalls.submit, {
        body: { datasourceId, modelTable: 'gen_drug', modelName: '药品', modelCode: 'drug', modelClass: 'Drug' },
      });
      const modelId = String(model.body.data.id);
      const columns = (await admin.send(modelCalls.modelPrototype, { query: { modelId } })).body.data as Array<{
        name: string;
        type: string;
        comment: string;
        propertyName: string;
        propertyType: string;
      }>;
      // The grid as a person left it, not submitted: the price off the list, the name required and searched.
      const body = columns.map((c) => ({
        modelId,
        jdbcName: c.name,
        jdbcType: c.type,
        jdbcComment: c.comment,
        propertyName: c.propertyName,
        propertyType: c.propertyType,
        isList: c.name === 'price' ? 0 : 1,
        isForm: 1,
        isRequired: c.name === 'drug_name' ? 1 : 0,
        isQuery: c.name === 'drug_name' ? 1 : 0,
        queryType: 'like',
      }));
      const draft = await admin.send(modelCalls.draft, { query: { modelId }, body });
      expect(draft.status, draft.text).toBe(200);
      const { fields } = draft.body.data.resource;
      expect(fields.drugName).toMatchObject({
        type: 'string',
        max: 64,
        search: 'like',
        label: { zh: '药品名称', en: 'Drug name' },
        required: { zh: '请输入药品名称', en: 'Please enter the drug name' },
      });
      expect(fields.price).toMatchObject({ type: 'decimal', scale: 2, list: false });
      expect(fields.expireDate?.type).toBe('datetime');
      expect(draft.body.data.rows).toHaveLength(1);
      expect(draft.body.data.rows[0]).toMatchObject({
        drugName: datasourceId === builtinDatasourceId ? '阿莫西林胶囊' : '布洛芬缓释胶囊',
        expireDate: datasourceId === builtinDatasourceId ? '2027-06-30 08:00:00' : expect.stringMatching(/^2027-03-3/),
      });
      // Nothing was saved: the model still has no columns of its own.
      expect((await admin.send(modelPrototypeCalls.select, { query: { modelId } })).body.data).toEqual([]);
    }
  });

  test('a MariaDB datasource: its tables and a table’s columns, types, keys and comments', async ({ admin }) => {
    const id = await mariaDatasource(admin);
    const list = await admin.send(modelCalls.tableList, { query: { datasourceId: id } });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data).toEqual([
      { name: 'gen_drug', comment: 'gen_drug:药品', kind: 'table' },
      { name: 'gen_supplier', comment: 'gen_supplier:供应商', kind: 'table' },
    ]);
    const info = await admin.send(modelCalls.tableInfo, { query: { datasourceId: id, tableName: 'gen_drug' } });
    expect(info.status, info.text).toBe(200);
    const byName = Object.fromEntries(info.body.data.fields.map((f) => [f.name, f]));
    expect(byName.id).toMatchObject({ primaryKey: true, propertyType: 'Long', comment: '主键' });
    expect(byName.drug_name).toMatchObject({ type: 'varchar(64)', length: 64, nullable: false, comment: '药品名称' });
    expect(byName.price).toMatchObject({ type: 'decimal(12,2)', scale: 2, propertyType: 'BigDecimal' });
    expect(byName.in_stock).toMatchObject({ propertyType: 'Boolean', defaultValue: '1' });
    expect(byName.supplier_id?.references).toEqual({ table: 'gen_supplier', column: 'id' });
    expect(byName.expire_date?.propertyType).toBe('Date');
    const missing = await admin.send(modelCalls.tableInfo, { query: { datasourceId: id, tableName: 'gen_nothing' } });
    expect(missing.body.msg).toBe('数据源上没有表 gen_nothing');
  });

  test('a model’s columns: from the catalogue, saved by 提交, then synced after the table changed', async ({
    admin,
    server,
  }) => {
    const saved = await admin.send(modelCalls.submit, {
      body: {
        datasourceId: builtinDatasourceId,
        modelTable: 'gen_drug',
        modelName: '药品',
        modelCode: 'drug',
        modelClass: 'Drug',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const modelId = saved.body.data.id;
    expect((await admin.send(modelCalls.select)).body.data.find((m) => m.id === modelId)?.modelName).toBe(
      'gen_drug: 药品',
    );

    // No saved columns yet: the catalogue's.
    const first = await admin.send(modelCalls.modelPrototype, { query: { modelId } });
    expect(first.body.data.map((c) => ('jdbcName' in c ? c.jdbcName : c.name))).toEqual([
      'id',
      'drug_name',
      'price',
      'in_stock',
      'supplier_id',
      'expire_date',
    ]);
    const rows = first.body.data.map((c) => {
      const column = c as { name: string; type: string; comment: string; propertyName: string; propertyType: string };
      return {
        modelId,
        jdbcName: column.name,
        jdbcType: column.type,
        jdbcComment: column.comment,
        propertyName: column.propertyName,
        propertyType: column.propertyType,
        isList: 1,
        isForm: 1,
        isQuery: column.name === 'drug_name' ? 1 : 0,
        queryType: column.name === 'drug_name' ? 'like' : 'equal',
        dictCode: column.name === 'in_stock' ? 'yes_no' : '',
        componentType: column.name === 'in_stock' ? 'switch' : 'input',
      };
    });
    const submitted = await admin.send(modelPrototypeCalls.submitList, { body: rows });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data).toHaveLength(6);
    const again = await admin.send(modelCalls.modelPrototype, { query: { modelId } });
    expect(again.body.data.find((c) => 'jdbcName' in c && c.jdbcName === 'drug_name')).toMatchObject({
      isQuery: 1,
      queryType: 'like',
    });
    const picker = await admin.send(modelPrototypeCalls.select, { query: { modelId } });
    expect(picker.body.data.find((c) => c.jdbcName === 'drug_name')?.jdbcComment).toBe('drug_name: 药品名称');

    // The table changes: a column added, one dropped, one retyped and recommented.
    await server.db.execute(sql.raw(`alter table gen_drug add column approval_no varchar(40)`));
    await server.db.execute(sql.raw(`alter table gen_drug drop column expire_date`));
    await server.db.execute(sql.raw(`alter table gen_drug alter column drug_name type varchar(128)`));
    await server.db.execute(sql.raw(`comment on column gen_drug.drug_name is '通用名称'`));
    const preview = await admin.send(modelPrototypeCalls.syncPreview, { query: { modelId } });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data.added.map((a) => a.jdbcName)).toEqual(['approval_no']);
    expect(preview.body.data.dropped.map((d) => d.jdbcName)).toEqual(['expire_date']);
    expect(preview.body.data.changed).toEqual([
      expect.objectContaining({
        jdbcName: 'drug_name',
        from: { jdbcType: 'character varying(64)', jdbcComment: '药品名称' },
        to: { jdbcType: 'character varying(128)', jdbcComment: '通用名称' },
      }),
    ]);
    // Nothing changed until it is applied.
    expect((await admin.send(modelPrototypeCalls.select, { query: { modelId } })).body.data).toHaveLength(6);
    const applied = await admin.send(modelPrototypeCalls.sync, { query: { modelId } });
    expect(applied.body.data).toEqual(preview.body.data);
    const after = (await admin.send(modelPrototypeCalls.select, { query: { modelId } })).body.data;
    expect(after.map((c) => c.jdbcName)).toEqual([
      'id',
      'drug_name',
      'price',
      'in_stock',
      'supplier_id',
      'approval_no',
    ]);
    // What a person set is kept.
    expect(after.find((c) => c.jdbcName === 'drug_name')).toMatchObject({
      isQuery: 1,
      queryType: 'like',
      jdbcType: 'character varying(128)',
    });
    expect(after.find((c) => c.jdbcName === 'in_stock')).toMatchObject({ dictCode: 'yes_no', componentType: 'switch' });
    expect(after.find((c) => c.jdbcName === 'approval_no')).toMatchObject({
      isList: 1,
      isForm: 1,
      componentType: 'input',
    });
    // The second sync has nothing to do.
    const idle = await admin.send(modelPrototypeCalls.syncPreview, { query: { modelId } });
    expect(idle.body.data).toEqual({ added: [], dropped: [], changed: [] });

    // Removing the model takes its columns with it.
    expect((await admin.send(modelCalls.remove, { query: { ids: modelId } })).status).toBe(200);
    expect((await admin.send(modelPrototypeCalls.select, { query: { modelId } })).body.data).toEqual([]);
  });

  test('refuses names the generated code could not use, and a grid whose rows disagree', async ({ admin }) => {
    const bad = await admin.send(modelCalls.submit, {
      body: {
        datasourceId: builtinDatasourceId,
        modelTable: 'gen_drug',
        modelName: '药品',
        modelCode: 'drug-code',
        modelClass: 'Drug',
      },
    });
    expect(bad.body.msg).toBe('模型编号 “drug-code” 不是合法的标识符:只能用字母、数字和下划线,且不能以数字开头');
    const model = await admin.send(modelCalls.submit, {
      body: {
        datasourceId: builtinDatasourceId,
        modelTable: 'gen_drug',
        modelName: '药品',
        modelCode: 'drug',
        modelClass: 'Drug',
      },
    });
    const modelId = model.body.data.id;
    const row = { modelId, jdbcName: 'price', propertyName: 'price', propertyType: 'BigDecimal' };
    const twice = await admin.send(modelPrototypeCalls.submitList, { body: [row, row] });
    expect(twice.body.msg).toBe('物理列名 price 出现了两次');
    const component = await admin.send(modelPrototypeCalls.submitList, { body: [{ ...row, componentType: 'slider' }] });
    expect(component.body.msg).toMatch(/^组件类型只能是 input, textarea/);
    const property = await admin.send(modelPrototypeCalls.submitList, { body: [{ ...row, propertyName: '2price' }] });
    expect(property.body.msg).toContain('不是合法的标识符');
    // Nothing was saved by the refused submits.
    expect((await admin.send(modelPrototypeCalls.select, { query: { modelId } })).body.data).toEqual([]);
  });
});
