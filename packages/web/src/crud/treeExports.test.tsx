import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bizCodes,
  dictCodes,
  ok,
  type Routes as StubRoutes,
  showScreen,
  startServer,
} from '../../test/dictFixture.tsx';
import { setLanguage } from '../i18n/index.ts';
import { DeptsPage } from '../modules/system/dept/DeptsPage.tsx';
import { DictHorizontalPage } from '../modules/system/dict/DictHorizontalPage.tsx';
import { DictPage } from '../modules/system/dict/DictPage.tsx';
import { DictVerticalPage } from '../modules/system/dict/DictVerticalPage.tsx';
import { MenusPage } from '../modules/system/menu/MenusPage.tsx';
import { RolesPage } from '../modules/system/role/RolesPage.tsx';

/**
 * 导出 on the tree screens (部门管理, 角色管理, 菜单管理) and on the dictionaries' two-pane layouts: each posts its
 * list's source with the search shown now. And the dictionary screen's links to those layouts.
 */
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const dept = (id: string, parentId: string, deptName: string, extra: object = {}) => ({
  id,
  parentId,
  deptName,
  fullName: null,
  deptCategory: 2,
  sort: Number(id),
  remark: null,
  ...extra,
});
const role = (id: string, parentId: string, roleName: string, roleAlias: string) => ({
  id,
  parentId,
  roleName,
  roleAlias,
  sort: Number(id),
  tenantId: '000000',
});
const menu = (id: string, parentId: string, name: string, code: string) => ({
  id,
  parentId,
  name,
  code,
  alias: 'menu',
  path: `/p/${id}`,
  source: '',
  sort: Number(id),
  category: 1,
  action: 0,
  isOpen: 1,
  remark: '',
  hasChildren: false,
});

/** The tree screens' reads, beside the dictionaries dictFixture answers; 导出 answers a file. */
const routes: StubRoutes = {
  '/blade-system/dept/lazy-list': () => ok([dept('10', '0', '医药集团')]),
  '/blade-system/dept/list': () => ok([dept('10', '0', '医药集团', { children: [dept('11', '10', '研发中心')] })]),
  '/blade-system/role/list': () => ok([role('1', '0', '审计员', 'auditor')]),
  '/blade-system/menu/lazy-list': (c) =>
    ok(c.params.code ? [menu('11', '1', '部门管理', 'dept')] : [menu('1', '0', '系统管理', 'system')]),
  '/blade-system/excel/export': () => ({ status: 200, data: new Blob(['PK-xlsx'], { type: xlsxType }) }),
};

let saved: string[];

beforeEach(() => {
  // jsdom has no object URLs and no downloads: keep the names of what would have been saved.
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:0');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => setLanguage('zh'));
});

function show(ui: ReactNode, path: string, codes: readonly string[]) {
  const server = startServer(routes);
  showScreen(ui, path, codes);
  return {
    ...server,
    exports: () => server.calls('/blade-system/excel/export').map((c) => JSON.parse(String(c.data))),
  };
}

/** Types into the search bar's field and runs the search. */
async function search(placeholder: string, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByPlaceholderText(placeholder), { target: { value } });
  fireEvent.click(within(scope).getByRole('button', { name: '查询' }));
}

/** Clicks 导出 and waits for the file to be saved. */
async function exportNow(scope: HTMLElement = document.body) {
  const before = saved.length;
  fireEvent.click(within(scope).getByRole('button', { name: /导出/ }));
  await waitFor(() => expect(saved).toHaveLength(before + 1));
}

describe('导出 on the tree screens', () => {
  it('部门管理 exports dept with the search shown now', async () => {
    const server = show(<DeptsPage />, '/system/dept', []);
    await screen.findByText('医药集团');
    await exportNow();
    await search('请输入部门名称', '研发');
    await waitFor(() => expect(server.calls('/blade-system/dept/list')).toHaveLength(1));
    await screen.findByText('研发中心');
    await exportNow();
    expect(server.exports()).toEqual([
      { source: 'dept', filters: {} },
      { source: 'dept', filters: { deptName: '研发' } },
    ]);
    expect(saved).toEqual(['dept.xlsx', 'dept.xlsx']);
  });

  it('角色管理 exports role with the search shown now', async () => {
    const server = show(<RolesPage />, '/authority/role', []);
    await screen.findByText('审计员');
    await search('请输入角色别名', 'audit');
    await waitFor(() => expect(server.calls('/blade-system/role/list')).toHaveLength(2));
    await exportNow();
    expect(server.exports()).toEqual([{ source: 'role', filters: { roleAlias: 'audit' } }]);
  });

  it('菜单管理 exports menu with the search shown now', async () => {
    const server = show(<MenusPage />, '/system/menu', []);
    await screen.findByText('系统管理');
    await exportNow();
    await search('请输入菜单编号', 'dept');
    await screen.findByText('部门管理');
    await exportNow();
    expect(server.exports()).toEqual([
      { source: 'menu', filters: {} },
      { source: 'menu', filters: { code: 'dept' } },
    ]);
  });

  it('reads Export in English', async () => {
    act(() => setLanguage('en'));
    show(<RolesPage />, '/authority/role', []);
    await screen.findByText('审计员');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });
});

/** The dictionaries' pane comes first, the entries' second; only the dictionaries' pane exports. */
const panes = () => {
  const [parents, entries] = [...document.querySelectorAll<HTMLElement>('.crud-page')];
  return { parents: parents!, entries: entries! };
};

describe.each([
  ['horizontal', DictHorizontalPage, '/dict-horizontal/index'],
  ['vertical', DictVerticalPage, '/dict-vertical/index'],
] as const)('导出 on the %s dictionary layout', (_, Page, path) => {
  it('exports the kind shown (dict or dict_biz) with the dictionaries’ search', async () => {
    const server = show(<Page />, path, [...dictCodes, ...bizCodes]);
    await screen.findByText('性别');
    expect(within(panes().entries).queryByRole('button', { name: /导出/ })).toBeNull();
    await search('请输入字典编号', 'sex', panes().parents);
    await waitFor(() => expect(server.calls('/blade-system/dict/parent-list')).toHaveLength(2));
    await exportNow(panes().parents);
    fireEvent.click(screen.getByText('业务字典'));
    await waitFor(() => expect(server.calls('/blade-system/dict-biz/parent-list')).toHaveLength(1));
    await within(panes().parents).findByText('性别');
    await exportNow(panes().parents);
    expect(server.exports()).toEqual([
      { source: 'dict', filters: { code: 'sex' } },
      { source: 'dict_biz', filters: {} },
    ]);
  });
});

describe('字典管理 layout links', () => {
  const app = (
    <Routes>
      <Route path="/system/dict" element={<DictPage />} />
      <Route path="/dict-horizontal/index" element={<p>横向页面</p>} />
      <Route path="/dict-vertical/index" element={<p>纵向页面</p>} />
    </Routes>
  );

  it.each([
    ['横向布局', '横向页面'],
    ['纵向布局', '纵向页面'],
  ])('%s opens its layout', async (link, page) => {
    show(app, '/system/dict', dictCodes);
    await screen.findByText('性别');
    fireEvent.click(screen.getByRole('button', { name: link }));
    expect(await screen.findByText(page)).toBeTruthy();
  });

  it('names them in English', async () => {
    act(() => setLanguage('en'));
    show(app, '/system/dict', dictCodes);
    await screen.findByText('性别');
    expect(screen.getByRole('button', { name: 'Side by side' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stacked' })).toBeTruthy();
  });
});
