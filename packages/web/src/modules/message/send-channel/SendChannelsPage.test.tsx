import { crudCalls, secretMask, sendChannelDetailResource, sendChannelResource } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { messageModule } from '../index.ts';
import { choose, lastDrawer, messageBackend, optionsOf, pageOf } from '../testKit.tsx';
import { SendChannelsPage } from './SendChannelsPage.tsx';

const channels = crudCalls(sendChannelResource);
const settings = crudCalls(sendChannelDetailResource);
const channel = (id: string, channelCode: string, channelName: string, channelType: string) => ({
  id,
  channelCode,
  channelName,
  channelType,
  dailyLimit: 0,
  priority: 1,
  isDefault: 1,
  status: 1,
  createTime: '2026-03-01 10:00:00',
});
const setting = (id: string, sendChannelId: string, paramKey: string, paramValue: string) => ({
  id,
  sendChannelId,
  paramKey,
  paramValue,
  createTime: '2026-03-01 10:00:00',
});
const rows = [
  setting('71', '51', 'host', 'smtp.pharma.cn'),
  setting('72', '51', 'port', '465'),
  setting('73', '51', 'password', secretMask),
  setting('74', '52', 'webhook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send'),
];
const allCodes = [
  'send_channel',
  'send_channel_view',
  'send_channel_detail_view',
  'send_channel_detail_add',
  'send_channel_detail_edit',
  'send_channel_detail_delete',
];

function startServer() {
  return messageBackend()
    .on(channels.list, () =>
      pageOf([channel('51', 'MAIL_MAIN', '主邮箱', 'EMAIL'), channel('52', 'WECOM_ALERT', '告警群', 'WECOM_BOT')]),
    )
    .on(settings.list, ({ query }) => pageOf(rows.filter((r) => r.sendChannelId === query.sendChannelId_equal)))
    .on(settings.submit, ({ body }) => ({ ...body, id: '75' }));
}

async function openSettings(name: string) {
  fireEvent.click(within(rowOf(name)).getByRole('button', { name: '配置' }));
  const drawer = await lastDrawer();
  await within(drawer).findByText(`${name} 的配置`);
  return drawer;
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('send channels (发送渠道)', () => {
  it('is the page the registry opens at /message/send-channel', async () => {
    registerModulePages(messageModule);
    expect((await findPage('/message/send-channel')!.load()).default).toBe(SendChannelsPage);
  });

  it("配置 lists that channel's settings only, secrets masked, and says which required ones are missing", async () => {
    const backend = startServer();
    await showPage(<SendChannelsPage />, allCodes, '主邮箱');
    const drawer = await openSettings('主邮箱');
    await within(drawer).findByText('smtp.pharma.cn');
    expect(backend.asked(settings.list).at(-1)!.query).toMatchObject({ sendChannelId_equal: '51' });
    expect(within(drawer).getByText(secretMask)).toBeTruthy();
    expect(within(drawer).queryByText(/qyapi/)).toBeNull();
    // The channel column says the same on every row: it is left out.
    expect(within(drawer).queryByRole('columnheader', { name: '发送渠道' })).toBeNull();
    expect(within(drawer).getByTestId('settings-missing').textContent).toBe('尚缺必填配置: username, fromAddress');
  });

  it('新增 offers the keys of the channel’s type it lacks, types a secret as a password and sends the channel', async () => {
    const backend = startServer();
    await showPage(<SendChannelsPage />, allCodes, '主邮箱');
    const drawer = await openSettings('主邮箱');
    await within(drawer).findByText('smtp.pharma.cn');
    fireEvent.click(within(drawer).getByRole('button', { name: '新增' }));
    const form = await lastDialog();
    expect(within(form).queryByLabelText('发送渠道')).toBeNull();
    expect(await optionsOf(form, '配置项')).toEqual(['secure', 'username (必填)', 'fromAddress (必填)', 'fromName']);
    cleanup();

    // A robot's channel: its own keys, the secret one a password input.
    const second = startServer();
    await showPage(<SendChannelsPage />, allCodes, '告警群');
    const robot = await openSettings('告警群');
    await within(robot).findByText(/qyapi/);
    fireEvent.click(within(robot).getByRole('button', { name: '新增' }));
    const robotForm = await lastDialog();
    await choose(robotForm, '配置项', 'key (必填, 密钥)');
    const value = await waitFor(() => within(robotForm).getByLabelText('配置值') as HTMLInputElement);
    expect(value.type).toBe('password');
    fireEvent.change(value, { target: { value: 'wecom-robot-key-0001' } });
    fireEvent.click(within(robotForm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(second.asked(settings.submit)).toHaveLength(1));
    expect(second.asked(settings.submit)[0]!.body).toMatchObject({
      sendChannelId: '52',
      paramKey: 'key',
      paramValue: 'wecom-robot-key-0001',
    });
    expect(backend.asked(settings.submit)).toHaveLength(0);
  });

  it('without the settings’ code there is no 配置', async () => {
    startServer();
    await showPage(<SendChannelsPage />, ['send_channel', 'send_channel_view'], '主邮箱');
    expect(within(rowOf('主邮箱')).queryByRole('button', { name: '配置' })).toBeNull();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showPage(<SendChannelsPage />, allCodes, '主邮箱');
    fireEvent.click(within(rowOf('主邮箱')).getByRole('button', { name: 'Settings' }));
    const drawer = await lastDrawer();
    expect(await within(drawer).findByText('Settings of 主邮箱')).toBeTruthy();
    await within(drawer).findByText('smtp.pharma.cn');
    expect(within(drawer).getByTestId('settings-missing').textContent).toBe('Still missing: username, fromAddress');
    expect(screen.getByRole('columnheader', { name: 'Channel type' })).toBeTruthy();
  });
});
