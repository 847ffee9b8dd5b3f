import { defineWebModule } from '../../app/webModule.ts';

/**
 * 报表管理: 报表列表 (the files, with 设计 and 预览), the designer and the viewer, both console routes opened from the
 * list (no second server, no token in an address).
 */
// The tabs' titles are written here, not imported: this file loads with the shell, the screens' words do not.
export const reportModule = defineWebModule({
  name: 'report',
  pages: {
    '/report/reportlist': () => import('./ReportsPage.tsx'),
    // ReportsPage.tsx's reportRoute, written out (importing it would bring that page into the shell's bundle).
    '/report/reportlist/:mode/:id': {
      load: () => import('./ReportRoute.tsx'),
      requireMenu: false,
      title: { zh: '报表', en: 'Report' },
    },
  },
});
