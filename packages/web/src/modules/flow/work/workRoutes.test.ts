import { describe, expect, it } from 'vitest';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { flowModule } from '../index.ts';

/** The pages of 我的事务 and the leave process are the ones the flow module registers at their paths. */
describe('the flow module’s work and leave pages', () => {
  it('open at their menu paths, and the leave pages at their patterns for any signed-in user', async () => {
    registerModulePages(flowModule);
    const pages: Record<string, () => Promise<{ default: unknown }>> = {
      '/work/start': () => import('./StartPage.tsx'),
      '/work/claim': () => import('./ClaimPage.tsx'),
      '/work/todo': () => import('./TodoPage.tsx'),
      '/work/send': () => import('./SendPage.tsx'),
      '/work/done': () => import('./DonePage.tsx'),
      '/work/process/leave/form/Leave:1:2504': () => import('../leave/LeaveFormPage.tsx'),
      '/work/process/leave/handle/3001/2601/1234': () => import('../leave/LeaveHandlePage.tsx'),
      '/work/process/leave/detail/2601/1234': () => import('../leave/LeaveDetailPage.tsx'),
    };
    for (const [path, load] of Object.entries(pages)) {
      const entry = findPage(path);
      expect(entry, path).toBeDefined();
      expect((await entry!.load()).default, path).toBe((await load()).default);
      expect(entry!.requireMenu, path).toBe(!path.startsWith('/work/process/'));
    }
  });
});
