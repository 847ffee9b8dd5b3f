import { defineWebModule } from '../../app/webModule.ts';
import { reportTexts } from './report.texts.ts';

/**
 * 报表管理: 报表列表 (the files, with 设计 and 预览), the designer and the viewer, both console routes opened from the
 * list (no second server, no token in an address).
 */
export const reportModule = defineWebModule({
  name: 'report',
  pages: {
    '/report/reportlist': () => import('./ReportsPage.tsx'),
    '/report/reportlist/view/:id': {
      load: () => import('./viewer/ReportViewerPage.tsx'),
      requireMenu: false,
      title: reportTexts.viewerTitle,
    },
    '/report/reportlist/design/:id': {
      load: () => import('./designer/ReportDesignerPage.tsx'),
      requireMenu: false,
      title: reportTexts.designerTitle,
    },
  },
});
