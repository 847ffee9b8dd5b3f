import { type ParamDefRecord, purchaseBaseCalls, type SetPageRecord } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { pageOf, pick, purchaseBackend, resetScreensAfterEach } from '../purchase.fixture.tsx';
import { SetPagesPage } from './SetPagesPage.tsx';

const page = (id: string, pageCode: string, pageName: string, status: number): SetPageRecord => ({
  id,
  tenantId: '100001',
  pageCode,
  pageName,
  category: 'purchase',
  sort: Number(id) - 100,
  status,
  remark: null,
  paramCount: 2,
  createTime: '2026-03-01 09:00:00',
  updateTime: '2026-03-01 09:00:00',
});
const pages = [page('101', 'REPLENISH', '补货参数', 1), page('102', 'REMIND', '提醒参数', 0)];
const definition = (id: string, paramKey: string, paramName: string, over: Partial<ParamDefRecord> = {}) =>
  ({
    id,
    tenantId: '100001',
    pageId: '101',
    typename: '补货',
    paramKey,
    paramName,
    valueType: 'INT',
    componentType: 'number',
    dictType: null,
    defaultValue: '7',
    required: true,
    minValue: '0',
    maxValue: '365',
    unit: '天',
    helpText: null,
    sort: 1,
    ...over,
  }) satisfies ParamDefRecord;
const definitions = [
  definition('501', 'safetyDays', '安全天数'),
  definition('502', 'settle', '结算方式', {
    valueType: 'ENUM',
    componentType: 'select',
    dictType: 'sc_settle_type',
    defaultValue: '2',
    minValue: null,
    maxValue: null,
    unit: null,
    sort: 2,
  }),
];

function startServer() {
  return purchaseBackend()
    .on(purchaseBaseCalls.setPageList, ({ query }) =>
      pageOf(pages.filter((p) => !query.status || String(p.status) === query.status)),
    )
    .on(purchaseBaseCalls.setPageSubmit, ({ body }) => ({ ...page('103', body.pageCode, body.pageName, body.status) }))
    .on(purchaseBaseCalls.setPageRemove, () => 1)
    .on(purchaseBaseCalls.paramDefList, ({ query }) => pageOf(query.pageId === '101' ? definitions : []))
    .on(purchaseBaseCalls.paramDefSubmit, ({ body }) => definition('503', body.paramKey, body.paramName))
    .on(purchaseBaseCalls.paramDefRemove, () => 1);
}

const allCodes = ['set_page', 'set_page_add', 'set_page_edit', 'set_page_delete', 'set_page_view'];
const show = (codes = allCodes) => showPage(<SetPagesPage />, codes, '提醒参数');
const drawer = () =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-drawer-content')].at(-1);
    if (!found) throw new Error('no drawer');
    return found;
  });

resetScreensAfterEach();

describe('parameter pages (参数页面)', () => {
  it('lists the pages, draft or published, with the buttons the codes allow', async () => {
    const backend = startServer();
    await show();
    expect(within(rowOf('补货参数')).getByText('发布').className).toContain('ant-tag-success');
    expect(within(rowOf('提醒参数')).getByText('草稿')).toBeTruthy();
    expect(buttonsOf('补货参数')).toEqual(['参数定义', '查看', '编辑', '删除']);
    await pick(screen.getByLabelText('状态'), '发布');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(purchaseBaseCalls.setPageList).at(-1)!.query).toMatchObject({ status: '1' }),
    );
    await waitFor(() => expect(screen.queryByText('提醒参数')).toBeNull());
    cleanup();

    startServer();
    await show(['set_page']);
    expect(buttonsOf('补货参数')).toEqual(['参数定义']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('新增 checks the page as declared, then sends it', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await lastDialog();
    fireEvent.change(within(dialog).getByLabelText('页面编码'), { target: { value: 'contract base' } });
    fireEvent.change(within(dialog).getByLabelText('页面名称'), { target: { value: '合同参数' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('页面编码只能包含大写字母、数字和下划线，且以字母开头')).toBeTruthy();
    expect(backend.asked(purchaseBaseCalls.setPageSubmit)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('页面编码'), { target: { value: 'CONTRACT' } });
    fireEvent.click(within(dialog).getByLabelText('发布'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(backend.asked(purchaseBaseCalls.setPageSubmit)).toHaveLength(1));
    expect(backend.asked(purchaseBaseCalls.setPageSubmit)[0]!.body).toMatchObject({
      pageCode: 'CONTRACT',
      pageName: '合同参数',
      category: 'purchase',
      status: 1,
    });
  });

  it('删除 that the server refuses shows its message', async () => {
    const backend = startServer();
    const { toast } = await show();
    backend.refuse(purchaseBaseCalls.setPageRemove, {
      zh: '参数页面“补货参数”已有货主保存了参数值，不能删除',
      en: 'in use',
    });
    await clickRowAction(rowOf('补货参数'), '删除');
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('参数页面“补货参数”已有货主保存了参数值，不能删除'));
    expect(backend.asked(purchaseBaseCalls.setPageRemove)[0]!.query).toEqual({ ids: ['101'] });
  });

  it('参数定义 lists the page’s parameters and adds one, its components following its type', async () => {
    const backend = startServer();
    await show();
    await clickRowAction(rowOf('补货参数'), '参数定义');
    const defs = await drawer();
    expect(await within(defs).findByText('safetyDays')).toBeTruthy();
    expect(within(defs).getByText('补货参数 的参数定义')).toBeTruthy();
    expect(within(rowOf('safetyDays')).getByText('0 ~ 365')).toBeTruthy();
    expect(within(rowOf('settle')).getByText('单选(字典)')).toBeTruthy();
    expect(within(rowOf('settle')).getByText('下拉选择')).toBeTruthy();
    expect(backend.asked(purchaseBaseCalls.paramDefList)[0]!.query).toMatchObject({ pageId: '101' });

    fireEvent.click(within(defs).getByRole('button', { name: '新增参数定义' }));
    const dialog = await lastDialog();
    fireEvent.change(within(dialog).getByLabelText('参数键'), { target: { value: 'remindMethods' } });
    fireEvent.change(within(dialog).getByLabelText('参数名'), { target: { value: '提醒方式' } });
    await pick(within(dialog).getByLabelText('值类型'), '多选(字典)');
    // A multiple choice is edited with checkboxes or a select; a dictionary code is asked for.
    await waitFor(() => expect(within(dialog).getByText('复选框')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('字典编码'), { target: { value: 'sc_delivery_method' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(purchaseBaseCalls.paramDefSubmit)).toHaveLength(1));
    expect(backend.asked(purchaseBaseCalls.paramDefSubmit)[0]!.body).toMatchObject({
      pageId: '101',
      typename: '补货',
      paramKey: 'remindMethods',
      paramName: '提醒方式',
      valueType: 'MULTI_ENUM',
      componentType: 'checkbox',
      dictType: 'sc_delivery_method',
    });
  });

  it('without the edit code the definitions are read-only', async () => {
    startServer();
    await show(['set_page']);
    await clickRowAction(rowOf('补货参数'), '参数定义');
    const defs = await drawer();
    await within(defs).findByText('safetyDays');
    expect(within(defs).queryByRole('button', { name: '新增参数定义' })).toBeNull();
    expect(within(rowOf('safetyDays')).queryAllByRole('button')).toEqual([]);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await show();
    expect(screen.getByRole('columnheader', { name: 'Page code' })).toBeTruthy();
    expect(within(rowOf('补货参数')).getByText('Published')).toBeTruthy();
    expect(buttonsOf('补货参数')[0]).toBe('Definitions');
  });
});
