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
import { systemModule } from '../index.ts';
import { GraysPage } from './GraysPage.tsx';

const releases = [
  { id: '31', gray: 'pos', versions: '2.0.0', shopList: 'S1,S2', status: 1, createTime: '2024-01-01 10:00:00' },
  { id: '32', gray: 'mall', versions: '3.1.0', shopList: 'S3', status: 2, createTime: '2024-01-02 10:00:00' },
];
const allCodes = ['gray_add', 'gray_edit', 'gray_delete', 'gray_view', 'gray_enable', 'gray_disable'];

const startServer = (overrides: Routes = {}) =>
  stubRoutes({ '/blade-system/gray/list': () => pageOf(releases), ...overrides });
const showGrays = (codes: readonly string[] = allCodes) => showPage(<GraysPage />, codes, 'mall');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('gray releases page (灰度发布)', () => {
  it('is the page the registry opens at /system/gray, behind the menu', async () => {
    registerModulePages(systemModule);
    const entry = findPage('/system/gray');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(GraysPage);
  });

  it('offers 停用 on the enabled release and 启用 on the disabled one', async () => {
    startServer();
    await showGrays();
    expect(await within(rowOf('pos')).findByText('已启用')).toBeTruthy();
    expect(within(rowOf('mall')).getByText('已停用')).toBeTruthy();
    expect(buttonsOf('pos')).toContain('停用');
    expect(buttonsOf('pos')).not.toContain('启用');
    expect(buttonsOf('mall')).toContain('启用');
    expect(buttonsOf('mall')).not.toContain('停用');
    cleanup();

    // Each needs its own code.
    startServer();
    await showGrays(['gray_enable']);
    expect(buttonsOf('mall')).toContain('启用');
    expect(within(rowOf('pos')).queryByRole('button', { name: '停用' })).toBeNull();
    cleanup();

    startServer();
    await showGrays(['gray_view']);
    expect(within(rowOf('mall')).queryByRole('button', { name: '启用' })).toBeNull();
    expect(within(rowOf('pos')).queryByRole('button', { name: '停用' })).toBeNull();
  });

  it('启用 asks first, switches the release on and reloads the list', async () => {
    const server = startServer();
    await showGrays();
    fireEvent.click(within(rowOf('mall')).getByRole('button', { name: '启用' }));
    const confirm = await lastDialog();
    expect(within(confirm).getByText('确定启用该灰度发布?所列门店将收到此版本。')).toBeTruthy();
    expect(server.calls('/blade-system/gray/enable')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(server.calls('/blade-system/gray/enable')[0]!.params).toEqual({ id: '32' });
    await waitFor(() => expect(server.calls('/blade-system/gray/list').length).toBeGreaterThan(1));
  });

  it('停用 switches the release off', async () => {
    const server = startServer();
    await showGrays();
    fireEvent.click(within(rowOf('pos')).getByRole('button', { name: '停用' }));
    fireEvent.click(within(await lastDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-system/gray/disable')).toHaveLength(1));
    expect(server.calls('/blade-system/gray/disable')[0]!.params).toEqual({ id: '31' });
    expect(server.calls('/blade-system/gray/enable')).toHaveLength(0);
  });

  it('a refused 启用 shows why (the shop already in another release) and nothing else', async () => {
    startServer({ '/blade-system/gray/enable': () => refuse('门店 S3 已在启用的灰度发布 3.0.0 中') });
    const { toast } = await showGrays();
    fireEvent.click(within(rowOf('mall')).getByRole('button', { name: '启用' }));
    fireEvent.click(within(await lastDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('门店 S3 已在启用的灰度发布 3.0.0 中'));
    expect(screen.queryByText('操作成功')).toBeNull();
  });

  it('enters the shops in a text area', async () => {
    const server = startServer();
    await showGrays();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await lastDialog();
    const shops = within(dialog).getByLabelText('门店列表');
    expect(shops.tagName).toBe('TEXTAREA');
    fireEvent.change(within(dialog).getByLabelText('灰度应用'), { target: { value: 'pos' } });
    fireEvent.change(within(dialog).getByLabelText('灰度版本'), { target: { value: '2.1.0' } });
    fireEvent.change(shops, { target: { value: 'S1, S2\nS3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-system/gray/submit')).toHaveLength(1));
    expect(JSON.parse(server.calls('/blade-system/gray/submit')[0]!.data)).toEqual({
      gray: 'pos',
      versions: '2.1.0',
      shopList: 'S1, S2\nS3',
    });
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showGrays();
    expect(buttonsOf('pos')).toContain('Disable');
    expect(buttonsOf('mall')).toContain('Enable');
    fireEvent.click(within(rowOf('mall')).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Enable this release? The listed shops will get its version.')).toBeTruthy();
  });
});
