import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { navMenu } from '../../test/shell-navFixture.ts';
import { setLanguage } from '../i18n/index.ts';
import { Sidebar } from './Sidebar.tsx';
import { useSession } from './stores/session.ts';

/** Issue 35: the sidebar's English labels readable whole, and a menu click during the forced password change. */

function Frame() {
  return (
    <>
      <Sidebar collapsed={false} />
      <output data-testid="where">{useLocation().pathname}</output>
    </>
  );
}

function start(mustChange: boolean) {
  useSession.setState({
    menu: navMenu,
    userInfo: { ...(useSession.getState().userInfo ?? {}), must_change_password: mustChange } as never,
  });
  renderApp(<Frame />, '/info/index');
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('sidebar', () => {
  it('during the forced password change a menu click says why and stays on the password form', async () => {
    start(true);
    fireEvent.click(await screen.findByText('系统管理'));
    fireEvent.click(await screen.findByText('参数管理'));
    expect(await screen.findByText('请先修改初始密码,修改后即可打开其他页面')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/info/index');
  });

  it('once the password is changed the click opens the page', async () => {
    start(false);
    fireEvent.click(await screen.findByText('系统管理'));
    fireEvent.click(await screen.findByText('参数管理'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/system/param'));
  });

  it('is wider in English, and every label carries its whole text as a tooltip', async () => {
    start(false);
    const sider = screen.getByTestId('sidebar');
    expect(sider.style.width).toBe('220px');
    act(() => setLanguage('en'));
    await waitFor(() => expect(sider.style.width).toBe('256px'));
    const label = await screen.findByText('System');
    expect(label.getAttribute('title')).toBe('System');
  });
});
