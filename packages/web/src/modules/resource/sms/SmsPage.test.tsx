import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buttonsOf,
  lastDialog,
  pageOf,
  type Routes,
  refuse,
  rowOf,
  showPage,
  stubRoutes,
} from '../../../../test/listPageKit.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { resourceModule } from '../index.ts';
import { SmsPage } from './SmsPage.tsx';

const configs = [
  {
    id: '41',
    category: 3,
    smsCode: 'ali-verify',
    templateId: 'SMS_1',
    accessKey: 'LTAI1',
    secretKey: '******',
    signName: '阿里云',
    status: 2,
    createTime: '2024-01-01 10:00:00',
  },
  {
    id: '42',
    category: 4,
    smsCode: 'tc-notice',
    templateId: '1110000',
    accessKey: 'AKID1',
    secretKey: '******',
    signName: '腾讯云',
    status: 1,
    createTime: '2024-01-02 10:00:00',
  },
];
const allCodes = ['sms', 'sms_add', 'sms_edit', 'sms_delete', 'sms_view', 'sms_enable'];

const startServer = (overrides: Routes = {}) =>
  stubRoutes({ '/blade-resource/sms/list': () => pageOf(configs), ...overrides });
const showConfigs = (codes: readonly string[] = allCodes) => showPage(<SmsPage />, codes, 'tc-notice');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('SMS configs page (短信配置)', () => {
  it('is the page the registry opens at /resource/sms', async () => {
    registerModulePages(resourceModule);
    const entry = findPage('/resource/sms');
    expect((await entry!.load()).default).toBe(SmsPage);
  });

  it('offers 启用 on the configs that are off (with sms_enable) and 调试 on every config', async () => {
    startServer();
    await showConfigs();
    expect(buttonsOf('tc-notice')).toContain('启用');
    expect(buttonsOf('ali-verify')).not.toContain('启用');
    expect(buttonsOf('ali-verify')).toContain('调试');
    cleanup();
    startServer();
    await showConfigs(['sms', 'sms_view']);
    expect(within(rowOf('tc-notice')).queryByRole('button', { name: '启用' })).toBeNull();
  });

  it('启用 asks 是否确定启用这条配置? and then enables the row', async () => {
    const server = startServer();
    await showConfigs();
    fireEvent.click(within(rowOf('tc-notice')).getByRole('button', { name: '启用' }));
    const confirm = await lastDialog();
    expect(within(confirm).getByText('是否确定启用这条配置?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-resource/sms/enable')).toHaveLength(1));
    expect(server.calls('/blade-resource/sms/enable')[0]!.params).toEqual({ id: '42' });
  });

  it('调试 sends code, phones and params to send-message and says 发送成功!', async () => {
    const server = startServer();
    await showConfigs();
    fireEvent.click(within(rowOf('ali-verify')).getByRole('button', { name: '调试' }));
    const dialog = await lastDialog();
    expect((within(dialog).getByLabelText('资源编号') as HTMLInputElement).value).toBe('ali-verify');
    fireEvent.change(within(dialog).getByLabelText('发送手机'), { target: { value: '13800138000' } });
    fireEvent.change(within(dialog).getByLabelText('发送参数'), { target: { value: 'not json' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('发送参数须为 JSON 对象')).toBeTruthy();
    expect(server.calls('/blade-resource/sms/endpoint/send-message')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('发送参数'), { target: { value: '{"code":"1234"}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('发送成功!')).toBeTruthy();
    expect(server.calls('/blade-resource/sms/endpoint/send-message')[0]!.params).toEqual({
      code: 'ali-verify',
      phones: '13800138000',
      params: '{"code":"1234"}',
    });
  });

  it("a refused send shows the provider's reason and keeps the dialog open", async () => {
    startServer({
      '/blade-resource/sms/endpoint/send-message': () =>
        refuse('发送失败: 短信模板不存在或未审核通过 (isv.SMS_TEMPLATE_ILLEGAL)'),
    });
    const { toast } = await showConfigs();
    fireEvent.click(within(rowOf('ali-verify')).getByRole('button', { name: '调试' }));
    const dialog = await lastDialog();
    fireEvent.change(within(dialog).getByLabelText('发送手机'), { target: { value: '13800138000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('发送失败: 短信模板不存在或未审核通过 (isv.SMS_TEMPLATE_ILLEGAL)'),
    );
    expect(screen.getByText('短信发送调试')).toBeTruthy();
  });
});
