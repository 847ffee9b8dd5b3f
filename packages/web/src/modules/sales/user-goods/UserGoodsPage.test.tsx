import { type GoodsInfoRecord, goodsInfoCalls, type UserGoodsRecord, userGoodsCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { pageOf, pick, salesBackend } from '../grade/salesTestKit.tsx';
import UserGoodsPageDefault, { UserGoodsPage } from './UserGoodsPage.tsx';

const rule = (id: string, code: string, name: string, ruleType: number, status: number): UserGoodsRecord => ({
  id,
  tenantId: '100001',
  shipperId: '9101',
  shipperName: '华东康源医药有限公司',
  userId: '8001',
  userName: '王强',
  goodsId: `70${id}`,
  goodsCode: code,
  commonName: name,
  spec: '30mg×7片',
  manufacturer: '拜耳医药保健有限公司',
  ruleType,
  validFrom: null,
  validTo: null,
  status,
  submitTime: status === 1 ? '2026-01-05 10:00:00' : '',
  submitUser: status === 1 ? '1' : null,
  submitUserName: status === 1 ? '陈静' : '',
  remark: null,
  createTime: '2026-01-05 09:00:00',
  updateTime: '2026-01-05 10:00:00',
});
const g7 = rule('11', 'G0007', '硝苯地平控释片', 1, 1);
const g17 = rule('12', 'G0017', '复方甘草片', 2, 0);
const info = (id: string, code: string, name: string, controlLevel: number): GoodsInfoRecord => ({
  goodsId: id,
  goodsCode: code,
  commonName: name,
  tradeName: null,
  spec: '0.35g×24粒',
  dosageForm: '胶囊剂',
  unit: '盒',
  packQty: 240,
  manufacturer: '石家庄以岭药业股份有限公司',
  approvalNo: `国药准字Z2099${code.slice(1)}`,
  rxType: 1,
  storageCondition: 1,
  controlLevel,
  retailPrice: '13.9000',
  availableQty: '300.000',
  nearestExpiry: null,
  status: 1,
});
const goods = [info('7012', 'G0012', '连花清瘟胶囊', 1), info('7013', 'G0013', '复方丹参滴丸', 1)];

function startServer() {
  return salesBackend()
    .on(userGoodsCalls.list, () => pageOf([g7, g17]))
    .on(userGoodsCalls.batchSave, ({ body }) => ({ saved: body.goods.length, ids: body.goods.map((_, i) => `9${i}`) }))
    .on(userGoodsCalls.submit, () => 1)
    .on(userGoodsCalls.remove, () => 1)
    .on(goodsInfoCalls.list, () => pageOf(goods));
}

const allCodes = ['sm_user_goods', 'sm_user_goods_add', 'sm_user_goods_delete', 'sm_user_goods_submit'];
const show = (codes = allCodes) => showPage(<UserGoodsPage />, codes, '复方甘草片');
const chooseRep = async () => {
  await pick(screen.getByLabelText('货主'), '华东康源医药有限公司 (HDKY)');
  await pick(screen.getByLabelText('业务员'), '王强 (HD0007) · 华东一区');
};

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('user goods (用户商品)', () => {
  it('is the page the registry loads (its default export)', () => {
    expect(UserGoodsPageDefault).toBe(UserGoodsPage);
  });

  it('lists a rep’s rules with their rule and status, and searches by shipper, rep, code, rule and status', async () => {
    const backend = startServer();
    await show();
    expect(await within(rowOf('硝苯地平控释片')).findByText('授权可见')).toBeTruthy();
    expect(within(rowOf('硝苯地平控释片')).getByText('已生效')).toBeTruthy();
    expect(within(rowOf('复方甘草片')).getByText('屏蔽')).toBeTruthy();
    expect(within(rowOf('复方甘草片')).getByText('待提交')).toBeTruthy();
    await chooseRep();
    fireEvent.change(screen.getByLabelText('商品编码'), { target: { value: 'G00' } });
    await pick(screen.getByLabelText('规则'), '屏蔽');
    await pick(screen.getByLabelText('状态'), '待提交');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(userGoodsCalls.list).at(-1)!.query).toMatchObject({
        shipperId: '9101',
        userId: '8001',
        goodsCode: 'G00',
        ruleType: '2',
        status: '0',
        current: '1',
      }),
    );
  });

  it('添加商品 needs the shipper and the rep, then saves the goods picked with the rule, pending', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(screen.getByRole('button', { name: '添加商品' }));
    expect(await screen.findByText('请先选择货主和业务员')).toBeTruthy();
    await chooseRep();
    fireEvent.click(screen.getByRole('button', { name: '添加商品' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(await within(dialog).findByText('连花清瘟胶囊')).toBeTruthy();
    expect(backend.asked(goodsInfoCalls.list)[0]!.query).toMatchObject({ shipperId: '9101', status: '1' });
    expect(within(dialog).getAllByText('300.000')).toHaveLength(2);
    fireEvent.click(within(rowOf('连花清瘟胶囊')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('复方丹参滴丸')).getByRole('checkbox'));
    expect(within(dialog).getByText('已选 2 个商品')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('屏蔽'));
    fireEvent.change(within(dialog).getByLabelText('关键字'), { target: { value: '丹参' } });
    fireEvent.keyDown(within(dialog).getByLabelText('关键字'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(backend.asked(goodsInfoCalls.list).at(-1)!.query).toMatchObject({ keyword: '丹参' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(userGoodsCalls.batchSave)).toHaveLength(1));
    expect(backend.asked(userGoodsCalls.batchSave)[0]!.body).toEqual({
      shipperId: '9101',
      userId: '8001',
      goods: [
        { goodsId: '7012', ruleType: 2, validFrom: null, validTo: null },
        { goodsId: '7013', ruleType: 2, validFrom: null, validTo: null },
      ],
    });
    expect(await screen.findByText('已保存2个商品，提交后生效')).toBeTruthy();
  });

  it('提交生效 puts the chosen rows in force, or every pending row of the rep and shipper', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(within(rowOf('复方甘草片')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提交生效' }));
    await screen.findByText('确定将选中的1条用户商品提交生效?');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(userGoodsCalls.submit)[0]!.body).toEqual({ ids: ['12'] }));
    await chooseRep();
    fireEvent.click(screen.getByRole('button', { name: '提交生效' }));
    await screen.findByText(/确定将王强的待提交商品提交生效/);
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() =>
      expect(backend.asked(userGoodsCalls.submit).at(-1)!.body).toEqual({ userId: '8001', shipperId: '9101' }),
    );
  });

  it('deletes the chosen rows and shows each button only with its code', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(within(rowOf('复方甘草片')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('硝苯地平控释片')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(userGoodsCalls.remove)[0]!.query).toEqual({ ids: ['12', '11'] }));
    cleanup();
    startServer();
    await show(['sm_user_goods']);
    expect(screen.queryByRole('button', { name: '添加商品' })).toBeNull();
    expect(screen.queryByRole('button', { name: '提交生效' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(within(rowOf('复方甘草片')).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await show();
    expect(screen.getByRole('columnheader', { name: 'Goods code' })).toBeTruthy();
    expect(await within(rowOf('复方甘草片')).findByText('Exclude')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Put in force' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add goods' })).toBeTruthy();
  });
});
