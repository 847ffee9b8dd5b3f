import { paramResource } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../test/httpStub.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { setLanguage } from '../i18n/index.ts';
import { http, setHttpHooks } from '../lib/http.ts';
import { useSession } from '../shell/stores/session.ts';
import { CrudPage } from './CrudPage.tsx';

const rows = [
  {
    id: '11',
    paramName: '是否开启注册',
    paramKey: 'account.register',
    paramValue: 'false',
    createTime: '2024-01-01 10:00:00',
  },
  {
    id: '12',
    paramName: '初始密码',
    paramKey: 'account.initPassword',
    paramValue: '123456',
    createTime: '2024-01-02 10:00:00',
  },
];
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const all = { param_add: true, param_edit: true, param_delete: true, param_view: true };

let seen: InternalAxiosRequestConfig[];
let submitReply: StubReply;

beforeEach(() => {
  setHttpHooks({ navigate: vi.fn() });
  submitReply = ok({ id: '13' });
  seen = stubServer(http, (c) => {
    if (c.url?.endsWith('/list')) return ok({ records: rows, total: 2, size: 10, current: 1, pages: 1 });
    if (c.url?.endsWith('/submit')) return submitReply;
    if (c.url?.endsWith('/detail'))
      return ok({ ...rows.find((r) => r.id === c.params.id), updateTime: '2024-03-01 08:00:00' });
    return ok({});
  });
});

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

const calls = (suffix: string) => seen.filter((c) => c.url?.endsWith(suffix));

function show(permission: Record<string, boolean>) {
  useSession.setState({ permission });
  renderApp(<CrudPage def={paramResource} />);
  return screen.findByText('是否开启注册');
}

describe('CrudPage', () => {
  it('lists rows with the declared columns, created time, total and the allowed actions', async () => {
    await show(all);
    expect(calls('/list')[0]!.params).toMatchObject({ current: '1', size: '10' });
    for (const title of ['参数名称', '参数键名', '参数键值', '创建时间', '操作']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(screen.queryByRole('columnheader', { name: '备注' })).toBeNull();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '批量删除' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
  });

  it('hides what the permission map does not grant', async () => {
    await show({ param_view: true });
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(2);
  });

  it('batch delete with nothing selected warns and calls nothing', async () => {
    await show(all);
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(calls('/remove')).toHaveLength(0);
  });

  it('batch delete asks first, then removes the selected ids and says 删除成功', async () => {
    await show(all);
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定将选择数据删除?')).toBeTruthy();
    expect(calls('/remove')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(calls('/remove')[0]!.params).toEqual({ ids: '11,12' });
  });

  it('searches with BladeX filter keys and goes back to page 1', async () => {
    await show(all);
    fireEvent.change(screen.getByPlaceholderText('请输入参数名称'), { target: { value: ' 密码 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls('/list')).toHaveLength(2));
    expect(calls('/list')[1]!.params).toEqual({ paramName: '密码', current: '1', size: '10' });
  });

  it('add refuses empty required fields with the declared messages, then saves and says 新增成功', async () => {
    await show(all);
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入参数名称')).toBeTruthy();
    expect(await within(dialog).findByText('请输入参数键名')).toBeTruthy();
    expect(await within(dialog).findByText('请输入参数键值')).toBeTruthy();
    expect(calls('/submit')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('参数名称'), { target: { value: '站点名称' } });
    fireEvent.change(within(dialog).getByLabelText('参数键名'), { target: { value: 'site.name' } });
    fireEvent.change(within(dialog).getByLabelText('参数键值'), { target: { value: '医药中台' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(calls('/submit')[0]!.data).toBe(
      JSON.stringify({ paramName: '站点名称', paramKey: 'site.name', paramValue: '医药中台' }),
    );
    await waitFor(() => expect(calls('/list').length).toBeGreaterThan(1));
  });

  it('an untouched form closes at once; a typed one asks before its text is dropped', async () => {
    await show(all);
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('参数名称'), { target: { value: '写了一半' } });
    fireEvent.keyDown(dialog, { key: 'Escape', keyCode: 27 });
    const ask = await screen.findByText('放弃未保存的内容?', { selector: '.ant-modal-confirm-title' });
    const confirm = ask.closest('.ant-modal-confirm') as HTMLElement;
    // Keep editing: the text is still there.
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect((within(dialog).getByLabelText('参数名称') as HTMLInputElement).value).toBe('写了一半');
    // Give it up: the dialog closes and nothing was sent.
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    fireEvent.click(
      within(
        (await screen.findByText('放弃未保存的内容?', { selector: '.ant-modal-confirm-title' })).closest(
          '.ant-modal-confirm',
        ) as HTMLElement,
      ).getByRole('button', { name: '放弃' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/submit')).toHaveLength(0);
  });

  it('edit loads the detail into the form, and a refused save keeps the dialog open', async () => {
    submitReply = { status: 400, data: { code: 400, success: false, msg: '参数键名已存在,请换一个' } };
    await show(all);
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(calls('/detail')[0]!.params).toEqual({ id: '11' });
    const name = await within(dialog).findByLabelText('参数名称');
    expect((name as HTMLInputElement).value).toBe('是否开启注册');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('参数键名已存在,请换一个')).toBeTruthy();
    expect(JSON.parse(calls('/submit')[0]!.data)).toMatchObject({ id: '11', paramKey: 'account.register' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '确定' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByText('更新成功')).toBeNull();
  });

  it('speaks English after the language switch, validation messages included', async () => {
    act(() => setLanguage('en'));
    await show(all);
    expect(screen.getByRole('columnheader', { name: 'Parameter name' })).toBeTruthy();
    expect(screen.getByText('Total: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter the parameter name')).toBeTruthy();
  });
});
