import { crudCalls, strategyDetailResource, strategyResource } from '@pharma/contract';
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { messageModule } from '../index.ts';
import { lastDrawer, messageBackend, pageOf } from '../testKit.tsx';
import { StrategiesPage } from './StrategiesPage.tsx';

const calls = crudCalls(strategyResource);
const steps = crudCalls(strategyDetailResource);
const strategy = (id: string, strategyCode: string, strategyName: string, mode: number) => ({
  id,
  strategyCode,
  strategyName,
  mode,
  status: 1,
  createTime: '2026-03-01 10:00:00',
});
const step = (id: string, strategyId: string, seq: number, channelType: string) => ({
  id,
  strategyId,
  seq,
  channelType,
  fallbackOnFail: 1,
  enabled: 1,
  createTime: '2026-03-01 10:00:00',
});
const allCodes = ['strategy', 'strategy_view', 'strategy_detail_view', 'strategy_detail_add', 'strategy_detail_edit'];

function startServer() {
  return messageBackend()
    .on(calls.list, () =>
      pageOf([strategy('31', 'INBOX_THEN_SMS', '站内信后短信', 2), strategy('32', 'ALL_AT_ONCE', '全部渠道', 1)]),
    )
    .on(steps.list, ({ query }) =>
      pageOf(
        [step('41', '31', 1, 'INBOX'), step('42', '31', 2, 'SMS'), step('43', '32', 1, 'EMAIL')].filter(
          (s) => s.strategyId === query.strategyId_equal,
        ),
      ),
    )
    .on(steps.submit, ({ body }) => ({ ...body, id: '44' }));
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('send strategies (发送策略)', () => {
  it('is the page the registry opens at /message/strategy', async () => {
    registerModulePages(messageModule);
    expect((await findPage('/message/strategy')!.load()).default).toBe(StrategiesPage);
  });

  it('渠道 lists that strategy’s steps in order, and a new step comes after the last', async () => {
    const backend = startServer();
    await showPage(<StrategiesPage />, allCodes, '站内信后短信');
    fireEvent.click(within(rowOf('站内信后短信')).getByRole('button', { name: '渠道' }));
    const drawer = await lastDrawer();
    expect(await within(drawer).findByText('站内信后短信 的渠道')).toBeTruthy();
    await within(drawer).findByText('短信');
    expect(backend.asked(steps.list).at(-1)!.query).toMatchObject({ strategyId_equal: '31', ascs: 'seq' });
    expect(within(drawer).queryByText('邮件')).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: '新增' }));
    const form = await lastDialog();
    expect(within(form).queryByLabelText('发送策略')).toBeNull();
    expect((within(form).getByLabelText('顺序') as HTMLInputElement).value).toBe('3');
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showPage(<StrategiesPage />, allCodes, '全部渠道');
    fireEvent.click(within(rowOf('全部渠道')).getByRole('button', { name: 'Channels' }));
    const drawer = await lastDrawer();
    await waitFor(() => expect(within(drawer).getByText('Channels of 全部渠道')).toBeTruthy());
    expect(await within(drawer).findByText('Email')).toBeTruthy();
  });
});
