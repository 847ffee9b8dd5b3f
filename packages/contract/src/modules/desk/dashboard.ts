import type { ScreenDef } from '../../kit/screens.ts';

/**
 * 控制台 (/wel/dashboard): the users the caller may see, charted. A layout route of the console, not a menu-built
 * page, but a menu row under 工作台 is what makes it findable (BladeX leaves it out of every menu); its name is the
 * one its tab already has. It reads only `blade-user/dashboard-stats`, which any signed-in user may call.
 */
export const dashboardScreen: ScreenDef = {
  module: 'desk',
  code: 'dashboard',
  name: { zh: '控制台', en: 'Dashboard' },
  path: '/wel/dashboard',
  icon: 'DashboardOutlined',
  sort: 0,
  api: 'blade-user/dashboard-stats',
  buttons: [],
};
