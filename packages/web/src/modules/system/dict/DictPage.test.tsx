import { dictMessages } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bizCodes,
  dictCodes,
  inputOf,
  refuse,
  rowOf,
  showScreen,
  startServer,
  type,
} from '../../../../test/dictFixture.tsx';
import { clickRowAction, rowActionNames } from '../../../../test/rowActions.ts';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { DictTag } from '../../../dict/DictTag.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { systemModule } from '../index.ts';
import { DictPage } from './DictPage.tsx';

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

async function showDicts(codes: readonly string[] = dictCodes, path = '/system/dict') {
  const view = showScreen(<DictPage />, path, codes);
  await screen.findByText('性别');
  return view;
}

const expand = (name: string) => fireEvent.click(within(rowOf(name)).getByRole('button', { name: '展开行' }));
const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

describe('dictionary page: the tree table', () => {
  it('is the page the registry opens at /system/dict and at /system/dictbiz', async () => {
    registerModulePages(systemModule);
    expect((await findPage('/system/dict')!.load()).default).toBe(DictPage);
    expect((await findPage('/system/dictbiz')!.load()).default).toBe(DictPage);
  });

  it('lists the dictionaries with their entries below; sealed rows are marked 已封存', async () => {
    const server = startServer();
    await showDicts();
    for (const title of ['字典编号', '字典名称', '字典键值', '字典排序', '封存']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(server.calls('/blade-system/dict/list')[0]!.params).toEqual({});
    expect(within(rowOf('剂型')).getByText('已封存')).toBeTruthy();
    expect(within(rowOf('性别')).queryByText('已封存')).toBeNull();
    // A dictionary's own key (-1) is not shown.
    expect(within(rowOf('性别')).queryByText('-1')).toBeNull();

    expand('性别');
    expect(await screen.findByText('女')).toBeTruthy();
    expect(rowOf('女').className).toContain('ant-table-row-level-1');
    expect(within(rowOf('女')).getByText('已封存')).toBeTruthy();
    expect(within(rowOf('男')).queryByText('已封存')).toBeNull();
    // 新增下级 on dictionaries only.
    expect(within(rowOf('性别')).getByRole('button', { name: '新增下级' })).toBeTruthy();
    expect(rowActionNames(rowOf('女'))).not.toContain('新增下级');
    expect(within(rowOf('女')).getByRole('button', { name: '编辑' })).toBeTruthy();
  });

  it('searches by code and name (trimmed); 重置 lists everything again', async () => {
    const server = startServer();
    await showDicts();
    fireEvent.change(screen.getByPlaceholderText('请输入字典编号'), { target: { value: ' sex ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入字典名称'), { target: { value: '性' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.calls('/blade-system/dict/list')).toHaveLength(2));
    expect(server.calls('/blade-system/dict/list')[1]!.params).toEqual({ code: 'sex', dictValue: '性' });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(server.calls('/blade-system/dict/list')).toHaveLength(3));
    expect(server.calls('/blade-system/dict/list')[2]!.params).toEqual({});
  });

  it('shows each button only with its code', async () => {
    startServer();
    await showDicts(['dict_view']);
    for (const name of ['新增', '批量删除', '编辑', '删除', '新增下级']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(2);
  });

  it('新增 refuses an empty dictionary with the contract messages, starts unsealed, then sends it', async () => {
    const server = startServer();
    await showDicts();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    ok(dialog);
    for (const msg of ['请输入字典编号', '请输入字典名称', '请输入字典排序']) {
      expect(await within(dialog).findByText(msg)).toBeTruthy();
    }
    // 封存 starts on 否, so it needs nothing.
    expect(within(dialog).queryByText('请选择封存')).toBeNull();
    expect(((await within(dialog).findByLabelText('否')) as HTMLInputElement).checked).toBe(true);
    expect(server.calls('/blade-system/dict/submit')).toHaveLength(0);

    type(dialog, '字典编号', ' storage_condition ');
    type(dialog, '字典名称', '储存条件');
    type(dialog, '字典排序', '3');
    ok(dialog);
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(server.body('/blade-system/dict/submit')).toEqual({
      parentId: '0',
      code: 'storage_condition',
      dictValue: '储存条件',
      sort: 3,
      isSealed: 0,
      remark: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.calls('/blade-system/dict/list')).toHaveLength(2));
  });

  it('新增下级 shows the code and the dictionary locked, and sends them with the entry', async () => {
    const server = startServer();
    await showDicts();
    fireEvent.click(within(rowOf('性别')).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增下级')).toBeTruthy();
    expect(inputOf(dialog, '字典编号').value).toBe('sex');
    expect(inputOf(dialog, '字典编号').disabled).toBe(true);
    expect(inputOf(dialog, '上级字典').value).toBe('性别');
    expect(inputOf(dialog, '上级字典').disabled).toBe(true);
    ok(dialog);
    for (const msg of ['请输入字典键值', '请输入字典名称', '请输入字典排序']) {
      expect(await within(dialog).findByText(msg)).toBeTruthy();
    }
    type(dialog, '字典键值', '9');
    type(dialog, '字典名称', '未知');
    type(dialog, '字典排序', '9');
    ok(dialog);
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(server.body('/blade-system/dict/submit')).toEqual({
      parentId: '1',
      code: 'sex',
      dictKey: '9',
      dictValue: '未知',
      sort: 9,
      isSealed: 0,
      remark: '',
    });
  });

  it('editing a sealed entry: the server refuses, its message shows, the dialog keeps what was typed', async () => {
    const server = startServer({ '/blade-system/dict/submit': () => refuse(dictMessages.sealed.zh) });
    const { toast } = await showDicts();
    expand('性别');
    await screen.findByText('女');
    fireEvent.click(within(rowOf('女')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(inputOf(dialog, '字典名称').value).toBe('女'));
    expect(server.calls('/blade-system/dict/detail')[0]!.params).toEqual({ id: '12' });
    // The entry keeps its dictionary: code and parent locked, the parent by name.
    expect(inputOf(dialog, '字典编号').disabled).toBe(true);
    expect(inputOf(dialog, '上级字典').value).toBe('性别');
    expect(((await within(dialog).findByLabelText('是')) as HTMLInputElement).checked).toBe(true);

    type(dialog, '字典名称', '女性');
    ok(dialog);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(dictMessages.sealed.zh));
    expect(server.body('/blade-system/dict/submit')).toMatchObject({ id: '12', parentId: '1', code: 'sex' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(inputOf(dialog, '字典名称').value).toBe('女性');
    expect(inputOf(dialog, '字典名称').disabled).toBe(false);
    expect(screen.queryByText('更新成功')).toBeNull();
  });

  it('after a write, every select and tag of that dictionary reads it again', async () => {
    const server = startServer();
    showScreen(
      <>
        <DictPage />
        <DictTag code="sex" value="1" />
      </>,
      '/system/dict',
      dictCodes,
    );
    await screen.findByText('性别');
    const sexCalls = () => server.calls('/blade-system/dict/dictionary').filter((c) => c.params.code === 'sex');
    await waitFor(() => expect(sexCalls()).toHaveLength(1));
    expand('性别');
    await screen.findByText('女');
    fireEvent.click(within(rowOf('女')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(inputOf(dialog, '字典名称').value).toBe('女'));
    ok(dialog);
    expect(await screen.findByText('更新成功')).toBeTruthy();
    await waitFor(() => expect(sexCalls()).toHaveLength(2));
  });

  it('删除 and 批量删除 ask first, then remove the rows', async () => {
    const server = startServer();
    await showDicts();
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    fireEvent.click(within(rowOf('剂型')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server.calls('/blade-system/dict/remove')[0]!.params).toEqual({ ids: '2' });
  });

  it('导出 exports the dictionary list with the search it shows', async () => {
    const server = startServer();
    await showDicts();
    fireEvent.change(screen.getByPlaceholderText('请输入字典编号'), { target: { value: 'sex' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.calls('/blade-system/dict/list')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(server.calls('/blade-system/excel/export')).toHaveLength(1));
    expect(server.body('/blade-system/excel/export')).toEqual({ source: 'dict', filters: { code: 'sex' } });
  });

  it('/system/dictbiz is the business dictionary: its calls, its codes, its export', async () => {
    const server = startServer();
    await showDicts(bizCodes, '/system/dictbiz');
    expect(server.calls('/blade-system/dict-biz/list')).toHaveLength(1);
    expect(server.calls('/blade-system/dict/list')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    await clickRowAction(rowOf('性别'), '删除');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server.calls('/blade-system/dict-biz/remove')[0]!.params).toEqual({ ids: '1' });
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(server.calls('/blade-system/excel/export')).toHaveLength(1));
    expect(server.body('/blade-system/excel/export')).toEqual({ source: 'dict_biz', filters: {} });
  });

  it('the system dictionary codes do not open the business one', async () => {
    startServer();
    await showDicts(dictCodes, '/system/dictbiz');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(rowActionNames(rowOf('性别'))).not.toContain('编辑');
  });

  it('speaks English after the language switch, validation messages included', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showDicts();
    for (const title of ['Code', 'Name', 'Key', 'Order', 'Sealed']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(within(rowOf('剂型')).getByText('Sealed')).toBeTruthy();
    fireEvent.click(within(rowOf('性别')).getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText(dictMessages.dictKeyRequired.en)).toBeTruthy();
    expect(within(dialog).getByText(dictMessages.sortRequired.en)).toBeTruthy();
    expect(await within(dialog).findByLabelText('No')).toBeTruthy();
  });
});
