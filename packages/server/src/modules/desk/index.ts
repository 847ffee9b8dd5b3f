import { defineModule } from '../../platform/module.ts';
import { noticeRoutes } from './notice/notice.routes.ts';
import { loadDemoNotices } from './notice/notice.seed.ts';
import { noticeService } from './notice/notice.service.ts';
import { myWorkRoutes } from './work/my-work.routes.ts';

/**
 * 工作台 (blade-desk): the notice board (通知公告), each user's notice inbox (what is released, read or not), and 首页's
 * "my work" cards (each read from its module's list as the caller).
 */
export const deskModule = defineModule({
  name: 'desk',
  resources: [noticeService],
  routes: [noticeRoutes, myWorkRoutes],
  seed: {
    async demo(db) {
      await loadDemoNotices(db);
    },
  },
});
