import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { lazyComponent, withTimeout } from '../../app/lazy.ts';
import { MenuPage } from '../../app/MenuPage.tsx';
import { clearPages, registerPage } from '../../app/pageRegistry.ts';
import { ChunkTimeoutError, isChunkLoadError, isNewDeployment, reloadOnce, reloadPauseMs } from './chunk.ts';
import { clearErrorLog, useErrorLog } from './errorLog.ts';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://h/assets/Page-abc.js');

/** A loader that fails `failures` times, then gives the module. */
function flaky<M>(module: M, failures = 1) {
  const load = vi.fn(() =>
    load.mock.calls.length <= failures ? Promise.reject(chunkError()) : Promise.resolve(module),
  );
  return load;
}

beforeEach(() => {
  clearErrorLog();
  // React reports every error a boundary catches on the console; the assertions below read the screen and the log.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  clearPages();
  vi.restoreAllMocks();
});

describe('a page chunk that fails to load', () => {
  it('shows 重试; the retry loads it again and renders the page without a reload (layout pages)', async () => {
    const load = flaky({ Page: () => <p>the page</p> });
    const Route = lazyComponent(load, (m) => m.Page);
    renderApp(
      <Suspense fallback={null}>
        <Route />
      </Suspense>,
    );
    await screen.findByText('页面加载失败');
    expect(useErrorLog.getState().entries.map((e) => e.info)).toEqual(['page chunk failed to load']);
    fireEvent.click(screen.getByTestId('page-retry'));
    await screen.findByText('the page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('页面加载失败')).toBeNull();
  });

  it('the same for a menu page: the retry forgets the rejected lazy component', async () => {
    const load = flaky({ default: () => <p>menu page</p> });
    registerPage('/system/flaky', load);
    renderApp(
      <Suspense fallback={null}>
        <MenuPage />
      </Suspense>,
      '/system/flaky',
    );
    await screen.findByText('页面加载失败');
    fireEvent.click(screen.getByTestId('page-retry'));
    await screen.findByText('menu page');
  });

  it('a retry that fails again keeps the error and its buttons (same build: no reload)', async () => {
    const load = flaky({ default: () => <p>never</p> }, 5);
    registerPage('/system/down', load);
    // The server still serves the running build.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html></html>'));
    renderApp(
      <Suspense fallback={null}>
        <MenuPage />
      </Suspense>,
      '/system/down',
    );
    await screen.findByText('页面加载失败');
    fireEvent.click(screen.getByTestId('page-retry'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByTestId('page-retry')).toBeTruthy();
  });

  it('a page that throws while rendering shows the error, is logged, and 重试 renders it again', async () => {
    let broken = true;
    const Page = () => {
      if (broken) throw new Error('render boom');
      return <p>fixed</p>;
    };
    const Route = lazyComponent(
      () => Promise.resolve({ Page }),
      (m) => m.Page,
    );
    renderApp(
      <Suspense fallback={null}>
        <Route />
      </Suspense>,
    );
    await screen.findByText('页面出错了');
    expect(screen.getByText('render boom')).toBeTruthy();
    const [entry] = useErrorLog.getState().entries;
    expect(entry).toMatchObject({ type: 'Error', message: 'render boom' });
    expect(entry!.info).toMatch(/^React render error: at Page/);
    broken = false;
    fireEvent.click(screen.getByTestId('page-retry'));
    await screen.findByText('fixed');
  });

  it('gives up after the timeout with an error the boundary treats as a chunk failure', async () => {
    const error = await withTimeout(() => new Promise(() => {}), 20)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});

describe('after a new deployment', () => {
  const serving = (html: string) => vi.fn(async () => new Response(html)) as unknown as typeof fetch;

  it('tells a new build (index.html names another entry) from the same build and from being offline', async () => {
    const running = '/assets/index-old1.js';
    expect(await isNewDeployment(running, serving('<script src="/assets/index-new2.js"></script>'))).toBe(true);
    expect(await isNewDeployment(running, serving('<script src="/assets/index-old1.js"></script>'))).toBe(false);
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await isNewDeployment(running, offline)).toBe(false);
  });

  it('reloads once, then not again for a while (no reload loop)', () => {
    const reload = vi.fn();
    expect(reloadOnce(1_000_000, reload)).toBe(true);
    expect(reloadOnce(1_000_000 + 10_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('pharma-chunkReload')).not.toBeNull();
    expect(reloadOnce(1_000_000 + reloadPauseMs + 1, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
