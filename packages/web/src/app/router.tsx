import { movedMenuPaths, website } from '@pharma/contract';
import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, redirect } from 'react-router';
import { registerNavigate } from '../lib/navigate.ts';
import { PageSpin } from '../pages/PageSpin.tsx';
import { RouteError } from '../pages/RouteError.tsx';
import { trackCommittedTabs } from '../shell/tabs/trackCommittedTabs.ts';
import { createGuardLoader, type RouteHandle } from './guard.ts';
import { lazyComponent, withTimeout } from './lazy.ts';
import { MenuPage, menuPageLoader } from './MenuPage.tsx';

/** A lazy public route: the router loads the module (with the chunk timeout) before it renders the route. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load)()) });
}

/** The signed-in routes render lazy components (see lazyComponent); this boundary waits for their chunks. */
function Root() {
  return (
    <Suspense fallback={<PageSpin />}>
      <Outlet />
    </Suspense>
  );
}

/** Redirect-only routes render nothing (the loader has already redirected); declared to keep the router quiet. */
const Nothing = () => null;
const toHome = () => redirect(website.homePath);
const publicRoute: RouteHandle = { isAuth: false };
const errors = () => import('../pages/errors/ErrorPage.tsx');

/**
 * Public routes (isAuth false), the layout routes, and the menu-built routes behind the layout's catch-all.
 * The root route's loader is the guard; it revalidates on every navigation, like Saber's beforeEach.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: createGuardLoader(() => routes),
    shouldRevalidate: () => true,
    Component: Root,
    errorElement: <RouteError />,
    HydrateFallback: PageSpin,
    children: [
      {
        path: '/login',
        handle: publicRoute,
        lazy: page(
          () => import('../pages/login/LoginPage.tsx'),
          (m) => m.LoginPage,
        ),
      },
      // Where a sign-in provider sends the visitor back (the redirect URI 第三方登录 shows): the login page finishes it.
      {
        path: '/oauth/redirect/:source',
        handle: publicRoute,
        lazy: page(
          () => import('../pages/login/LoginPage.tsx'),
          (m) => m.LoginPage,
        ),
      },
      // Single sign-on's consent, for signed-in users only (the guard sends others to /login and back, query kept);
      // a full page like the login page's, outside the console's layout.
      {
        path: '/oauth/authorize',
        lazy: page(
          () => import('../pages/oauth/AuthorizePage.tsx'),
          (m) => m.AuthorizePage,
        ),
      },
      { path: '/404', handle: publicRoute, lazy: page(errors, (m) => m.NotFoundPage) },
      { path: '/403', handle: publicRoute, lazy: page(errors, (m) => m.ForbiddenPage) },
      { path: '/500', handle: publicRoute, lazy: page(errors, (m) => m.ServerErrorPage) },
      {
        path: '/WorkWxCode',
        handle: publicRoute,
        lazy: page(
          () => import('../pages/workwx/WorkWxCodePage.tsx'),
          (m) => m.WorkWxCodePage,
        ),
      },
      // Old bookmarks of screens that moved to BladeX's menu paths.
      ...movedMenuPaths.map((m) => ({ path: m.from, loader: () => redirect(m.to), Component: Nothing })),
      { path: '/', loader: toHome, Component: Nothing },
      { path: '/wel', loader: toHome, Component: Nothing },
      {
        Component: lazyComponent(
          () => import('../shell/Layout.tsx'),
          (m) => m.Layout,
        ),
        children: [
          // The lock screen covers the layout instead of replacing it, so every open tab is as it was on unlocking.
          { path: '/lock', Component: Nothing },
          {
            path: '/wel/index',
            handle: { tag: { label: '首页', i18n: 'home' } } satisfies RouteHandle,
            Component: lazyComponent(
              () => import('../pages/wel/HomePage.tsx'),
              (m) => m.HomePage,
            ),
          },
          {
            path: '/wel/dashboard',
            handle: { tag: { label: '控制台', i18n: 'dashboard' } } satisfies RouteHandle,
            Component: lazyComponent(
              () => import('../pages/wel/DashboardPage.tsx'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: '/info/index',
            handle: { tag: { label: '个人信息', i18n: 'info' } } satisfies RouteHandle,
            Component: lazyComponent(
              () => import('../pages/info/InfoPage.tsx'),
              (m) => m.InfoPage,
            ),
          },
          // A playground for developers: only development builds have it, production sends it to 404.
          ...(import.meta.env.DEV
            ? [
                {
                  path: '/test/index',
                  handle: { tag: { label: '测试页', i18n: 'test' } } satisfies RouteHandle,
                  Component: lazyComponent(
                    () => import('../pages/test/TestPage.tsx'),
                    (m) => m.TestPage,
                  ),
                },
              ]
            : []),
          {
            path: '/myiframe/*',
            Component: lazyComponent(
              () => import('../pages/iframe/IframePage.tsx'),
              (m) => m.IframePage,
            ),
          },
          { path: '*', loader: menuPageLoader, Component: MenuPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // lib/http and the timers navigate through this bridge (a 401 sends the user to /login).
  registerNavigate((to) => void router.navigate(to));
  trackCommittedTabs(router);
  return router;
}
