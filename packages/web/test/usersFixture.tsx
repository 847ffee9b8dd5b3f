import { screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { bindFeedback } from '../src/lib/feedback.ts';
import { http, setHttpHooks } from '../src/lib/http.ts';
import { UsersPage } from '../src/modules/user/user/UsersPage.tsx';
import { useSession } from '../src/shell/stores/session.ts';
import { dictRoutes } from './dictStub.ts';
import { type StubReply, stubServer } from './httpStub.ts';
import { renderApp } from './renderApp.tsx';

/** A fake blade-user / blade-system server for the users screen tests, and helpers to drive the page. */

export const rows = [
  {
    id: '1',
    account: 'admin',
    realName: '管理员',
    name: 'Admin',
    phone: '13800000001',
    email: 'admin@example.com',
    roleId: '3',
    deptId: '10',
    roleName: '超级管理员',
    deptName: '医药集团',
    sex: 1,
    createTime: '2024-01-01 10:00:00',
  },
  {
    id: '2',
    account: 'zhangsan',
    realName: '张三',
    name: '小张',
    phone: '13900000002',
    email: '',
    roleId: '4',
    deptId: '11',
    roleName: '普通用户',
    deptName: '研发中心',
    sex: 2,
    createTime: '2024-01-02 10:00:00',
  },
];

const node = (id: string, title: string, children?: unknown[]) => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  children,
});
export const deptTree = [node('10', '医药集团', [node('11', '研发中心'), node('12', '销售部')])];
export const roleTree = [node('3', '超级管理员', [node('5', '审计员')]), node('4', '普通用户')];

export const posts = [
  { id: '21', postCode: 'ceo', postName: '首席执行官', category: 1 },
  { id: '22', postCode: 'buyer', postName: '采购专员', category: 2 },
];

export const ok = (data: unknown, msg = '操作成功'): StubReply => ({
  status: 200,
  data: { code: 200, success: true, data, msg },
});
export const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });

export const allCodes = [
  'user_add',
  'user_edit',
  'user_delete',
  'user_view',
  'user_role',
  'user_reset',
  'user_unlock',
  'user_import',
  'user_export',
];

/** Per-path replies a test may override; anything else answers `ok(null)`. */
export type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

export function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    ...dictRoutes,
    '/blade-user/page': () => ok({ records: rows, total: 2, size: 10, current: 1, pages: 1 }),
    '/blade-user/detail': (c) => ok(rows.find((r) => r.id === c.params.id)),
    '/blade-system/dept/tree': () => ok(deptTree),
    '/blade-system/role/tree': () => ok(roleTree),
    '/blade-system/post/select': () => ok(posts),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return {
    seen,
    calls: (path: string) => seen.filter((c) => c.url === path),
  };
}

/** Renders the page with the given button codes and waits for the first rows. */
export async function showUsers(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])), token: 'tok-123' });
  const view = renderApp(<UsersPage />);
  // Server refusals are toasted by lib/http: record them (bound after the app's own bridge has mounted) instead of
  // letting the static antd toast render after this test's DOM is gone.
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText('张三');
  return { ...view, toast };
}
