import { purchaseDocsCalls as calls, crudCalls, goodsResource, type SuggestionLine } from '@pharma/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import {
  cellsOf,
  choose,
  docsBackend,
  inputOf,
  log,
  moveWithReason,
  pageOf,
  plan,
  planDetailOf,
  planLine,
  resetScreensAfterEach,
} from '../purchase.fixture.tsx';
import { PlansPage } from './PlansPage.tsx';

const plans = [
  plan('1', 'CGJH209903010001', 0),
  plan('2', 'CGJH209903010002', 1),
  plan('3', 'CGJH209903010003', 2),
  plan('4', 'CGJH209903010004', 3, { auditOpinion: '数量偏大' }),
  plan('5', 'CGJH209903010005', 6),
];
const allCodes = [
  'purchase_plan',
  'purchase_plan_add',
  'purchase_plan_edit',
  'purchase_plan_delete',
  'purchase_plan_view',
  'purchase_plan_commit',
  'purchase_plan_audit',
  'purchase_plan_close',
  'purchase_plan_to_order',
  'purchase_plan_auto',
];

const suggestion = (n: number, over: Partial<SuggestionLine> = {}): SuggestionLine => {
  const { id: _id, planId: _p, orderedQty: _o, lineStatus: _l, ...line } = planLine(n);
  return { ...line, reorderPoint: '14', suggested: true, ...over };
};

const moved = (id: string, status: number) => ({ id, status, warnings: [] });

function startServer() {
  return docsBackend()
    .on(calls.planList, () => pageOf(plans))
    .on(calls.planDetail, ({ query }) =>
      planDetailOf(
        plans.find((p) => p.id === query.id) ?? plan(query.id, 'CGJH209903019999', 0, { planType: 1 }),
        [
          planLine(1),
          planLine(2, { supplierId: '22', supplierName: '上海医药分销', lineStatus: 1, orderedQty: '50.000' }),
        ],
        [log(1, 'plan', 'commit', 0, 1), log(2, 'plan', 'approve', 1, 2, { operatorName: '主管老王' })],
      ),
    )
    .on(calls.planCommit, ({ body }) => moved(body.id, 1))
    .on(calls.planAudit, ({ body }) => moved(body.id, body.pass ? 2 : 3))
    .on(calls.planClose, ({ body }) => moved(body.id, 6))
    .on(calls.planRemove, () => 1);
}

const showPlans = (codes: readonly string[] = allCodes) => showPage(<PlansPage />, codes, 'CGJH209903010005');

resetScreensAfterEach();

describe('purchase plans (采购计划)', () => {
  it('lists the plans with their status and offers each row only the moves its status allows', async () => {
    startServer();
    await showPlans();
    expect(within(rowOf('CGJH209903010001')).getByText('草稿')).toBeTruthy();
    expect(within(rowOf('CGJH209903010004')).getByText('已驳回').className).toContain('ant-tag-error');
    expect(within(rowOf('CGJH209903010003')).getByText('4560.00')).toBeTruthy();
    expect(buttonsOf('CGJH209903010001')).toEqual(['查看', '编辑', '提交审核', '删除']);
    expect(buttonsOf('CGJH209903010002')).toEqual(['查看', '审核']);
    expect(buttonsOf('CGJH209903010003')).toEqual(['查看', '生成订单', '关闭']);
    expect(buttonsOf('CGJH209903010004')).toEqual(['查看', '编辑', '提交审核']);
    expect(buttonsOf('CGJH209903010005')).toEqual(['查看']);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '智能补货' })).toBeTruthy();
  });

  it('a plan in its approval process says 流程中 and offers no 审核 (its task in 我的事务 decides)', async () => {
    const inFlow = plan('6', 'CGJH209903010006', 1, { processInstanceId: '2601', inFlow: true });
    startServer().on(calls.planList, () => pageOf([...plans, inFlow]));
    await showPlans();
    expect(within(rowOf('CGJH209903010006')).getByText('待审核')).toBeTruthy();
    expect(within(rowOf('CGJH209903010006')).getByTestId('plan-in-flow').textContent).toBe('流程中');
    expect(buttonsOf('CGJH209903010006')).toEqual(['查看']);
    // A plan awaiting a direct audit keeps its button and says nothing of a process.
    expect(buttonsOf('CGJH209903010002')).toEqual(['查看', '审核']);
    expect(within(rowOf('CGJH209903010002')).queryByTestId('plan-in-flow')).toBeNull();
  });

  it('shows no button whose code the user lacks', async () => {
    startServer();
    await showPlans(['purchase_plan', 'purchase_plan_view']);
    expect(buttonsOf('CGJH209903010001')).toEqual(['查看']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '智能补货' })).toBeNull();
  });

  it('searches by number, type and status and pages from 1', async () => {
    const backend = startServer();
    await showPlans();
    fireEvent.change(screen.getByLabelText('计划单号'), { target: { value: ' CGJH2099 ' } });
    await choose(document.body, '状态', '待审核');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(calls.planList).at(-1)!.query).toMatchObject({
        planNo: 'CGJH2099',
        status: '1',
        current: '1',
        size: '10',
      }),
    );
  });

  it('审核 refuses a rejection without an opinion, then sends it with one', async () => {
    const backend = startServer();
    await showPlans();
    fireEvent.click(within(rowOf('CGJH209903010002')).getByRole('button', { name: '审核' }));
    const dialog = await lastDialog();
    fireEvent.click(within(dialog).getByLabelText('驳回'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('驳回时请填写审核意见')).toBeTruthy();
    expect(backend.asked(calls.planAudit)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '数量偏大, 请核减' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(calls.planAudit)).toHaveLength(1));
    expect(backend.asked(calls.planAudit)[0]!.body).toEqual({ id: '2', pass: false, opinion: '数量偏大, 请核减' });
    // The grid reads again after the move.
    await waitFor(() => expect(backend.asked(calls.planList).length).toBeGreaterThan(1));
  });

  it('关闭 needs a reason', async () => {
    const backend = startServer();
    await showPlans();
    await moveWithReason('CGJH209903010003', '关闭', '供应商停产');
    await waitFor(() => expect(backend.asked(calls.planClose)[0]?.body).toEqual({ id: '3', reason: '供应商停产' }));
  });

  it('查看 shows the lines and the status history', async () => {
    startServer();
    await showPlans();
    fireEvent.click(within(rowOf('CGJH209903010003')).getByRole('button', { name: '查看' }));
    const dialog = await lastDialog();
    const lines = await within(dialog).findByTestId('plan-lines');
    await within(lines).findByText('上海医药分销');
    expect(cellsOf(lines)).toHaveLength(2);
    const history = within(dialog)
      .getAllByTestId('status-log')
      .map((e) => e.textContent);
    expect(history[0]).toContain('采购员小李 提交审核：草稿 → 待审核');
    expect(history[1]).toContain('主管老王 审核通过：待审核 → 已审核');
  });

  it('智能补货 shows the suggestion line by line with its inputs, and saves the changed quantities', async () => {
    const backend = startServer()
      .on(calls.planSuggest, () => ({
        shipperId: '11',
        calcTime: '2099-03-01 06:30:00',
        setting: {
          salesWindowDays: 90,
          safetyStockDays: 7,
          leadTimeDays: 7,
          upperLimitDays: 45,
          inTransitWindowDays: 15,
          roundToPackage: 0,
        },
        lines: [
          suggestion(1),
          suggestion(2, { suggested: false, suggestQty: '0.000', planQty: '0.000', saleableDays: '60.00' }),
        ],
      }))
      .on(calls.planAuto, () => ({ id: '9', status: 0, warnings: [] }))
      .on(calls.planUpdate, ({ body }) => ({ id: body.id, status: 0, warnings: [] }));
    await showPlans();
    fireEvent.click(screen.getByRole('button', { name: '智能补货' }));
    const dialog = await lastDialog();
    expect(within(dialog).getByRole('button', { name: '保存为草稿' }).hasAttribute('disabled')).toBe(true);
    await choose(dialog, '货主', '华东康源医药');
    fireEvent.click(within(dialog).getByRole('button', { name: '计算建议' }));

    const table = await within(dialog).findByTestId('suggestion');
    expect(backend.asked(calls.planSuggest)[0]!.body).toEqual({ shipperId: '11', showAll: false });
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    for (const input of [
      '库存',
      '可销',
      '在途',
      '已开单未出库',
      '近三月销量',
      '日均销量',
      '上限',
      '可销天数',
      '建议量',
    ])
      expect(headers).toContain(input);
    const [first, second] = cellsOf(table);
    const at = (label: string) => headers.indexOf(label);
    expect(first![at('库存')]).toBe('35.000');
    expect(first![at('在途')]).toBe('10.000');
    expect(first![at('近三月销量')]).toBe('270.000');
    expect(first![at('日均销量')]).toBe('3.000');
    expect(first![at('可销天数')]).toBe('15.00');
    expect(first![at('建议量')]).toBe('120.000');
    expect(second![at('计划数量')]).toBe('高于订货点, 不生成计划行');
    expect(within(dialog).getByTestId('suggestion-basis').textContent).toContain('2099-03-01 06:30:00');

    fireEvent.change(within(dialog).getByLabelText('计划数量 SP001'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存为草稿' }));
    await waitFor(() => expect(backend.asked(calls.planUpdate)).toHaveLength(1));
    expect(backend.asked(calls.planAuto)[0]!.body).toEqual({ shipperId: '11' });
    expect(backend.asked(calls.planUpdate)[0]!.body).toEqual({ id: '9', lines: [{ id: '501', planQty: '100' }] });
  });

  it('生成订单 groups the lines left by supplier and shows the orders made', async () => {
    const backend = startServer().on(calls.planToOrder, ({ body }) => ({
      planId: body.id,
      status: 5,
      orders: [
        { id: '71', orderNo: 'CGDD209903020001', supplierId: '21', lineCount: 1 },
        { id: '72', orderNo: 'CGDD209903020002', supplierId: '22', lineCount: 1 },
      ],
      warnings: [],
    }));
    await showPlans();
    fireEvent.click(within(rowOf('CGJH209903010003')).getByRole('button', { name: '生成订单' }));
    const dialog = await lastDialog();
    const groups = await within(dialog).findAllByTestId('supplier-group');
    expect(groups.map((g) => g.querySelector('h5')?.textContent)).toEqual([
      '供应商: 国药控股华东',
      '供应商: 上海医药分销',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: '生成订单' }));
    const made = await within(dialog).findByTestId('orders-made');
    expect(backend.asked(calls.planToOrder)[0]!.body).toEqual({ id: '3' });
    expect(within(made).getByText('CGDD209903020001')).toBeTruthy();
    expect(within(made).getByText('已生成 2 张订单')).toBeTruthy();
  });

  it('新增 saves a manual plan with its header and lines (goods from the goods list)', async () => {
    const backend = startServer()
      .on(crudCalls(goodsResource).list, ({ query }) =>
        pageOf(
          [
            { id: '401', goodsCode: 'SP001', commonName: '阿莫西林胶囊', spec: '0.25g×24粒' },
            { id: '402', goodsCode: 'SP002', commonName: '布洛芬缓释胶囊', spec: '0.3g×20粒' },
          ].filter((g) => !query.commonName || g.commonName.includes(String(query.commonName))),
        ),
      )
      .on(calls.planSubmit, () => ({
        id: '10',
        status: 0,
        warnings: ['供应商国药控股华东的许可证已过期（2099-01-01）'],
      }));
    await showPlans();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await lastDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择货主')).toBeTruthy();
    expect(await within(dialog).findByText('请选择商品')).toBeTruthy();
    expect(backend.asked(calls.planSubmit)).toHaveLength(0);

    await choose(dialog, '货主', '华东康源医药');
    fireEvent.change(inputOf(dialog, '商品'), { target: { value: '布洛芬' } });
    await choose(dialog, '商品', 'SP002 布洛芬缓释胶囊 0.3g×20粒');
    await waitFor(() =>
      expect(backend.asked(crudCalls(goodsResource).list).at(-1)!.query).toMatchObject({ commonName: '布洛芬' }),
    );
    await choose(dialog, '供应商', '上海医药分销');
    fireEvent.change(inputOf(dialog, '数量'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(calls.planSubmit)).toHaveLength(1));
    expect(backend.asked(calls.planSubmit)[0]!.body).toMatchObject({
      planType: 2,
      shipperId: '11',
      lines: [{ goodsId: '402', supplierId: '22', planQty: '20', unitPrice: null }],
    });
    expect(await screen.findByText('已保存，但请注意：供应商国药控股华东的许可证已过期（2099-01-01）')).toBeTruthy();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showPlans();
    expect(buttonsOf('CGJH209903010002')).toEqual(['View', 'Audit']);
    expect(await within(rowOf('CGJH209903010001')).findByText('Draft')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auto replenish' })).toBeTruthy();
  });
});
