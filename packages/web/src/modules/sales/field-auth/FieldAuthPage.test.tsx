import { fieldAuthCalls, roleCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { pageOf, pick, salesBackend } from '../grade/salesTestKit.tsx';
import FieldAuthPageDefault, { FieldAuthPage } from './FieldAuthPage.tsx';

type Row = Record<string, string | number | boolean | null>;
const rule = (id: string, extra: Row): Row => ({
  id,
  tenantId: '100001',
  subjectType: 1,
  subjectId: '701',
  subjectName: '业务员',
  moduleCode: 'GOODS_LIST',
  fieldCode: 'purchasePrice',
  fieldName: '进价',
  authType: 0,
  maskRule: null,
  remark: null,
  status: 1,
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
  ...extra,
});
const hidden = rule('41', {});
const masked = rule('42', {
  moduleCode: 'CUSTOMER_DETAIL',
  fieldCode: 'customerPhone',
  fieldName: '客户电话',
  authType: 2,
  maskRule: 'PHONE_MIDDLE4',
});
const mine = rule('43', {
  subjectType: 2,
  subjectId: '8003',
  subjectName: '陈静',
  authType: 1,
  fieldCode: 'costPrice',
  fieldName: '成本价',
});
const roles = [
  {
    id: '700',
    parentId: '0',
    title: '销售经理',
    key: '700',
    value: '700',
    children: [{ id: '701', parentId: '700', title: '业务员', key: '701', value: '701' }],
  },
];

function startServer() {
  return salesBackend()
    .on(fieldAuthCalls.list, () => pageOf([hidden, masked, mine]))
    .on(fieldAuthCalls.detail, ({ query }) => [hidden, masked, mine].find((r) => r.id === query.id)!)
    .on(fieldAuthCalls.submit, ({ body }) => ({ ...hidden, ...(body as object), id: '44' }))
    .on(fieldAuthCalls.update!, ({ body }) => ({ ...mine, ...(body as object) }))
    .on(fieldAuthCalls.remove, () => 1)
    .on(roleCalls.tree, () => roles);
}

const allCodes = [
  'sm_field_auth',
  'sm_field_auth_add',
  'sm_field_auth_edit',
  'sm_field_auth_delete',
  'sm_field_auth_view',
  'sm_field_auth_import',
];
const show = (codes = allCodes) => showPage(<FieldAuthPage />, codes, '客户电话');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('field permissions (字段权限)', () => {
  it('is the page the registry loads (its default export)', () => {
    expect(FieldAuthPageDefault).toBe(FieldAuthPage);
  });

  it('lists the rules by subject name, screen and permission, with 导入', async () => {
    startServer();
    await show();
    expect(await within(rowOf('客户电话')).findByText('脱敏')).toBeTruthy();
    expect(within(rowOf('客户电话')).getByText('客户详情')).toBeTruthy();
    expect(within(rowOf('客户电话')).getByText('手机号中间四位')).toBeTruthy();
    expect(within(rowOf('成本价')).getByText('陈静')).toBeTruthy();
    expect(within(rowOf('成本价')).queryByText('8003')).toBeNull();
    expect(buttonsOf('进价')).toEqual(['查看', '编辑', '删除']);
    expect(screen.getByRole('button', { name: '导入' })).toBeTruthy();
    cleanup();
    startServer();
    await show(['sm_field_auth']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
  });

  it('新增 picks a role as the subject, a field from the app’s list (its name filled) and saves', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await pick(within(dialog).getByLabelText('授权对象类型'), '角色');
    fireEvent.mouseDown(within(dialog).getByLabelText('授权对象'));
    fireEvent.click(await screen.findByTitle('业务员'));
    await pick(within(dialog).getByLabelText('移动端页面'), '商品详情');
    const code = within(dialog).getByLabelText('字段编码');
    fireEvent.change(code, { target: { value: '毛利' } });
    fireEvent.click(await screen.findByText('毛利率 (grossMargin)'));
    await waitFor(() => expect((within(dialog).getByLabelText('字段名称') as HTMLInputElement).value).toBe('毛利率'));
    await pick(within(dialog).getByLabelText('权限'), '隐藏');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(fieldAuthCalls.submit)).toHaveLength(1));
    expect(backend.asked(fieldAuthCalls.submit)[0]!.body).toMatchObject({
      subjectType: 1,
      subjectId: '701',
      moduleCode: 'GOODS_DETAIL',
      fieldCode: 'grossMargin',
      fieldName: '毛利率',
      authType: 0,
    });
  });

  it('a user subject is picked among the tenant’s users; 编辑 goes through update', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(within(rowOf('成本价')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    // The saved subject shows by its name.
    expect(await within(dialog).findByText('陈静 (HD0009) · 销售部')).toBeTruthy();
    await pick(within(dialog).getByLabelText('权限'), '可编辑');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(fieldAuthCalls.update!)).toHaveLength(1));
    expect(backend.asked(fieldAuthCalls.update!)[0]!.body).toMatchObject({
      id: '43',
      subjectType: 2,
      subjectId: '8003',
      authType: 3,
    });
    expect(backend.asked(fieldAuthCalls.submit)).toHaveLength(0);
  });

  it('changing the subject type clears the subject chosen', async () => {
    startServer();
    await show();
    fireEvent.click(within(rowOf('进价')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTitle('业务员')).toBeTruthy();
    await pick(within(dialog).getByLabelText('授权对象类型'), '用户');
    await pick(within(dialog).getByLabelText('授权对象类型'), '角色');
    await waitFor(() => expect(within(dialog).queryByTitle('业务员')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择授权对象')).toBeTruthy();
  });
});
