import { type PurchaseSettingRecord, purchaseBaseCalls, purchaseSettingDefaults } from '@pharma/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { pick, purchaseBackend, resetScreensAfterEach } from '../purchase.fixture.tsx';
import { SettingPage } from './SettingPage.tsx';

const record = (shipperId: string, over: Partial<PurchaseSettingRecord> = {}): PurchaseSettingRecord => ({
  ...purchaseSettingDefaults,
  id: null,
  tenantId: '100001',
  shipperId,
  shipperName: shipperId === '9101' ? '华东康源医药' : '西南健康药业',
  saved: false,
  updateTime: null,
  ...over,
});

function startServer() {
  return purchaseBackend()
    .on(purchaseBaseCalls.settingGet, ({ query }) =>
      query.shipperId === '9102'
        ? record('9102', { id: '77', saved: true, updateTime: '2026-03-01 09:00:00', safetyStockDays: 10 })
        : record(query.shipperId),
    )
    .on(purchaseBaseCalls.settingSave, ({ body }) =>
      record(body.shipperId, { ...(body as object), id: '78', saved: true, updateTime: '2026-03-02 10:00:00' }),
    );
}

const codes = ['purchase_setting', 'purchase_setting_edit'];
const show = (granted = codes) =>
  showPage(<SettingPage />, granted, '该货主尚未保存采购设置, 以下为系统默认值, 保存后生效');
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sentBody = (backend: ReturnType<typeof startServer>) =>
  JSON.parse(String(backend.requests.filter((r) => r.method === 'post').at(-1)!.data)) as Record<string, unknown>;

resetScreensAfterEach();

describe('purchase settings (采购设置)', () => {
  it("opens on the first shipper's settings, grouped, with the defaults marked as not saved", async () => {
    const backend = startServer();
    await show();
    expect(backend.asked(purchaseBaseCalls.settingGet)[0]!.query).toEqual({ shipperId: '9101' });
    for (const title of ['补货', '审核', '价格与效期', '默认值']) expect(screen.getByText(title)).toBeTruthy();
    await waitFor(() => expect(input('安全库存天数').value).toBe('7'));
    expect(input('超目录价容差(%)').value).toBe('5.00');
    expect(screen.getByRole('switch', { name: '采购计划需审核' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: '自动生成补货计划' }).getAttribute('aria-checked')).toBe('false');
    expect(input('自动补货时间').value).toBe('06:30');

    // Another shipper: its saved row.
    await pick(input('货主'), '西南健康药业');
    expect(await screen.findByText('最近保存于 2026-03-01 09:00:00')).toBeTruthy();
    await waitFor(() => expect(input('安全库存天数').value).toBe('10'));
  });

  it('计划审核走流程 is off by default, sent when turned on, and idle while plans need no audit', async () => {
    const backend = startServer();
    await show();
    const byFlow = await screen.findByRole('switch', { name: '计划审核走流程' });
    expect(byFlow.getAttribute('aria-checked')).toBe('false');
    expect(byFlow.hasAttribute('disabled')).toBe(false);
    fireEvent.click(byFlow);
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(backend.asked(purchaseBaseCalls.settingSave)).toHaveLength(1));
    expect(sentBody(backend)).toMatchObject({ planNeedAudit: true, planAuditByFlow: true });
    fireEvent.click(screen.getByRole('switch', { name: '采购计划需审核' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '计划审核走流程' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('保存设置 sends what was typed, decimals as strings, and says it is saved', async () => {
    const backend = startServer();
    const { toast } = await show();
    await waitFor(() => expect(input('安全库存天数').value).toBe('7'));
    fireEvent.change(input('安全库存天数'), { target: { value: '12' } });
    fireEvent.change(input('超目录价容差(%)'), { target: { value: '7.25' } });
    fireEvent.click(screen.getByRole('switch', { name: '订单审核后自动生成合同' }));
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(backend.asked(purchaseBaseCalls.settingSave)).toHaveLength(1));
    const sent = sentBody(backend);
    expect(sent).toMatchObject({
      shipperId: '9101',
      safetyStockDays: 12,
      priceTolerancePct: '7.25',
      autoGenerateContract: true,
      overReceiptPct: '0.00',
      autoPlanTime: '06:30',
    });
    expect(await screen.findByText('最近保存于 2026-03-02 10:00:00')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('checks the form as declared before sending, and shows what the server refuses', async () => {
    const backend = startServer();
    const { toast } = await show();
    await waitFor(() => expect(input('库存上限天数').value).toBe('45'));
    fireEvent.change(input('库存上限天数'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('库存上限天数不能小于安全库存天数与到货周期之和')).toBeTruthy();
    expect(backend.asked(purchaseBaseCalls.settingSave)).toHaveLength(0);

    fireEvent.change(input('库存上限天数'), { target: { value: '60' } });
    backend.refuse(purchaseBaseCalls.settingSave, { zh: '默认收货仓不属于该货主', en: 'Not this shipper’s warehouse' });
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('默认收货仓不属于该货主'));
    expect(backend.asked(purchaseBaseCalls.settingSave)[0]!.body).toMatchObject({ upperLimitDays: 60 });
  });

  it('without the edit code the settings are shown but cannot be changed or saved', async () => {
    startServer();
    await show(['purchase_setting']);
    await waitFor(() => expect(input('安全库存天数').value).toBe('7'));
    expect(screen.queryByRole('button', { name: '保存设置' })).toBeNull();
    expect(input('安全库存天数').disabled).toBe(true);
    expect(screen.getByRole('switch', { name: '采购计划需审核' }).hasAttribute('disabled')).toBe(true);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showPage(
      <SettingPage />,
      codes,
      'Nothing is saved for this shipper yet: these are the defaults, in force once saved',
    );
    for (const title of ['Replenishment', 'Audit', 'Prices and shelf life', 'Defaults'])
      expect(screen.getByText(title)).toBeTruthy();
    expect(within(document.body).getByLabelText('Safety stock (days)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeTruthy();
  });
});
