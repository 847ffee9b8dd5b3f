import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/Providers.tsx';
import { setStore } from '../../lib/storage.ts';
import { LockPage } from '../../pages/lock/LockPage.tsx';
import {
  clearLock,
  hashLockPassword,
  isLocked,
  lockScreen,
  matchesLockPassword,
  unlockScreen,
} from '../stores/lock.ts';
import { LockButton } from './LockButton.tsx';
import '../../i18n/index.ts';

afterEach(cleanup);

/** Every value this console keeps in either storage area, as stored. */
const everything = () =>
  [localStorage, sessionStorage].flatMap((area) =>
    Array.from({ length: area.length }, (_, i) => `${area.key(i)}=${area.getItem(area.key(i)!)}`),
  );

describe('the lock password', () => {
  it('is stored as a salted hash only: the right password unlocks, a wrong one does not', async () => {
    await lockScreen('Lock-pw-42');
    expect(isLocked()).toBe(true);
    const raw = localStorage.getItem('pharma-lockPasswd')!;
    expect(raw).not.toContain('Lock-pw-42');
    expect(JSON.parse(raw).content).toMatchObject({
      alg: 'PBKDF2-SHA-256',
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(everything().join('\n')).not.toContain('Lock-pw-42');

    expect(await unlockScreen('lock-pw-42')).toBe(false);
    expect(await unlockScreen('')).toBe(false);
    expect(isLocked()).toBe(true);
    expect(await unlockScreen('Lock-pw-42')).toBe(true);
    expect(isLocked()).toBe(false);
    expect(localStorage.getItem('pharma-lockPasswd')).toBeNull();
  });

  it('uses a new salt each time, and works where Web Crypto is missing (plain http)', async () => {
    const a = await hashLockPassword('same');
    const b = await hashLockPassword('same');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);

    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      const fallback = await hashLockPassword('same');
      expect(fallback.alg).toBe('MD5');
      expect(fallback.hash).not.toContain('same');
      expect(await matchesLockPassword('same', fallback)).toBe(true);
      expect(await matchesLockPassword('other', fallback)).toBe(false);
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else Reflect.deleteProperty(globalThis.crypto, 'subtle');
    }
  });

  it('a lock cleared while its hash is computed stays cleared (logout during locking)', async () => {
    const locking = lockScreen('pw');
    clearLock();
    await locking;
    expect(isLocked()).toBe(false);
    expect(localStorage.getItem('pharma-lockPasswd')).toBeNull();
  });
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/system/param', element: <LockButton /> },
      { path: '/lock', element: <LockPage /> },
      { path: '/', element: <p>home</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('the lock dialog and the lock page', () => {
  it('the dialog (30% wide) needs a password, then locks and opens /lock; unlocking returns to the page', async () => {
    setStore({ name: 'token', content: 't' });
    const router = renderAt('/system/param');
    fireEvent.click(screen.getByTestId('lock'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('设置锁屏密码')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('30%');
    fireEvent.click(within(dialog).getByRole('button', { name: '锁屏' }));
    await screen.findByText('锁屏密码不能为空');
    expect(isLocked()).toBe(false);

    fireEvent.change(screen.getByTestId('lock-password'), { target: { value: 'pw-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '锁屏' }));
    await screen.findByText('屏幕已锁定');
    expect(router.state.location.pathname).toBe('/lock');
    expect(isLocked()).toBe(true);
    expect(everything().join('\n')).not.toContain('pw-1');

    fireEvent.click(screen.getByTestId('unlock-submit'));
    await screen.findByText('锁屏密码不能为空');
    fireEvent.change(screen.getByTestId('unlock-password'), { target: { value: 'pw-2' } });
    fireEvent.click(screen.getByTestId('unlock-submit'));
    await screen.findByText('解锁密码错误,请重新输入');
    expect(router.state.location.pathname).toBe('/lock');
    expect(isLocked()).toBe(true);

    fireEvent.change(screen.getByTestId('unlock-password'), { target: { value: 'pw-1' } });
    fireEvent.click(screen.getByTestId('unlock-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/param'));
    expect(isLocked()).toBe(false);
  });

  it('/lock without a lock goes on to the console (signed in) or the login page', async () => {
    renderAt('/lock');
    await screen.findByText('login page');
    cleanup();
    setStore({ name: 'token', content: 't' });
    renderAt('/lock');
    await screen.findByText('home');
  });
});
