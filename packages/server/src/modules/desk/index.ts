import { defineModule } from '../../platform/module.ts';
import { loadDemoNotices } from './notice/notice.seed.ts';
import { noticeService } from './notice/notice.service.ts';

/** 工作台 (blade-desk): the notice board (通知公告); the home page's and the notices popover's notices come next. */
export const deskModule = defineModule({
  name: 'desk',
  resources: [noticeService],
  seed: {
    async demo(db) {
      await loadDemoNotices(db);
    },
  },
});
