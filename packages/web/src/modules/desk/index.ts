import { defineWebModule } from '../../app/webModule.ts';

/** 办公 (desk): 通知公告, the declared resource's screen with its content in a rich-text editor. */
export const deskModule = defineWebModule({
  name: 'desk',
  pages: {
    '/desk/notice': () => import('./notice/NoticePage.tsx'),
  },
});
