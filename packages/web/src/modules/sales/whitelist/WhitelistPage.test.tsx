import { deptCalls, whitelistCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { pageOf, pick, salesBackend } from '../grade/salesTestKit.tsx';
import WhitelistPageDefault, { WhitelistPage } from './WhitelistPage.tsx';

type Row = Record<string, string | number | boolean | null>;
const row = (id: string, phone: string, realName: string, extra: Row = {}): Row => ({
  id,
  tenantId: '100001',
  phone,
  realName,
  employeeNo: 'HD0103',
  userId: null,
  deptId: '51',
  deptName: '华东一区',
  post: 1,
  shipperIds: '9101,9102',
  deviceBindRequired: true,
  boundDeviceId: null,
  validFrom: '2025-01-01',
  validTo: '2099-12-31',
  remark: null,
  status: 1,
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
  ...extra,
});
const wangqiang = row('31', '13800001003', '王强', { boundDeviceId: 'HUAWEI-Mate60' });
const zhoumin = row('32', '13800001007', '周敏', { status: 0, shipperIds: '9101' });
const deptTree = [
  {
    id: '50',
    parentId: '0',
    title: '楚康医药物流',
    key: '50',
    value: '50',
    children: [{ id: '51', parentId: '50', title: '华东一区', key: '51', value: '51' }],
  },
];

function startServer() {
  return salesBackend()
    .on(whitelistCalls.list, () => pageOf([wangqiang, zhoumin]))
    .on(whitelistCalls.detail, ({ query }) => (query.id === wangqiang.id ? wangqiang : zhoumin))
    .on(whitelistCalls.submit, ({ body }) => ({ ...wangqiang, ...(body as object), id: '33' }))
    .on(whitelistCalls.remove, () => 1)
    .on(whitelistCalls.resetDevice, () => 1)
    .on(whitelistCalls.enable, () => 1)
    .on(whitelistCalls.disable, () => 1)
    .on(deptCalls.tree, () => deptTree);
}

const allCodes = [
  'sm_whitelist',
  'sm_whitelist_add',
  'sm_whitelist_edit',
  'sm_whitelist_delete',
  'sm_whitelist_view',
  'sm_whitelist_reset',
  'sm_whitelist_import',
];
const show = (codes = allCodes) => showPage(<WhitelistPage />, codes, '周敏');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
  act(() => useUi.setState({ screen: 3 }));
});

describe('whitelist (白名单)', () => {
  it('is the page the registry loads (its default export)', () => {
    expect(WhitelistPageDefault).toBe(WhitelistPage);
  });

  it('lists the rows with their post and status; 重置设备 on a bound row, 启用 or 停用 by status', async () => {
    startServer();
    await show();
    expect(await within(rowOf('王强')).findByText('业务员')).toBeTruthy();
    expect(within(rowOf('周敏')).getByText('停用')).toBeTruthy();
    expect(buttonsOf('王强')).toEqual(['重置设备', '停用', '查看', '编辑', '删除']);
    expect(buttonsOf('周敏')).toEqual(['启用', '查看', '编辑', '删除']);
    expect(screen.getByRole('button', { name: '导入' })).toBeTruthy();
  });

  it('shows each button only with its code', async () => {
    startServer();
    await show(['sm_whitelist', 'sm_whitelist_view']);
    expect(buttonsOf('王强')).toEqual(['查看']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
  });

  it('重置设备 asks first, then forgets the device of that row', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(within(rowOf('王强')).getByRole('button', { name: '重置设备' }));
    const confirm = await lastDialog();
    expect(within(confirm).getByText('确定重置该账号绑定的设备?下次登录的设备将被绑定。')).toBeTruthy();
    expect(backend.asked(whitelistCalls.resetDevice)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(whitelistCalls.resetDevice)).toHaveLength(1));
    expect(backend.asked(whitelistCalls.resetDevice)[0]!.query).toEqual({ ids: ['31'] });
  });

  it('停用 and 启用 switch the row', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(within(rowOf('王强')).getByRole('button', { name: '停用' }));
    fireEvent.click(within(await lastDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(whitelistCalls.disable)[0]!.query).toEqual({ ids: ['31'] }));
    fireEvent.click(within(rowOf('周敏')).getByRole('button', { name: '启用' }));
    fireEvent.click(within(await lastDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(whitelistCalls.enable)[0]!.query).toEqual({ ids: ['32'] }));
  });

  it('新增 picks the shippers by name and the department from the tree, binding the device by default', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入手机号')).toBeTruthy();
    expect(within(dialog).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13800001009' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '新业务员' } });
    await pick(within(dialog).getByLabelText('可用货主'), '华东康源医药有限公司 (HDKY)');
    await pick(within(dialog).getByLabelText('可用货主'), '湘江众泰药业有限公司 (XJZT)');
    fireEvent.mouseDown(within(dialog).getByLabelText('部门'));
    fireEvent.click(await screen.findByTitle('华东一区'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(whitelistCalls.submit)).toHaveLength(1));
    expect(backend.asked(whitelistCalls.submit)[0]!.body).toMatchObject({
      phone: '13800001009',
      realName: '新业务员',
      shipperIds: '9101,9102',
      deptId: '51',
    });
  });

  it('查看 names the shippers a row grants', async () => {
    startServer();
    await show();
    await clickRowAction(rowOf('王强'), '查看');
    const dialog = await lastDialog();
    expect(await within(dialog).findByText('华东康源医药有限公司 (HDKY)、湘江众泰药业有限公司 (XJZT)')).toBeTruthy();
    expect(within(dialog).getByText('HUAWEI-Mate60')).toBeTruthy();
  });

  it('speaks English, and fits a phone’s width', async () => {
    act(() => setLanguage('en'));
    act(() => useUi.setState({ screen: 0 }));
    startServer();
    await show();
    expect(buttonsOf('王强')).toEqual(['Reset device', 'Disable', 'View', 'Edit', 'Delete']);
    expect(await within(rowOf('王强')).findByText('Sales rep')).toBeTruthy();
  });
});
