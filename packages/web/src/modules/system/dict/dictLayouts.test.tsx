import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bizCodes,
  dictCodes,
  inputOf,
  ok,
  rowOf,
  showScreen,
  startServer,
  type,
} from '../../../../test/dictFixture.tsx';
import { Providers } from '../../../app/Providers.tsx';
import { routes } from '../../../app/router.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { setStore } from '../../../lib/storage.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { DictHorizontalPage } from './DictHorizontalPage.tsx';
import { DictVerticalPage } from './DictVerticalPage.tsx';

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

/** The two panes are the two cards of the screen: the dictionaries first, the entries second. */
const panes = () => {
  const [parents, entries] = [...document.querySelectorAll<HTMLElement>('.crud-page')];
  return { parents: parents!, entries: entries! };
};

const layouts = [
  ['horizontal', DictHorizontalPage, '/dict-horizontal/index'],
  ['vertical', DictVerticalPage, '/dict-vertical/index'],
] as const;

describe.each(layouts)('the %s dictionary layout', (_, Page, path) => {
  it('lists the dictionaries; picking one lists its entries', async () => {
    const server = startServer();
    showScreen(<Page />, path, dictCodes);
    await screen.findByText('性别');
    // The address carries text: the call's declared query (the same on the wire as numbers).
    expect(server.calls('/blade-system/dict/parent-list')[0]!.params).toEqual({ current: '1', size: '10' });
    expect(within(panes().entries).getByText('请先选择一个字典')).toBeTruthy();
    expect(server.calls('/blade-system/dict/child-list')).toHaveLength(0);
    // Without a picked dictionary there is nothing to add an entry to.
    expect(within(panes().entries).queryByRole('button', { name: '新增' })).toBeNull();

    fireEvent.click(within(panes().parents).getByText('性别'));
    expect(await within(panes().entries).findByText('女')).toBeTruthy();
    expect(within(panes().entries).getByText('男')).toBeTruthy();
    expect(within(panes().entries).getByText('性别 的字典值')).toBeTruthy();
    // BladeX's child-list answers the entries whole (an array): the pane pages them, so no paging is sent.
    expect(server.calls('/blade-system/dict/child-list')[0]!.params).toEqual({ parentId: '1' });
    expect(rowOf('性别').className).toContain('ant-table-row-selected');

    fireEvent.click(within(panes().parents).getByText('剂型'));
    expect(await within(panes().entries).findByText('片剂')).toBeTruthy();
    expect(within(panes().entries).queryByText('女')).toBeNull();
    expect(server.calls('/blade-system/dict/child-list').at(-1)!.params).toMatchObject({ parentId: '2' });
  });

  it('新增 on the entries side adds under the picked dictionary, code and parent locked', async () => {
    const server = startServer();
    showScreen(<Page />, path, dictCodes);
    await screen.findByText('性别');
    fireEvent.click(within(panes().parents).getByText('性别'));
    await within(panes().entries).findByText('女');
    fireEvent.click(within(panes().entries).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    expect(inputOf(dialog, '字典编号').value).toBe('sex');
    expect(inputOf(dialog, '字典编号').disabled).toBe(true);
    expect(inputOf(dialog, '上级字典').value).toBe('性别');
    type(dialog, '字典键值', '3');
    type(dialog, '字典名称', '未说明');
    type(dialog, '字典排序', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(server.body('/blade-system/dict/submit')).toMatchObject({ parentId: '1', code: 'sex', dictKey: '3' });
    // The entries are read again.
    await waitFor(() =>
      expect(server.calls('/blade-system/dict/child-list').filter((c) => c.params.parentId === '1')).toHaveLength(2),
    );
  });

  it('offers only the kinds the user holds; the switch changes the dictionary', async () => {
    const server = startServer();
    showScreen(<Page />, path, [...dictCodes, ...bizCodes]);
    await screen.findByText('性别');
    expect(screen.getByText('系统字典')).toBeTruthy();
    fireEvent.click(screen.getByText('业务字典'));
    await waitFor(() => expect(server.calls('/blade-system/dict-biz/parent-list')).toHaveLength(1));
    await waitFor(() => expect(within(panes().parents).getByText('剂型')).toBeTruthy());
    fireEvent.click(within(panes().parents).getByText('剂型'));
    expect(await within(panes().entries).findByText('片剂')).toBeTruthy();
    expect(server.calls('/blade-system/dict-biz/child-list')[0]!.params).toMatchObject({ parentId: '2' });

    cleanup();
    showScreen(<Page />, path, bizCodes);
    await screen.findByText('性别');
    expect(screen.queryByText('系统字典')).toBeNull();
    expect(screen.getByText('业务字典')).toBeTruthy();
  });

  it('a user holding neither dictionary is told so and nothing is called', async () => {
    const server = startServer();
    showScreen(<Page />, path, ['param_add']);
    expect(await screen.findByText('你没有管理字典的权限')).toBeTruthy();
    expect(server.calls('/blade-system/dict/parent-list')).toHaveLength(0);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    showScreen(<Page />, path, dictCodes);
    await screen.findByText('性别');
    expect(screen.getByText('System dictionary')).toBeTruthy();
    expect(within(panes().entries).getByText('Choose a dictionary to see its entries')).toBeTruthy();
    fireEvent.click(within(panes().parents).getByText('性别'));
    expect(await within(panes().entries).findByText('Entries of 性别')).toBeTruthy();
  });
});

describe('the layout routes', () => {
  it.each(layouts)(
    '%s opens at its path inside the signed-in layout, with its own tab',
    async (_, __, path) => {
      const menu = [
        { id: '5', parentId: '0', code: 'dict', name: '字典管理', path: '/system/dict', source: '', meta: {} },
      ];
      startServer({
        '/blade-system/menu/routes': () => ok(menu),
        '/blade-system/menu/buttons': () => ok([]),
      });
      setStore({ name: 'token', content: 'jwt' });
      setStore({ name: 'userInfo', content: { real_name: '管理员', role_name: 'administrator', tenant_id: '000000' } });
      setStore({ name: 'menu', content: menu });
      useSession.getState().reloadFromStorage();
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      render(
        <Providers>
          <RouterProvider router={router} />
        </Providers>,
      );
      // The first render loads the whole signed-in shell from cold, which is slow on a busy machine.
      expect(await screen.findByText('性别', {}, { timeout: 30_000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      const tab = path === '/dict-horizontal/index' ? '字典管理(横向)' : '字典管理(纵向)';
      expect((await screen.findAllByText(tab)).length).toBeGreaterThan(0);
      useSession.getState().localLogout();
    },
    45_000,
  );
});
