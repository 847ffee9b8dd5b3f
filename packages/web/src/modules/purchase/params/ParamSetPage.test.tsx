import {
  crudCalls,
  type ParamValueRecord,
  purchaseBaseCalls,
  type SetPageRecord,
  shipperResource,
  tenantCalls,
} from '@pharma/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Refusal } from '../../../../test/fakeBackend.ts';
import { showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { pageOf, pick, purchaseBackend, resetScreensAfterEach } from '../purchase.fixture.tsx';
import { ParamSetPage } from './ParamSetPage.tsx';

const page = (id: string, pageName: string): SetPageRecord => ({
  id,
  tenantId: '100001',
  pageCode: `P${id}`,
  pageName,
  category: 'purchase',
  sort: 1,
  status: 1,
  remark: null,
  paramCount: 8,
  createTime: '2026-03-01 09:00:00',
  updateTime: '2026-03-01 09:00:00',
});

let sort = 0;
const def = (
  typename: string,
  paramKey: string,
  paramName: string,
  valueType: ParamValueRecord['valueType'],
  componentType: ParamValueRecord['componentType'],
  over: Partial<ParamValueRecord> = {},
): ParamValueRecord => ({
  id: String(500 + ++sort),
  tenantId: '100001',
  pageId: '101',
  typename,
  paramKey,
  paramName,
  valueType,
  componentType,
  dictType: null,
  defaultValue: null,
  required: false,
  minValue: null,
  maxValue: null,
  unit: null,
  helpText: null,
  sort,
  paramValue: null,
  saved: false,
  ...over,
});

const definitions = [
  def('补货', 'safetyDays', '安全天数', 'INT', 'number', {
    required: true,
    minValue: '0',
    maxValue: '365',
    unit: '天',
    paramValue: '7',
    saved: true,
    helpText: '低于此天数的可售库存即补货',
  }),
  def('补货', 'priceCap', '限价上浮', 'DECIMAL', 'number', { unit: '%', paramValue: '5.00' }),
  def('补货', 'autoOn', '自动补货', 'BOOL', 'switch', { paramValue: 'false' }),
  def('补货', 'settle', '结算方式', 'ENUM', 'select', { dictType: 'sc_settle_type', paramValue: '2' }),
  def('提醒', 'methods', '提醒方式', 'MULTI_ENUM', 'checkbox', { dictType: 'sc_delivery_method', paramValue: '1' }),
  def('提醒', 'startDate', '启用日期', 'DATE', 'date', { paramValue: '2026-03-01' }),
  def('提醒', 'remindAt', '提醒时间', 'TIME', 'time', { paramValue: '08:30' }),
  def('提醒', 'note', '提醒备注', 'STRING', 'input', { paramValue: '' }),
];

const dictItems: Record<string, Array<[string, string]>> = {
  sc_settle_type: [
    ['1', '现款现货'],
    ['2', '账期(月结)'],
    ['3', '预付款'],
  ],
  sc_delivery_method: [
    ['1', '供方送货'],
    ['2', '我方自提'],
  ],
};

function startServer() {
  return purchaseBackend()
    .on(purchaseBaseCalls.setPagePublished, () => [page('101', '补货参数'), page('102', '合同参数')])
    .on(purchaseBaseCalls.getTypename, ({ query }) => (query.pageId === '101' ? ['补货', '提醒'] : []))
    .on(purchaseBaseCalls.queryValues, ({ query }) => (query.pageId === '101' ? definitions : []))
    .on(purchaseBaseCalls.findByDictType, ({ body }) =>
      (dictItems[body.dictType] ?? []).map(([dictValue, dictLabel], i) => ({
        dictType: body.dictType,
        dictLabel,
        dictValue,
        sort: i + 1,
        isDefault: false,
        listClass: '',
        status: 1,
        remark: null,
      })),
    )
    .on(purchaseBaseCalls.saveValuesByCategory, ({ body }) =>
      definitions
        .filter((d) => d.typename === body.typename)
        .map((d) => ({ ...d, paramValue: body.values[d.paramKey] ?? d.paramValue, saved: true })),
    )
    .on(purchaseBaseCalls.saveValues, ({ body }) =>
      definitions.map((d) => ({ ...d, paramValue: body.values[d.paramKey] ?? '', saved: true })),
    );
}

const codes = ['param_set', 'param_set_edit'];
const show = (granted = codes) => showPage(<ParamSetPage />, granted, '提醒');
const section = (name: string) => screen.getByTestId(`section-${name}`);
const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;
const lastPost = (backend: ReturnType<typeof startServer>) =>
  JSON.parse(String(backend.requests.filter((r) => r.url?.includes('saveValues')).at(-1)!.data)) as {
    values: Record<string, unknown>;
  };

resetScreensAfterEach();
afterEach(() => {
  useSession.setState({ userInfo: null });
});

describe('parameters (参数设置)', () => {
  it('shows each group as a card with the control its componentType asks for', async () => {
    const backend = startServer();
    await show();
    expect(backend.asked(purchaseBaseCalls.queryValues)[0]!.query).toEqual({ pageId: '101', shipperId: '9101' });
    expect(backend.asked(purchaseBaseCalls.getTypename)[0]!.query).toEqual({ pageId: '101' });
    const replenish = section('补货');
    const remind = section('提醒');
    // number: a spin button with its unit and bounds; required marked; the help as a tooltip.
    await waitFor(() => expect(field(/安全天数/).value).toBe('7'));
    expect(field(/安全天数/).getAttribute('role')).toBe('spinbutton');
    expect(field(/安全天数/).getAttribute('aria-valuemax')).toBe('365');
    expect(within(replenish).getByText('天')).toBeTruthy();
    expect(within(replenish).getByText('%')).toBeTruthy();
    expect(within(replenish).getByText('安全天数').closest('label')!.className).toContain('ant-form-item-required');
    // The values not saved by the shipper are marked as defaults.
    expect(within(replenish).getByText('限价上浮').closest('label')!.textContent).toContain('默认值');
    expect(within(replenish).getByText('安全天数').closest('label')!.textContent).not.toContain('默认值');
    fireEvent.mouseEnter(within(replenish).getByRole('img', { name: 'question-circle' }));
    expect(await screen.findByText('低于此天数的可售库存即补货')).toBeTruthy();
    // switch, dictionary select (reqDict), checkboxes of a dictionary, date, time, text.
    expect(
      within(replenish)
        .getByRole('switch', { name: /自动补货/ })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(within(replenish).getByText('账期(月结)')).toBeTruthy();
    await waitFor(() => expect(within(remind).getByRole('checkbox', { name: '供方送货' })).toBeTruthy());
    expect((within(remind).getByRole('checkbox', { name: '供方送货' }) as HTMLInputElement).checked).toBe(true);
    expect((within(remind).getByRole('checkbox', { name: '我方自提' }) as HTMLInputElement).checked).toBe(false);
    expect(field(/启用日期/).value).toBe('2026-03-01');
    expect(field(/提醒时间/).value).toBe('08:30');
    expect(field(/提醒备注/).tagName).toBe('INPUT');
    expect(
      backend
        .asked(purchaseBaseCalls.findByDictType)
        .map((a) => a.body.dictType)
        .sort(),
    ).toEqual(['sc_delivery_method', 'sc_settle_type']);
  });

  it('保存本组 sends that group only, every value as its text', async () => {
    const backend = startServer();
    const { toast } = await show();
    await waitFor(() => expect(field(/安全天数/).value).toBe('7'));
    fireEvent.change(field(/安全天数/), { target: { value: '12' } });
    fireEvent.change(field(/限价上浮/), { target: { value: '7.25' } });
    fireEvent.click(screen.getByRole('switch', { name: /自动补货/ }));
    await pick(field(/结算方式/), '预付款');
    fireEvent.click(within(section('补货')).getByRole('button', { name: '保存本组' }));
    await waitFor(() => expect(backend.asked(purchaseBaseCalls.saveValuesByCategory)).toHaveLength(1));
    expect(backend.asked(purchaseBaseCalls.saveValuesByCategory)[0]!.body).toMatchObject({
      pageId: '101',
      shipperId: '9101',
      typename: '补货',
    });
    expect(lastPost(backend).values).toEqual({ safetyDays: '12', priceCap: '7.25', autoOn: 'true', settle: '3' });
    expect(backend.asked(purchaseBaseCalls.saveValues)).toHaveLength(0);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('全部保存 sends every parameter of the page, several choices comma-joined', async () => {
    const backend = startServer();
    await show();
    await waitFor(() => expect(within(section('提醒')).getByRole('checkbox', { name: '我方自提' })).toBeTruthy());
    fireEvent.click(within(section('提醒')).getByRole('checkbox', { name: '我方自提' }));
    fireEvent.change(field(/提醒备注/), { target: { value: '月底前确认' } });
    fireEvent.click(screen.getByRole('button', { name: '全部保存' }));
    await waitFor(() => expect(backend.asked(purchaseBaseCalls.saveValues)).toHaveLength(1));
    expect(lastPost(backend).values).toEqual({
      safetyDays: '7',
      priceCap: '5.00',
      autoOn: 'false',
      settle: '2',
      methods: '1,2',
      startDate: '2026-03-01',
      remindAt: '08:30',
      note: '月底前确认',
    });
  });

  it('a required parameter left empty is refused at its field; the server’s refusal is shown as it says', async () => {
    const backend = startServer();
    const { toast } = await show();
    await waitFor(() => expect(field(/安全天数/).value).toBe('7'));
    fireEvent.change(field(/安全天数/), { target: { value: '' } });
    fireEvent.click(within(section('补货')).getByRole('button', { name: '保存本组' }));
    expect(await screen.findByText('安全天数不能为空')).toBeTruthy();
    expect(backend.asked(purchaseBaseCalls.saveValuesByCategory)).toHaveLength(0);

    fireEvent.change(field(/安全天数/), { target: { value: '30' } });
    backend.refuse(purchaseBaseCalls.saveValuesByCategory, {
      zh: '参数页面尚未发布，不能保存参数值',
      en: 'not published',
    });
    fireEvent.click(within(section('补货')).getByRole('button', { name: '保存本组' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('参数页面尚未发布，不能保存参数值'));
  });

  it('without the edit code the values are shown but nothing can be changed or saved', async () => {
    startServer();
    await show(['param_set']);
    await waitFor(() => expect(field(/安全天数/).value).toBe('7'));
    expect(screen.queryByRole('button', { name: '保存本组' })).toBeNull();
    expect(screen.queryByRole('button', { name: '全部保存' })).toBeNull();
    expect(field(/安全天数/).disabled).toBe(true);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await show();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Save this group' })).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Save all' })).toBeTruthy();
    expect(screen.getByLabelText('Shipper')).toBeTruthy();
    expect(screen.getByLabelText('Parameter page')).toBeTruthy();
  });

  it('opens on the platform’s own shipper and pages for the platform administrator, and switches tenant', async () => {
    useSession.setState({ userInfo: { tenant_id: '000000', role_name: 'administrator' } as never });
    const platform = { ...page('201', '平台采购参数'), tenantId: '000000' };
    const backend = startServer()
      .on(tenantCalls.select, () => [
        { id: '1', tenantId: '000000', tenantName: '平台管理组' },
        { id: '2', tenantId: '100001', tenantName: '楚康医药物流' },
      ])
      .on(crudCalls(shipperResource).list, ({ query }) =>
        pageOf(
          query.tenantId === '000000'
            ? [{ id: '9001', shipperCode: 'PTYS', shipperName: '平台演示货主', status: 1 }]
            : [{ id: '9101', shipperCode: 'HDKY', shipperName: '华东康源医药', status: 1 }],
        ),
      )
      .on(purchaseBaseCalls.setPagePublished, ({ query }) =>
        query.tenantId === '000000' ? [platform] : [page('101', '补货参数')],
      )
      .on(purchaseBaseCalls.getTypename, ({ query }) => (query.pageId === '101' ? ['补货', '提醒'] : ['补货']))
      .on(purchaseBaseCalls.queryValues, ({ query }) =>
        query.shipperId === '9001' && query.pageId === '201'
          ? definitions.filter((d) => d.typename === '补货')
          : query.shipperId === '9101' && query.pageId === '101'
            ? definitions
            : new Refusal('参数页面不存在'),
      );
    await showPage(<ParamSetPage />, codes, '补货');
    // The platform's shipper on the platform's page: rows, never a tenant's shipper beside the platform's page.
    expect(backend.asked(purchaseBaseCalls.queryValues)[0]!.query).toEqual({ pageId: '201', shipperId: '9001' });
    expect(backend.asked(purchaseBaseCalls.setPagePublished)[0]!.query).toEqual({ tenantId: '000000' });
    await waitFor(() => expect(field(/安全天数/).value).toBe('7'));
    expect(screen.queryByText('提醒')).toBeNull();
    // Another tenant: its shippers and its pages.
    await pick(field('所属租户'), '楚康医药物流 (100001)');
    await waitFor(() => expect(section('提醒')).toBeTruthy());
    expect(backend.asked(purchaseBaseCalls.setPagePublished).at(-1)!.query).toEqual({ tenantId: '100001' });
    expect(backend.asked(purchaseBaseCalls.queryValues).at(-1)!.query).toEqual({ pageId: '101', shipperId: '9101' });
    expect(screen.getByText('补货参数')).toBeTruthy();
  });

  it('says so on the screen when the server refuses the page', async () => {
    startServer().refuse(purchaseBaseCalls.queryValues, '参数页面不存在', 404);
    await showPage(<ParamSetPage />, codes, '补货参数');
    expect((await screen.findByTestId('param-set-error')).textContent).toContain('参数页面不存在');
  });
});
