import { codeCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';

/** 代码生成's rows: the seeded 通知公告, 复制 as BladeX names the copy, and the settings the generator needs checked. */
const test = apiTest({ captchaEnabled: false, demoData: true });

describe(`代码生成 (blade-develop/code) on ${databaseKind}`, () => {
  test('the seeded 通知公告 row, copied under a name ending in -copy with its settings', async ({ admin }) => {
    const list = await admin.send(codeCalls.list, { query: { codeName: '通知公告' } });
    expect(list.status, list.text).toBe(200);
    const seeded = list.body.data.records[0]!;
    expect(seeded).toMatchObject({ tableName: 'blade_notice', templateType: 'crud', pkName: 'id' });
    const copy = await admin.send(codeCalls.copy, { query: { id: seeded.id } });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body.msg).toBe('操作成功!');
    expect(copy.body.data).toMatchObject({
      codeName: '通知公告-copy',
      tableName: 'blade_notice',
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
});
