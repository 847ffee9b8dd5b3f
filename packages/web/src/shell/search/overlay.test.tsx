import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { navMenu } from '../../../test/shell-navFixture.ts';
import { setLanguage } from '../../i18n/index.ts';
import { useSession } from '../stores/session.ts';
import { TopSearch } from './TopSearch.tsx';

/** Shows where the console went, as the address bar would. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function start(roles = 'user') {
  useSession.setState({ menu: navMenu, userInfo: { role_name: roles } as never });
  renderApp(
    <>
      <TopSearch />
      <Where />
    </>,
    '/wel/index',
  );
  return screen.getByTestId('top-search');
}

const overlay = () => screen.queryByTestId('menu-search-overlay');
const options = () => within(overlay()!).queryAllByRole('option');
const highlighted = () => options().find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const press = (box: HTMLElement, key: string) => fireEvent.keyDown(box, { key });

beforeEach(() => useSession.setState({ menu: null, userInfo: null }));
afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('menu search overlay', () => {
  it('opens on focus with every page the user may open, each with its path of names', () => {
    const box = start();
    expect(overlay()).toBeNull();
    fireEvent.focus(box);
    // 租户管理 is for administrators only: the role filter applies to the search too.
    expect(options().map((o) => o.textContent)).toEqual([
      '参数管理系统管理 / 参数管理',
      '岗位管理系统管理 / 岗位管理',
      '日志运维 / 日志',
    ]);
  });

  it('arrow keys move the highlight and Enter opens the highlighted page', () => {
    const box = start('administrator');
    fireEvent.focus(box);
    type(box, '岗');
    expect(options()).toHaveLength(1);
    type(box, '');
    press(box, 'ArrowDown');
    expect(highlighted()).toMatch(/^参数管理/);
    press(box, 'ArrowDown');
    press(box, 'ArrowDown');
    expect(highlighted()).toMatch(/^租户管理/);
    press(box, 'ArrowUp');
    expect(highlighted()).toMatch(/^岗位管理/);
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    press(box, 'Enter');
    expect(screen.getByTestId('where').textContent).toBe('/system/post');
    expect(overlay()).toBeNull();
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('wraps around at both ends; Enter without a highlight opens the first result', () => {
    const box = start();
    fireEvent.focus(box);
    press(box, 'ArrowUp');
    expect(highlighted()).toMatch(/^日志/);
    press(box, 'ArrowDown');
    expect(highlighted()).toMatch(/^参数管理/);
    type(box, '日');
    press(box, 'Enter');
    expect(screen.getByTestId('where').textContent).toBe('/ops/log');
  });

  it('matches the typed prefix in the current language', () => {
    const box = start();
    act(() => setLanguage('en'));
    fireEvent.focus(box);
    type(box, 'PA');
    expect(options().map((o) => o.textContent)).toEqual(['ParametersSystem / Parameters']);
    type(box, 'meters');
    expect(options()).toHaveLength(0);
    expect(within(overlay()!).getByRole('status').textContent).toBe('No matching menu');
  });

  it('says 无匹配菜单 when nothing matches', () => {
    const box = start();
    fireEvent.focus(box);
    type(box, '数管理');
    expect(within(overlay()!).getByRole('status').textContent).toBe('无匹配菜单');
  });

  it('Esc clears the text and closes; typing or ArrowDown opens it again', () => {
    const box = start();
    fireEvent.focus(box);
    type(box, '数管理');
    press(box, 'Escape');
    expect(overlay()).toBeNull();
    expect((box as HTMLInputElement).value).toBe('');
    press(box, 'ArrowDown');
    expect(overlay()).not.toBeNull();
    press(box, 'Escape');
    type(box, '参');
    expect(options()).toHaveLength(1);
  });

  it('Ctrl+K opens it from anywhere; a click outside closes it', () => {
    start();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(overlay()).not.toBeNull();
    fireEvent.mouseDown(screen.getByTestId('where'));
    expect(overlay()).toBeNull();
    fireEvent.keyDown(window, { key: 'k' });
    expect(overlay()).toBeNull();
  });

  it('a click on a result opens its page', () => {
    const box = start();
    fireEvent.focus(box);
    type(box, '参');
    fireEvent.click(options()[0]!);
    expect(screen.getByTestId('where').textContent).toBe('/system/param');
    expect(overlay()).toBeNull();
  });
});
