import { type ParamAttributeRecord, purchaseBaseCalls } from '@pharma/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { pick, purchaseBackend, resetScreensAfterEach } from '../purchase.fixture.tsx';
import { AttributesPage } from './AttributesPage.tsx';

const attribute = (
  id: string,
  attrCode: string,
  attrName: string,
  over: Partial<ParamAttributeRecord> = {},
): ParamAttributeRecord => ({
  id,
  tenantId: '100001',
  shipperId: '9101',
  attrCode,
  attrName,
  valueType: 'STRING',
  dictType: null,
  targetEntity: 'GOODS',
  required: false,
  visibleInList: true,
  sort: 10,
  enabled: true,
  ...over,
});

const saved = [
  attribute('801', 'bidNo', '中标流水号', { sort: 10 }),
  attribute('802', 'origin', '商品归属地', { sort: 20, enabled: false, visibleInList: false }),
];

function startServer() {
  return purchaseBackend()
    .on(purchaseBaseCalls.attributesList, ({ query }) => (query.shipperId === '9101' ? saved : []))
    .on(purchaseBaseCalls.attributesSaveList, ({ body }) =>
      body.list.map((row, i) =>
        attribute(String(900 + i), row.attrCode, row.attrName, { ...row, sort: row.sort ?? 0 }),
      ),
    );
}

const codes = ['param_attributes', 'param_attributes_edit'];
const show = async (granted = codes) => {
  const shown = await showPage(<AttributesPage />, granted, '华东康源医药');
  await waitFor(() => expect(cell('属性编码 1').value).toBe('bidNo'));
  return shown;
};
const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

resetScreensAfterEach();

describe('extended attributes (扩展属性)', () => {
  it("lists the shipper's attributes, disabled ones too, each in its editable row", async () => {
    const backend = startServer();
    await show();
    expect(backend.asked(purchaseBaseCalls.attributesList)[0]!.query).toEqual({ shipperId: '9101' });
    expect(cell('属性名称 2').value).toBe('商品归属地');
    expect(screen.getByRole('switch', { name: '启用 1' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: '启用 2' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: '列表显示 2' }).getAttribute('aria-checked')).toBe('false');
    // A dictionary code is for enumerations only.
    expect(cell('字典编码 1').disabled).toBe(true);
  });

  it('adds and removes rows and saves the whole list', async () => {
    const backend = startServer();
    const { toast } = await show();
    fireEvent.click(screen.getByRole('button', { name: '添加属性' }));
    await waitFor(() => expect(cell('属性编码 3')).toBeTruthy());
    fireEvent.change(cell('属性编码 3'), { target: { value: 'insurance' } });
    fireEvent.change(cell('属性名称 3'), { target: { value: '医保类别' } });
    await pick(screen.getByRole('combobox', { name: '值类型 3' }), '单选(字典)');
    await waitFor(() => expect(cell('字典编码 3').disabled).toBe(false));
    fireEvent.change(cell('字典编码 3'), { target: { value: 'sc_settle_type' } });
    await pick(screen.getByRole('combobox', { name: '适用对象 3' }), '计划明细');
    fireEvent.click(screen.getByRole('switch', { name: '必填 3' }));
    // The second row goes.
    fireEvent.click(screen.getAllByRole('button', { name: '移除' })[1]!);
    await waitFor(() => expect(screen.queryByDisplayValue('商品归属地')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '保存属性' }));
    await waitFor(() => expect(backend.asked(purchaseBaseCalls.attributesSaveList)).toHaveLength(1));
    const body = backend.asked(purchaseBaseCalls.attributesSaveList)[0]!.body;
    expect(body.shipperId).toBe('9101');
    expect(body.list.map((r) => r.attrCode)).toEqual(['bidNo', 'insurance']);
    expect(body.list[1]).toMatchObject({
      attrName: '医保类别',
      valueType: 'ENUM',
      dictType: 'sc_settle_type',
      targetEntity: 'PLAN_LINE',
      required: true,
      visibleInList: true,
      enabled: true,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('checks codes and names before sending, and shows what the server refuses', async () => {
    const backend = startServer();
    const { toast } = await show();
    fireEvent.click(screen.getByRole('button', { name: '添加属性' }));
    await waitFor(() => expect(cell('属性编码 3')).toBeTruthy());
    fireEvent.change(cell('属性编码 3'), { target: { value: 'bidNo' } });
    fireEvent.click(screen.getByRole('button', { name: '保存属性' }));
    expect(await screen.findAllByText('属性编码“bidNo”重复')).not.toHaveLength(0);
    expect(await screen.findByText('请输入属性名称')).toBeTruthy();
    expect(backend.asked(purchaseBaseCalls.attributesSaveList)).toHaveLength(0);

    fireEvent.change(cell('属性编码 3'), { target: { value: '9x' } });
    expect(await screen.findByText('属性编码只能包含字母、数字和下划线，且以字母开头')).toBeTruthy();
    fireEvent.change(cell('属性编码 3'), { target: { value: 'tender' } });
    fireEvent.change(cell('属性名称 3'), { target: { value: '招标批次' } });
    backend.refuse(purchaseBaseCalls.attributesSaveList, { zh: '货主不存在', en: 'No such shipper' });
    fireEvent.click(screen.getByRole('button', { name: '保存属性' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('货主不存在'));
  });

  it('without the edit code the list is read-only: no add, remove or save', async () => {
    startServer();
    await show(['param_attributes']);
    expect(screen.queryByRole('button', { name: '添加属性' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存属性' })).toBeNull();
    expect(screen.queryByRole('button', { name: '移除' })).toBeNull();
    expect(cell('属性编码 1').disabled).toBe(true);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showPage(<AttributesPage />, codes, '华东康源医药');
    await waitFor(() => expect(cell('Code 1').value).toBe('bidNo'));
    expect(screen.getByRole('button', { name: 'Add an attribute' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Applies to' })).toBeTruthy();
  });
});
