import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictRoutes } from '../../../../test/dictStub.ts';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { clickRowAction, rowActionNames } from '../../../../test/rowActions.ts';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { systemModule } from '../index.ts';
import { DeptsPage } from './DeptsPage.tsx';

const dept = (id: string, parentId: string, deptName: string, deptCategory: number, extra: object = {}) => ({
  id,
  parentId,
  deptName,
  fullName: `${deptName}有限公司`,
  deptCategory,
  sort: Number(id),
  remark: null,
  createTime: '2024-01-01 10:00:00',
  ...extra,
});
// 医药集团 (has children) → 研发中心 (has children) → 化学组; 财务部 has none.
const levels: Record<string, unknown[]> = {
  '0': [dept('10', '0', '医药集团', 1, { hasChildren: true }), dept('20', '0', '财务部', 2, { hasChildren: false })],
  '10': [dept('11', '10', '研发中心', 2, { hasChildren: true }), dept('12', '10', '销售部', 2, { hasChildren: false })],
  '11': [dept('13', '11', '化学组', 3, { hasChildren: false })],
};
const node = (id: string, parentId: string, title: string, children?: unknown[]) => ({
  id,
  parentId,
  title,
  key: id,
  value: id,
  ...(children ? { children } : {}),
});
const tree = [
  node('10', '0', '医药集团', [node('11', '10', '研发中心', [node('13', '11', '化学组')]), node('12', '10', '销售部')]),
  node('20', '0', '财务部'),
];

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });
const allCodes = ['dept_add', 'dept_edit', 'dept_delete', 'dept_view'];

type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    ...dictRoutes,
    '/blade-system/dept/lazy-list': (c) => ok(levels[c.params.parentId] ?? []),
    '/blade-system/dept/tree': () => ok(tree),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function showDepts(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(<DeptsPage />);
  // Server refusals are toasted by lib/http: record them instead of letting antd's static toast outlive the DOM.
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText('医药集团');
  return { ...view, toast };
}

/** The table row showing a department name. */
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
// A row without children keeps antd's invisible spacer in the expander's place (hidden by antd's style sheet, which
// the tests do not inject): only a real expander counts.
const expandButton = (name: string) =>
  within(rowOf(name))
    .queryAllByRole('button', { name: '展开行' })
    .find((b) => !b.classList.contains('ant-table-row-expand-icon-spaced')) ?? null;
const lazyCalls = (server: ReturnType<typeof startServer>) =>
  server.calls('/blade-system/dept/lazy-list').map((c) => c.params.parentId);
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const bodyOf = (config: { data?: unknown }) => JSON.parse(String(config.data));

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('departments page: the lazy tree table', () => {
  it('is the page the registry opens at /system/dept, behind the menu', async () => {
    registerModulePages(systemModule);
    const entry = findPage('/system/dept');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(DeptsPage);
  });

  it('shows the top level first, and loads a level only when its parent is opened', async () => {
    const server = startServer();
    await showDepts();
    for (const title of ['部门名称', '部门全称', '机构类型', '排序', '操作']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(lazyCalls(server)).toEqual(['0']);
    expect(await within(rowOf('医药集团')).findByText('公司')).toBeTruthy();
    expect(within(rowOf('财务部')).getByText('部门')).toBeTruthy();
    expect(within(rowOf('医药集团')).getByText('医药集团有限公司')).toBeTruthy();
    // Only a department with children can be opened.
    expect(expandButton('医药集团')).toBeTruthy();
    expect(expandButton('财务部')).toBeNull();
    expect(screen.queryByText('研发中心')).toBeNull();

    fireEvent.click(expandButton('医药集团')!);
    expect(await screen.findByText('研发中心')).toBeTruthy();
    expect(lazyCalls(server)).toEqual(['0', '10']);
    expect(rowOf('研发中心').className).toContain('ant-table-row-level-1');
    expect(expandButton('销售部')).toBeNull();

    fireEvent.click(expandButton('研发中心')!);
    expect(await screen.findByText('化学组')).toBeTruthy();
    expect(rowOf('化学组').className).toContain('ant-table-row-level-2');
    expect(await within(rowOf('化学组')).findByText('小组')).toBeTruthy();
    expect(lazyCalls(server)).toEqual(['0', '10', '11']);

    // Closing hides the level again without another call.
    fireEvent.click(within(rowOf('医药集团')).getByRole('button', { name: '关闭行' }));
    await waitFor(() => expect(screen.queryByText('研发中心')).toBeNull());
    expect(lazyCalls(server)).toEqual(['0', '10', '11']);
  });

  it('shows each button only with its code', async () => {
    startServer();
    await showDepts(['dept_view']);
    for (const name of ['新增', '批量删除', '编辑', '删除', '新增下级']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(2);
    cleanup();

    await showDepts(['dept_add']);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '新增下级' })).toHaveLength(2);
    for (const name of ['批量删除', '查看', '编辑', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
    cleanup();

    await showDepts(['dept_edit', 'dept_delete']);
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '批量删除' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('a search shows dept/list’s tree, all open; 重置 goes back to the lazy top level', async () => {
    const server = startServer({
      '/blade-system/dept/list': () =>
        ok([{ ...dept('10', '0', '医药集团', 1), children: [{ ...dept('11', '10', '研发中心', 2), children: [] }] }]),
    });
    await showDepts();
    fireEvent.change(screen.getByPlaceholderText('请输入部门名称'), { target: { value: ' 研发 ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入部门全称'), { target: { value: '有限' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('研发中心')).toBeTruthy();
    expect(server.calls('/blade-system/dept/list')[0]!.params).toEqual({ deptName: '研发', fullName: '有限' });
    expect(screen.queryByText('财务部')).toBeNull();
    expect(lazyCalls(server)).toEqual(['0']);
    // No created-time range: dept/list takes none.
    expect(screen.queryByPlaceholderText('开始时间')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(await screen.findByText('财务部')).toBeTruthy();
    expect(screen.queryByText('研发中心')).toBeNull();
  });

  it('batch delete needs a selection, asks first, then removes the selected departments', async () => {
    const server = startServer();
    await showDepts();
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(rowOf('医药集团')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('财务部')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定将选择数据删除?')).toBeTruthy();
    expect(server.calls('/blade-system/dept/remove')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server.calls('/blade-system/dept/remove')[0]!.params).toEqual({ ids: '10,20' });
    // The levels on screen reload.
    await waitFor(() => expect(lazyCalls(server).length).toBeGreaterThan(1));
  });

  it("a refused delete shows the server's reason and no success", async () => {
    const server = startServer({ '/blade-system/dept/remove': () => refuse('请先删除子部门') });
    const { toast } = await showDepts();
    await clickRowAction(rowOf('医药集团'), '删除');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('请先删除子部门'));
    expect(server.calls('/blade-system/dept/remove')[0]!.params).toEqual({ ids: '10' });
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('查看 shows the detail with the parent and the type by name', async () => {
    const server = startServer({
      '/blade-system/dept/detail': () => ok({ ...dept('20', '0', '财务部', 2), parentName: '', remark: '月结' }),
    });
    await showDepts();
    fireEvent.click(within(rowOf('财务部')).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('月结')).toBeTruthy();
    expect(server.calls('/blade-system/dept/detail')[0]!.params).toEqual({ id: '20' });
    const value = (label: string) =>
      within(dialog).getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;
    expect(value('上级部门')).toBe('顶级');
    expect(value('机构类型')).toBe('部门');
    expect(value('部门全称')).toBe('财务部有限公司');
  });

  it('speaks English after the language switch', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showDepts();
    for (const title of ['Department name', 'Full name', 'Type', 'Order']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(await within(rowOf('医药集团')).findByText('Company')).toBeTruthy();
    expect(rowActionNames(rowOf('医药集团'))).toContain('Add child');
    expect(rowActionNames(rowOf('财务部'))).toContain('Add child');
  });
});

describe('departments page: the add / edit dialog', () => {
  it('add checks the required fields, then sends a top-level department and reloads the list', async () => {
    const server = startServer();
    await showDepts();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    // The parent starts at 顶级 and may be changed.
    expect(within(dialog).getByText('顶级')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: '上级部门' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入部门名称')).toBeTruthy();
    expect(await within(dialog).findByText('请输入部门全称')).toBeTruthy();
    expect(await within(dialog).findByText('请输入排序')).toBeTruthy();
    expect(server.calls('/blade-system/dept/submit')).toHaveLength(0);

    type(dialog, '部门名称', '质量部');
    type(dialog, '部门全称', '医药集团质量部');
    type(dialog, '排序', '3');
    type(dialog, '备注', 'GMP');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(bodyOf(server.calls('/blade-system/dept/submit')[0]!)).toEqual({
      parentId: '0',
      deptName: '质量部',
      fullName: '医药集团质量部',
      deptCategory: 2,
      sort: 3,
      remark: 'GMP',
    });
    await waitFor(() => expect(lazyCalls(server).length).toBeGreaterThan(1));
  });

  it('新增下级 presets the parent, locks it, and sends it', async () => {
    const server = startServer();
    await showDepts();
    await clickRowAction(rowOf('财务部'), '新增下级');
    const dialog = await screen.findByRole('dialog');
    // The picker names the parent once dept/tree has answered, and cannot be changed.
    expect(await within(dialog).findByText('财务部')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: '上级部门' }).hasAttribute('disabled')).toBe(true);
    type(dialog, '部门名称', '会计组');
    type(dialog, '部门全称', '财务部会计组');
    type(dialog, '排序', '1');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '机构类型' }));
    fireEvent.click(await screen.findByTitle('小组'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(bodyOf(server.calls('/blade-system/dept/submit')[0]!)).toMatchObject({
      parentId: '20',
      deptName: '会计组',
      deptCategory: 3,
    });
  });

  it("edit loads the detail, blocks the department and those below it as parent, and shows the server's refusal", async () => {
    const server = startServer({
      '/blade-system/dept/detail': () =>
        ok({ ...dept('10', '0', '医药集团', 1), fullName: '医药集团股份', parentName: '' }),
      '/blade-system/dept/submit': () => refuse('父节点不可选择自身'),
    });
    const { toast } = await showDepts();
    fireEvent.click(within(rowOf('医药集团')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const fullName = (await within(dialog).findByLabelText('部门全称')) as HTMLInputElement;
    expect(fullName.value).toBe('医药集团股份');
    expect(server.calls('/blade-system/dept/detail')[0]!.params).toEqual({ id: '10' });

    await waitFor(() => expect(server.calls('/blade-system/dept/tree').length).toBeGreaterThan(0));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '上级部门' }));
    const option = (name: string) =>
      [...document.querySelectorAll('.ant-select-tree-treenode')].find((n) => n.textContent === name);
    await waitFor(() => expect(option('财务部')).toBeTruthy());
    expect(option('医药集团')!.className).toContain('ant-select-tree-treenode-disabled');
    expect(option('研发中心')!.className).toContain('ant-select-tree-treenode-disabled');
    expect(option('财务部')!.className).not.toContain('ant-select-tree-treenode-disabled');

    type(dialog, '部门名称', '医药控股');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('父节点不可选择自身'));
    expect(bodyOf(server.calls('/blade-system/dept/submit')[0]!)).toMatchObject({
      id: '10',
      parentId: '0',
      deptName: '医药控股',
      fullName: '医药集团股份',
      deptCategory: 1,
      sort: 10,
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('更新成功')).toBeNull();
  });
});
