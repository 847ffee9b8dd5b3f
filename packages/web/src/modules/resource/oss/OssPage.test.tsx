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
import { OssPage } from './OssPage.tsx';

const configs = [
  { id: '41', category: 7, ossCode: 'local', secretKey: '', status: 2, createTime: '2026-01-01 10:00:00' },
  {
    id: '42',
    category: 5,
    ossCode: 'minio-sh',
    endpoint: 'http://minio:9000',
    bucketName: 'files',
    accessKey: 'AK',
    secretKey: '******',
    status: 1,
    createTime: '2026-01-02 10:00:00',
  },
];
const allCodes = ['oss_add', 'oss_edit', 'oss_delete', 'oss_view', 'oss_enable'];

const startServer = (overrides: Routes = {}) =>
  stubRoutes({ '/blade-resource/oss/list': () => pageOf(configs), ...overrides });
const showConfigs = (codes: readonly string[] = allCodes) => showPage(<OssPage />, codes, 'minio-sh');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('object storage page (对象存储)', () => {
  it('is the page the registry opens at /resource/oss', async () => {
    registerModulePages(resourceModule);
    expect((await findPage('/resource/oss')!.load()).default).toBe(OssPage);
  });

  it('offers 启用 on the configs that are off, behind oss_enable, and never shows a secret', async () => {
    startServer();
    await showConfigs();
    expect(buttonsOf('minio-sh')).toContain('启用');
    expect(buttonsOf('local')).not.toContain('启用');
    expect(screen.queryByText('******')).toBeNull();
    cleanup();
    startServer();
    await showConfigs(['oss_view']);
    expect(within(rowOf('minio-sh')).queryByRole('button', { name: '启用' })).toBeNull();
  });

  it('启用 asks 是否确定启用这条配置?, enables and reloads the list', async () => {
    const server = startServer();
    await showConfigs();
    fireEvent.click(within(rowOf('minio-sh')).getByRole('button', { name: '启用' }));
    const confirm = await lastDialog();
    expect(within(confirm).getByText('是否确定启用这条配置?')).toBeTruthy();
    expect(server.calls('/blade-resource/oss/enable')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-resource/oss/enable')).toHaveLength(1));
    expect(server.calls('/blade-resource/oss/enable')[0]!.params).toEqual({ id: '42' });
    await waitFor(() => expect(server.calls('/blade-resource/oss/list').length).toBeGreaterThan(1));
  });

  it('测试连接 shows the store’s own message when it fails', async () => {
    const server = startServer({
      '/blade-resource/oss/test': () => refuse('对象存储 minio-sh: 空间 files 不存在'),
    });
    const { toast } = await showConfigs();
    fireEvent.click(within(rowOf('minio-sh')).getByRole('button', { name: '测试连接' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('对象存储 minio-sh: 空间 files 不存在'));
    expect(server.calls('/blade-resource/oss/test')[0]!.params).toEqual({ id: '42' });
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showConfigs();
    fireEvent.click(within(rowOf('minio-sh')).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Enable this configuration?')).toBeTruthy();
    expect(buttonsOf('minio-sh')).toContain('Test connection');
  });
});
