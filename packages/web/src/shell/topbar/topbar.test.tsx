import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/Providers.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { FullScreen } from './FullScreen.tsx';
import { Notices } from './Notices.tsx';

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

async function openNotices() {
  render(
    <Providers>
      <Notices />
    </Providers>,
  );
  fireEvent.click(screen.getByTestId('notices'));
  return waitFor(() => {
    const popover = document.querySelector<HTMLElement>('.shell-notices');
    if (!popover) throw new Error('popover not open');
    return popover;
  });
}

describe('notices popover', () => {
  it('shows the count on the badge and opens a 350 px popover with mail, messages and notices tabs', async () => {
    const popover = await openNotices();
    expect(document.querySelector('.ant-badge-count')?.textContent).toBe('12');
    expect(popover.style.width).toBe('350px');
    const tabs = within(popover).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['邮件 (4)', '消息 (3)', '通知 (5)']);

    // The first tab is on show, in a 300 px scroll area.
    expect(within(popover).getByText('采购合同审批结果')).toBeTruthy();
    expect(within(popover).getByTestId('notices-mail').className).toContain('shell-notices-scroll');

    fireEvent.click(within(popover).getByRole('tab', { name: '消息 (3)' }));
    await waitFor(() => expect(within(popover).getByText('李会计 回复了您')).toBeTruthy());
    fireEvent.click(within(popover).getByRole('tab', { name: '通知 (5)' }));
    await waitFor(() => expect(within(popover).getByText('系统升级通知')).toBeTruthy());
    const selected = within(popover).getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('通知 (5)');
  });

  it('speaks English, sample data included', async () => {
    act(() => setLanguage('en'));
    const popover = await openNotices();
    const tabs = within(popover).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Mail (4)', 'Messages (3)', 'Notices (5)']);
    expect(within(popover).getByText('Purchase contract approved')).toBeTruthy();
    fireEvent.click(within(popover).getByRole('tab', { name: 'Notices (5)' }));
    await waitFor(() => expect(within(popover).getByText('System upgrade')).toBeTruthy());
  });
});

describe('full screen', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document, 'fullscreenElement');
  });

  it('is disabled, and says why, where the Fullscreen API is missing', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    render(
      <Providers>
        <FullScreen />
      </Providers>,
    );
    const button = screen.getByTestId('full-screen') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('当前浏览器不支持全屏');
  });

  it('toggles full screen and follows the document, so leaving with Esc updates the icon', async () => {
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    Object.defineProperty(document, 'fullscreenElement', { get: () => element, configurable: true });
    const change = (next: Element | null) => {
      element = next;
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    const request = vi.fn(async () => change(document.documentElement));
    const exit = vi.fn(async () => change(null));
    document.documentElement.requestFullscreen = request;
    document.exitFullscreen = exit;

    render(
      <Providers>
        <FullScreen />
      </Providers>,
    );
    const button = screen.getByTestId('full-screen');
    expect(button.getAttribute('aria-label')).toBe('全屏');

    await act(async () => fireEvent.click(button));
    expect(request).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-label')).toBe('退出全屏');
    expect(button.querySelector('.anticon-fullscreen-exit')).not.toBeNull();

    // The browser leaves full screen by itself (Esc): no click, the button still follows.
    act(() => change(null));
    expect(button.getAttribute('aria-label')).toBe('全屏');
    expect(button.querySelector('.anticon-fullscreen')).not.toBeNull();

    await act(async () => fireEvent.click(button));
    await act(async () => fireEvent.click(button));
    expect(exit).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-label')).toBe('全屏');
  });
});
