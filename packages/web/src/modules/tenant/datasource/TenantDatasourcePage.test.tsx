import { secretMask, tenantDatasourceResource } from '@pharma/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { findPage, registerResourcePages } from '../../../app/pageRegistry.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';

const row = {
  id: '21',
  name: '报表只读库',
  category: 1,
  driverClass: 'org.postgresql.Driver',
  url: 'jdbc:postgresql://db-report.example.com:5432/pharma',
  username: 'report_reader',
  password: secretMask,
  createTime: '2026-12-01 10:00:00',
};
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
let seen: InternalAxiosRequestConfig[];

beforeEach(() => {
  setHttpHooks({ navigate: vi.fn() });
  seen = stubServer(http, (c) => {
    if (c.url?.endsWith('/tenant-datasource/list'))
      return ok({ records: [row], total: 1, size: 10, current: 1, pages: 1 });
    if (c.url?.endsWith('/tenant-datasource/detail')) return ok(row);
    if (c.url?.includes('dictionary'))
      return ok([
        { code: 'datasource_category', dictKey: '1', dictValue: '普通数据源', sort: 1, remark: null },
        { code: 'datasource_category', dictKey: '2', dictValue: '分库分表', sort: 2, remark: null },
      ]);
    if (c.url?.endsWith('/submit')) return ok(row);
    return ok({});
  });
});
afterEach(() => cleanup());

describe('租户数据源 (our console’s page at BladeX’s /system/tenantdatasource)', () => {
  it('is the generic CrudPage the registry opens at the commercial Saber’s path', async () => {
    registerResourcePages([tenantDatasourceResource]);
    expect(findPage('/system/tenantdatasource')).toBeTruthy();
  });

  it('lists the datasources without their password, and edits with the password typed hidden', async () => {
    // The platform administrator holds the screen's seeded buttons (tenantdatasource_add, …).
    useSession.setState({ permission: { tenantdatasource_add: true, tenantdatasource_edit: true } });
    renderApp(<CrudPage def={tenantDatasourceResource} />);
    expect(await screen.findByText('报表只读库')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '密码' })).toBeNull();
    expect(screen.getByText('普通数据源')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const password = await within(dialog).findByLabelText('密码');
    expect(password.getAttribute('type')).toBe('password');
    await waitFor(() => expect(seen.some((c) => c.url?.endsWith('/tenant-datasource/detail'))).toBe(true));
  });
});
