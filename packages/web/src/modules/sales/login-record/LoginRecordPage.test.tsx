import { type LoginRecordRecord, loginRecordCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { pick, salesBackend } from '../grade/salesTestKit.tsx';
import LoginRecordPageDefault, { LoginRecordPage, loginRecordFiltersOf } from './LoginRecordPage.tsx';

const record = (id: string, extra: Partial<LoginRecordRecord>): LoginRecordRecord => ({
  id,
  tenantId: '100001',
  loginTime: '2026-03-10 08:00:00',
  phone: '13800001003',
  realName: '王强',
  account: 'wangqiang',
  userId: '8001',
  loginType: 1,
  clientType: 1,
  deviceId: 'HUAWEI-Mate60-7F3A21',
  deviceModel: 'HUAWEI Mate 60',
  osVersion: 'HarmonyOS 4.0',
  appVersion: '2.3.1',
  ip: '10.21.0.8',
  location: '湖南省长沙市',
  result: 1,
  failReason: null,
  tokenId: null,
  logoutTime: null,
  status: 1,
  createTime: '2026-03-10 08:00:00',
  updateTime: '2026-03-10 08:00:00',
  ...extra,
});
const ok = record('51', {});
const refused = record('52', {
  loginTime: '2026-03-09 22:10:00',
  phone: '13900009999',
  realName: '',
  result: 0,
  failReason: '不在白名单',
  deviceModel: 'OPPO Find X7',
});
const page = (records: LoginRecordRecord[], extra: { capped?: boolean; total?: number } = {}) => ({
  records,
  total: extra.total ?? records.length,
  size: 10,
  current: 1,
  pages: 1,
  next: '',
  capped: extra.capped ?? false,
});

function startServer(capped = false) {
  return salesBackend().on(loginRecordCalls.list, ({ query }) =>
    page(
      [ok, refused].filter((r) => !query.result || String(r.result) === query.result),
      capped ? { capped, total: 10_000 } : {},
    ),
  );
}
const show = (codes = ['sm_login_record', 'sm_login_record_view']) =>
  showPage(<LoginRecordPage />, codes, '不在白名单');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
  act(() => useUi.setState({ screen: 3 }));
});

describe('login records (登录记录)', () => {
  it('is the page the registry loads (its default export)', () => {
    expect(LoginRecordPageDefault).toBe(LoginRecordPage);
  });

  it('lists the sign-ins newest first with their result and reason; 查看 shows every field', async () => {
    startServer();
    await show();
    expect(await within(rowOf('不在白名单')).findByText('失败')).toBeTruthy();
    expect(within(rowOf('HUAWEI Mate 60')).getByText('成功')).toBeTruthy();
    expect(within(rowOf('HUAWEI Mate 60')).getByText('Android')).toBeTruthy();
    expect(buttonsOf('HUAWEI Mate 60')).toEqual(['查看']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    fireEvent.click(within(rowOf('HUAWEI Mate 60')).getByRole('button', { name: '查看' }));
    const dialog = await lastDialog();
    expect(within(dialog).getByText('HUAWEI-Mate60-7F3A21')).toBeTruthy();
    expect(within(dialog).getByText('湖南省长沙市')).toBeTruthy();
    expect(await within(dialog).findByText('密码')).toBeTruthy();
  });

  it('searches by phone, result and time range; 导出 is offered', async () => {
    const backend = startServer();
    await show();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: ' 1390 ' } });
    await pick(screen.getByLabelText('结果'), '失败');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(loginRecordCalls.list).at(-1)!.query).toMatchObject({
        phone: '1390',
        result: '0',
        current: '1',
      }),
    );
    await waitFor(() => expect(screen.queryByText('HUAWEI Mate 60')).toBeNull());
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('turns the search form into the list’s filters', () => {
    const from = dayjs('2026-03-01 00:00:00');
    const until = dayjs('2026-03-10 12:30:00');
    expect(
      loginRecordFiltersOf({ phone: '  ', result: '1', timeRange: [from, until], tenantId: '100001' }, false),
    ).toEqual({
      result: '1',
      loginTime_datege: '2026-03-01 00:00:00',
      loginTime_datelt: '2026-03-10 12:30:00',
    });
    expect(loginRecordFiltersOf({ tenantId: '100001' }, true)).toEqual({ tenantId: '100001' });
  });

  it('says when the count stopped at 10,000 rows', async () => {
    startServer(true);
    await show();
    expect(await screen.findByText('超过 10,000 条')).toBeTruthy();
  });

  it('leaves 查看 out without its code, and speaks English on a phone', async () => {
    act(() => setLanguage('en'));
    act(() => useUi.setState({ screen: 0 }));
    startServer();
    await showPage(<LoginRecordPage />, ['sm_login_record'], '不在白名单');
    expect(await within(rowOf('不在白名单')).findByText('Failed')).toBeTruthy();
    expect(within(rowOf('不在白名单')).queryByRole('button', { name: 'View' })).toBeNull();
    expect(screen.getByLabelText('Mobile')).toBeTruthy();
  });
});
