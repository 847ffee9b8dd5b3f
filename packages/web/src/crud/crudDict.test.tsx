import { clientResource, grayResource, postResource, type ResourceDef } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictRoutes } from '../../test/dictStub.ts';
import { type StubReply, stubServer } from '../../test/httpStub.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { setLanguage } from '../i18n/index.ts';
import { http, setHttpHooks } from '../lib/http.ts';
import { useSession } from '../shell/stores/session.ts';
import { CrudPage } from './CrudPage.tsx';

/** The generic screens of declared resources whose fields (or status) are dictionary values. */

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const client = {
  id: '31',
  clientId: 'saber',
  scope: 'all',
  authorizedGrantTypes: 'password,refresh_token',
  accessTokenValidity: 3600,
  refreshTokenValidity: 604800,
  createTime: '2024-01-01 10:00:00',
};
const grays = [
  { id: '41', gray: 'pos', versions: '2.3.0', shopList: 'S001', status: 1, createTime: '2024-01-01 10:00:00' },
  { id: '42', gray: 'pos', versions: '2.4.0', shopList: 'S002', status: 2, createTime: '2024-01-02 10:00:00' },
];
const posts = [{ id: '51', category: 1, postCode: 'ceo', postName: '首席执行官', sort: 1 }];

function start(records: Record<string, unknown>[]) {
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c: InternalAxiosRequestConfig) => {
    const dict = dictRoutes[c.url ?? ''];
    if (dict) return dict(c);
    if (c.url?.endsWith('/list')) return page(records);
    if (c.url?.endsWith('/detail')) return ok(records.find((r) => r.id === c.params.id));
    if (c.url?.endsWith('/submit')) return ok({ id: '99' });
    return ok(null);
  });
  return (suffix: string) => seen.filter((c) => c.url?.endsWith(suffix));
}

async function show(def: ResourceDef, first: string) {
  const codes = ['add', 'edit', 'delete', 'view'].map((b) => [`${def.name}_${b}`, true]);
  useSession.setState({ permission: Object.fromEntries(codes) });
  renderApp(<CrudPage def={def} />);
  await screen.findByText(first);
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('CrudPage: dictionary fields', () => {
  it('shows a comma-joined field as one tag per label, and sends the picked values comma-joined', async () => {
    const calls = start([client]);
    await show(clientResource, 'saber');
    expect(await within(rowOf('saber')).findByText('密码模式')).toBeTruthy();
    expect(within(rowOf('saber')).getByText('刷新令牌')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('客户端id', 'mall');
    type('权限范围', 'all');
    type('令牌秒数', '3600');
    type('刷新令牌秒数', '7200');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择授权类型')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '授权类型' }));
    fireEvent.click(await screen.findByTitle('密码模式'));
    fireEvent.click(await screen.findByTitle('验证码模式'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls('/submit')).toHaveLength(1));
    expect(JSON.parse(calls('/submit')[0]!.data as string)).toMatchObject({
      clientId: 'mall',
      authorizedGrantTypes: 'password,captcha',
    });
  });

  it('edit shows the stored values picked; 查看 shows their labels', async () => {
    start([client]);
    await show(clientResource, 'saber');
    fireEvent.click(within(rowOf('saber')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTitle('密码模式')).toBeTruthy();
    expect(within(dialog).getByTitle('刷新令牌')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(rowOf('saber')).getByRole('button', { name: '查看' }));
    const view = await screen.findByRole('dialog');
    expect(await within(view).findByText('刷新令牌')).toBeTruthy();
  });

  it('a numeric dictionary field: its label in the list, a select in the search sending the number', async () => {
    const calls = start(posts);
    await show(postResource, '首席执行官');
    expect(await within(rowOf('首席执行官')).findByText('高层')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '岗位类型' }));
    fireEvent.click(await screen.findByTitle('基层'));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls('/list')).toHaveLength(2));
    expect(calls('/list')[1]!.params).toEqual({ category_equal: 3, current: '1', size: '10' });
  });

  it('speaks English: the labels come in the UI language', async () => {
    act(() => setLanguage('en'));
    start(posts);
    await show(postResource, '首席执行官');
    expect(await within(rowOf('首席执行官')).findByText('Senior')).toBeTruthy();
  });
});

describe('CrudPage: a resource that shows its status', () => {
  it('has a 状态 column by the dictionary, a status search (status_equal), and the status in 查看', async () => {
    const calls = start(grays);
    await show(grayResource, '2.3.0');
    expect(screen.getByRole('columnheader', { name: '状态' })).toBeTruthy();
    expect(await within(rowOf('2.3.0')).findByText('已启用')).toBeTruthy();
    expect(within(rowOf('2.4.0')).getByText('已停用')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByTitle('已停用'));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls('/list')).toHaveLength(2));
    expect(calls('/list')[1]!.params).toEqual({ status_equal: 2, current: '1', size: '10' });

    fireEvent.click(within(rowOf('2.3.0')).getByRole('button', { name: '查看' }));
    const view = await screen.findByRole('dialog');
    const value = (label: string) =>
      within(view).getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;
    await waitFor(() => expect(value('状态')).toBe('已启用'));
  });
});
