import { paramResource, type ResourceDef } from '@pharma/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CrudPage } from '../crud/CrudPage.tsx';
import { clearPages, findPage, lazyPage, pageArrived, registerPage, registerResourcePages } from './pageRegistry.ts';

const Dummy = () => null;
const load = async () => ({ default: Dummy });

beforeEach(() => {
  cleanup();
  clearPages();
});

describe('page registry', () => {
  it('finds a registered path, ignoring a trailing slash', () => {
    registerPage('/system/role', load);
    expect(findPage('/system/role')?.path).toBe('/system/role');
    expect(findPage('/system/role/')?.path).toBe('/system/role');
    expect(findPage('/system/menu')).toBeUndefined();
  });

  it('matches patterns with parameters, and can open pages that are not in the menu', () => {
    registerPage('/work/process/leave/detail/:processInstanceId/:businessId', load, { requireMenu: false });
    const entry = findPage('/work/process/leave/detail/p1/b2');
    expect(entry?.requireMenu).toBe(false);
    expect(findPage('/work/process/leave/detail/p1')).toBeUndefined();
  });

  it('maps every resource with a page path to a CrudPage of that declaration', async () => {
    const hidden: ResourceDef = { ...paramResource, name: 'hidden', page: undefined };
    registerResourcePages([paramResource, hidden]);
    const entry = findPage('/system/param');
    expect(entry?.requireMenu).toBe(true);
    const Page = (await entry!.load()).default as () => ReactElement<{ def: ResourceDef }>;
    const element = Page();
    expect(element.type).toBe(CrudPage);
    expect(element.props.def).toBe(paramResource);
  });

  it('keeps one lazy component per page, so re-renders do not remount it', () => {
    registerPage('/a', load);
    expect(lazyPage(findPage('/a')!)).toBe(lazyPage(findPage('/a')!));
  });

  it('lets a module replace a generated page', () => {
    registerResourcePages([paramResource]);
    const custom = async () => ({ default: Dummy });
    registerPage('/system/param', custom);
    expect(findPage('/system/param')?.load).toBe(custom);
  });

  it('a page whose chunk has arrived shows in its first render, with no loading spinner in between', async () => {
    const Ready = () => <p>参数管理</p>;
    registerPage('/system/param', async () => ({ default: Ready }));
    const entry = findPage('/system/param');
    if (!entry) throw new Error('not registered');
    pageArrived(entry, await entry.load());
    const Page = lazyPage(entry);
    act(() => {
      render(
        <Suspense fallback={<p>加载中</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('参数管理')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });
});
