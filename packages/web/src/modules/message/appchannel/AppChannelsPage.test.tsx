import { appChannelResource, crudCalls, messageCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { messageModule } from '../index.ts';
import { messageBackend, pageOf } from '../testKit.tsx';
import { AppChannelsPage } from './AppChannelsPage.tsx';

const calls = crudCalls(appChannelResource);
const apps = [
  {
    id: '61',
    appCode: 'SMART_SUPPLY',
    appName: '智能采购',
    appKey: 'ak_smart_0001',
    dailyQuota: 0,
    status: 1,
    createTime: '2026-03-01 10:00:00',
  },
  {
    id: '62',
    appCode: 'SALES_APP',
    appName: '销售助手',
    appKey: 'ak_sales_0002',
    dailyQuota: 5000,
    status: 1,
    createTime: '2026-03-02 10:00:00',
  },
];
const newSecret = 'sk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const resetSecret = 'sk_live_reset_0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const allCodes = ['appchannel', 'appchannel_add', 'appchannel_edit', 'appchannel_delete', 'appchannel_view'];

function startServer() {
  return messageBackend()
    .on(calls.list, () => pageOf(apps))
    .on(calls.submit, ({ body }) => ({
      ...body,
      id: '63',
      appCode: String(body.appCode),
      appName: String(body.appName),
      appKey: 'ak_wms_0003',
      appSecret: newSecret,
    }))
    .on(messageCalls.resetSecret, () => ({ appKey: 'ak_sales_0002', appSecret: resetSecret }));
}

const showApps = (codes: readonly string[] = allCodes) => showPage(<AppChannelsPage />, codes, '销售助手');

/** The one-time secret's dialog, found by the secret it shows. */
const secretDialog = async (secret: string) =>
  (await screen.findByText(secret)).closest('[role="dialog"]') as HTMLElement;

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('app channels (应用渠道)', () => {
  it('is the page the registry opens at /message/appchannel', async () => {
    registerModulePages(messageModule);
    expect((await findPage('/message/appchannel')!.load()).default).toBe(AppChannelsPage);
  });

  it('after 新增 shows the new secret once, beside its app key; closing forgets it', async () => {
    const backend = startServer();
    await showApps();
    expect(screen.queryByRole('columnheader', { name: '应用密钥' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await lastDialog();
    expect(within(form).queryByLabelText('应用密钥')).toBeNull();
    fireEvent.change(within(form).getByLabelText('应用编码'), { target: { value: 'WMS' } });
    fireEvent.change(within(form).getByLabelText('应用名称'), { target: { value: '仓储系统' } });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));

    const issued = await secretDialog(newSecret);
    expect(backend.asked(calls.submit)[0]!.body).toMatchObject({ appCode: 'WMS', appName: '仓储系统' });
    expect(within(issued).getByText('应用密钥只显示这一次, 请立即妥善保存')).toBeTruthy();
    expect(within(issued).getByText('ak_wms_0003')).toBeTruthy();
    expect(within(issued).getByText('仓储系统')).toBeTruthy();
    // It closes only once the person says the secret is kept.
    expect((within(issued).getByRole('button', { name: /关\s*闭/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(issued).getByRole('checkbox', { name: '我已复制并妥善保存' }));
    fireEvent.click(within(issued).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.queryByText(newSecret)).toBeNull());
  });

  it('重置密钥 asks first, then shows the new secret once; it needs appchannel_edit', async () => {
    const backend = startServer();
    await showApps();
    fireEvent.click(within(rowOf('销售助手')).getByRole('button', { name: '重置密钥' }));
    const confirm = await lastDialog();
    expect(within(confirm).getByText(/旧密钥将立即失效/)).toBeTruthy();
    expect(backend.asked(messageCalls.resetSecret)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));

    const issued = await secretDialog(resetSecret);
    expect(backend.asked(messageCalls.resetSecret)[0]!.query).toEqual({ id: '62' });
    expect(within(issued).getByText('SALES_APP')).toBeTruthy();
    expect(within(issued).getByText('ak_sales_0002')).toBeTruthy();
    expect(await screen.findByText('密钥已重置')).toBeTruthy();
    cleanup();

    startServer();
    await showApps(['appchannel', 'appchannel_view']);
    expect(within(rowOf('销售助手')).queryByRole('button', { name: '重置密钥' })).toBeNull();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showApps();
    fireEvent.click(within(rowOf('销售助手')).getByRole('button', { name: 'Reset secret' }));
    fireEvent.click(within(await lastDialog()).getByRole('button', { name: 'OK' }));
    const issued = await secretDialog(resetSecret);
    expect(within(issued).getByText('The app secret is shown this once only: store it safely now')).toBeTruthy();
    expect(within(issued).getByRole('button', { name: 'Copy secret' })).toBeTruthy();
  });
});
