import { customerCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { pageOf, pick, salesBackend } from '../grade/salesTestKit.tsx';
import CustomerPageDefault, { CustomerPage } from './CustomerPage.tsx';

const customer = (id: string, code: string, name: string, type: number, gsp: number, saler: string) => ({
  id,
  tenantId: '100001',
  customerCode: code,
  customerName: name,
  shortName: null,
  pinyin: null,
  customerType: type,
  creditCode: '12420100441000011X',
  licenseNo: 'PDY00011142010011A1001',
  licenseExpiry: '2029-06-30',
  businessScope: '预防保健科;内科;外科',
  province: '湖北省',
  city: '江城市',
  district: '江岸区',
  address: '江城市江岸区胜利街 155 号',
  contactName: '黄建国',
  contactPhone: '027-82211001',
  gspStatus: gsp,
  saleStatus: 1,
  settleType: 2,
  creditDays: 90,
  creditLimit: '2000000.00',
  arrearsAmount: '386420.50',
  primarySalerName: saler,
  status: 1,
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
});
const hospital = customer('6101', 'KH0001', '江城市第一人民医院', 1, 1, '王强');
const clinic = customer('6104', 'KH0004', '李氏中医诊所', 4, 0, '刘洋');

function startServer() {
  return salesBackend()
    .on(customerCalls.list, () => pageOf([hospital, clinic]))
    .on(customerCalls.detail, () => hospital);
}
const allCodes = ['sm_customer', 'sm_customer_view', 'sm_customer_add', 'sm_customer_edit', 'sm_customer_delete'];
const show = (codes = allCodes) => showPage(<CustomerPage />, codes, '李氏中医诊所');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('customers (客户资料)', () => {
  it('is the page the registry loads (its default export)', () => {
    expect(CustomerPageDefault).toBe(CustomerPage);
  });

  it('lists the customers with their type, review and primary salesman, read-only', async () => {
    startServer();
    await show();
    expect(await within(rowOf('江城市第一人民医院')).findByText('公立医院')).toBeTruthy();
    expect(within(rowOf('李氏中医诊所')).getByText('待审')).toBeTruthy();
    expect(within(rowOf('李氏中医诊所')).getByText('刘洋')).toBeTruthy();
    // Whatever codes the caller holds, the screen only views: customers are the ERP's.
    expect(buttonsOf('李氏中医诊所')).toEqual(['查看']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  });

  it('searches by keyword, type, city, review and salesman', async () => {
    const backend = startServer();
    await show();
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '医院' } });
    await pick(screen.getByLabelText('客户类型'), '公立医院');
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '江城' } });
    await pick(screen.getByLabelText('首营状态'), '通过');
    await pick(screen.getByLabelText('业务员'), '王强 (HD0007) · 华东一区');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(customerCalls.list).at(-1)!.query).toMatchObject({
        keyword: '医院',
        customerType: '1',
        city: '江城',
        gspStatus: '1',
        salerId: '8001',
        current: '1',
      }),
    );
  });

  it('查看 shows the whole record', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(within(rowOf('江城市第一人民医院')).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('预防保健科;内科;外科')).toBeTruthy();
    expect(within(dialog).getByText('2000000.00')).toBeTruthy();
    expect(backend.asked(customerCalls.detail)[0]!.query).toEqual({ id: '6101' });
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await show(['sm_customer', 'sm_customer_view']);
    expect(screen.getByRole('columnheader', { name: 'Primary salesman' })).toBeTruthy();
    expect(await within(rowOf('江城市第一人民医院')).findByText('Public hospital')).toBeTruthy();
    expect(buttonsOf('李氏中医诊所')).toEqual(['View']);
  });
});
