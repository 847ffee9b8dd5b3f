import { apiLogScreen, errorLogScreen, usualLogScreen } from '@pharma/contract';
import { defineWebModule } from '../../app/webModule.ts';

/**
 * 系统监控's logs: 通用日志 (the audit trail), 接口日志 (every API call) and 错误日志 (unexpected errors, the
 * browser's uploads among them), one list screen for the three (LogListPage), read-only.
 */
export const logModule = defineWebModule({
  name: 'log',
  pages: {
    [usualLogScreen.path]: () => import('./LogListPage.tsx').then((m) => ({ default: m.UsualLogPage })),
    [apiLogScreen.path]: () => import('./LogListPage.tsx').then((m) => ({ default: m.ApiLogPage })),
    [errorLogScreen.path]: () => import('./LogListPage.tsx').then((m) => ({ default: m.ErrorLogPage })),
  },
});
