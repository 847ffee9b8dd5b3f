import { customToSalerCalls, type OwnerChangeRecord } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { drawer, pageOf, pick, salesBackend } from '../grade/salesTestKit.tsx';
import CustomToSalerPageDefault, { CustomToSalerPage } from './CustomToSalerPage.tsx';

const pair = (id: string, customer: string, saler: string, salerId: string, isPrimary: boolean) => ({
  id,
  tenantId: '100001',
  shipperId: '9101',
  shipperName: '华东康源医药有限公司',
  customerId: '6103',
  customerName: customer,
  salerId,
  salerName: saler,
  salerDeptId: '51',
  salerDeptName: '华东一区',
  isPrimary,
  validFrom: null,
  validTo: null,
  remark: null,
  status: 1,
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
});
const wang = pair('5101', '康宁大药房(解放路店)', '王强', '8001', true);
const liu = pair('5102', '康宁大药房(解放路店)', '刘洋', '8002', false);
const changes: OwnerChangeRecord[] = [
  {
    id: '5201',
    shipperId: '9101',
    customerId: '6103',
    action: 'REASSIGN',
    actionName: '转移',
    fromSalerId: '8002',
    fromSalerName: '刘洋',
    toSalerId: '8001',
    toSalerName: '王强',
    reason: '片区调整: 解放路片区划归华东一区',
    operatorName: '陈静',
    time: '2026-01-10 09:30:00',
  },
];

function startServer() {
  return salesBackend()
    .on(customToSalerCalls.list, ({ query }) => pageOf(query.isPrimary === 'true' ? [wang] : [wang, liu]))
    .on(customToSalerCalls.detail, () => wang)
    .on(customToSalerCalls.submit, () => liu)
    .on(customToSalerCalls.remove, () => 1)
    .on(customToSalerCalls.customers, () => [
      { id: '6101', customerCode: 'KH0001', customerName: '江城市第一人民医院' },
      { id: '6103', customerCode: 'KH0003', customerName: '康宁大药房(解放路店)' },
    ])
    .on(customToSalerCalls.reassign, () => ({ id: '5103', fromSalerName: '王强', toSalerName: '陈静' }))
    .on(customToSalerCalls.history, () => changes);
}
const allCodes = [
  'sm_custom_to_saler',
  'sm_custom_to_saler_add',
  'sm_custom_to_saler_edit',
  'sm_custom_to_saler_delete',
  'sm_custom_to_saler_view',
  'sm_custom_to_saler_reassign',
];
const show = (codes = allCodes) => showPage(<CustomToSalerPage />, codes, '刘洋');
const rowOfSaler = (name: string) => rowOf(name);

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('customer salesmen (客户业务员)', () => {
  it('is the page the registry loads (its default export)', () => {
    expect(CustomToSalerPageDefault).toBe(CustomToSalerPage);
  });

  it('lists the assignments with the primary one tagged, buttons by their codes', async () => {
    startServer();
    await show();
    expect(within(rowOfSaler('王强')).getByText('是')).toBeTruthy();
    expect(within(rowOfSaler('刘洋')).getByText('否')).toBeTruthy();
    expect(buttonsOf('刘洋')).toEqual(['查看', '编辑', '转移', '归属记录', '删除']);
    cleanup();
    startServer();
    await show(['sm_custom_to_saler']);
    expect(buttonsOf('刘洋')).toEqual(['归属记录']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('新增 picks the shipper, the customer and the salesman, and sends their ids', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await pick(within(dialog).getByLabelText('货主'), '华东康源医药有限公司 (HDKY)');
    await pick(within(dialog).getByLabelText('客户'), '江城市第一人民医院 (KH0001)');
    await pick(within(dialog).getByLabelText('业务员'), '陈静 (HD0009) · 销售部');
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(customToSalerCalls.submit)).toHaveLength(1));
    expect(backend.asked(customToSalerCalls.submit)[0]!.body).toMatchObject({
      shipperId: '9101',
      customerId: '6101',
      salerId: '8003',
      isPrimary: true,
    });
  });

  it('转移 shows the primary salesman now, asks who takes over and why, and sends them', async () => {
    const backend = startServer();
    await show();
    await clickRowAction(rowOfSaler('刘洋'), '转移');
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(dialog).getByText('转移客户：康宁大药房(解放路店)')).toBeTruthy();
    expect(await within(dialog).findByText('王强')).toBeTruthy();
    expect(backend.asked(customToSalerCalls.list).at(-1)!.query).toMatchObject({
      customerId: '6103',
      shipperId: '9101',
      isPrimary: 'true',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择接手的业务员')).toBeTruthy();
    expect(await within(dialog).findByText('请输入转移原因')).toBeTruthy();
    await pick(within(dialog).getByLabelText('接手业务员'), '陈静 (HD0009) · 销售部');
    fireEvent.change(within(dialog).getByLabelText('转移原因'), { target: { value: '王强调岗' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(backend.asked(customToSalerCalls.reassign)[0]!.body).toEqual({
        shipperId: '9101',
        customerId: '6103',
        toSalerId: '8003',
        reason: '王强调岗',
      }),
    );
    expect(await screen.findByText('已转移给陈静')).toBeTruthy();
  });

  it('归属记录 lists the changes of owner', async () => {
    const backend = startServer();
    await show();
    await clickRowAction(rowOfSaler('王强'), '归属记录');
    const panel = await drawer();
    expect(await within(panel).findByText('片区调整: 解放路片区划归华东一区')).toBeTruthy();
    expect(within(panel).getByText('转移')).toBeTruthy();
    expect(backend.asked(customToSalerCalls.history)[0]!.query).toEqual({ customerId: '6103', shipperId: '9101' });
  });

  it('批量删除 removes the chosen assignments', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(within(rowOfSaler('刘洋')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(customToSalerCalls.remove)[0]!.query).toEqual({ ids: ['5102'] }));
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await show();
    expect(screen.getByRole('columnheader', { name: 'Primary' })).toBeTruthy();
    expect(buttonsOf('刘洋')).toEqual(['View', 'Edit', 'Reassign', 'History', 'Delete']);
  });
});
