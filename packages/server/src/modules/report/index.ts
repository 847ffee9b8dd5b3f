import { defineModule } from '../../platform/module.ts';
import { reportFileRoutes } from './report-file/report-file.routes.ts';
import { loadDemoReports } from './report-file/report-file.seed.ts';
import { reportRunRoutes } from './run/report-run.routes.ts';

/**
 * 报表管理 (blade-report): report files (a JSON definition each: parameters, datasets, blocks), designed and viewed in
 * the console. Report SQL runs read-only, bounded in time and rows, as a database role that row-level security holds
 * to the caller's tenant; other datasources are read through the tenant module's sessions, by the platform
 * administrator only.
 */
export const reportModule = defineModule({
  name: 'report',
  routes: [reportFileRoutes, reportRunRoutes],
  seed: {
    async demo(db) {
      await loadDemoReports(db);
    },
  },
});
