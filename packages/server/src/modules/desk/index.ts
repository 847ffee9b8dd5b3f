import { defineModule } from '../../platform/module.ts';
import { noticeRoutes } from './notice/notice.routes.ts';
import { loadDemoNotices } from './notice/notice.seed.ts';
import { noticeService } from './notice/notice.service.ts';

/** 工作台 (blade-desk): the notice board (通知公告) and each user's notice inbox (what is released, read or not). */
export const deskModule = defineModule({
  name: 'desk',
  resources: [noticeService],
  routes: [noticeRoutes],
  seed: {
    async demo(db) {
      await loadDemoNotices(db);
    },
  },
});
