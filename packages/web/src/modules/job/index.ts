import { defineWebModule } from '../../app/webModule.ts';

/** 任务调度: BladeX's two job screens at BladeX's paths (任务队列 stays with 系统管理's pages at /system/job). */
export const jobModule = defineWebModule({
  name: 'job',
  pages: {
    '/job/jobinfo': () => import('./JobInfoPage.tsx'),
    '/job/jobserver': () => import('./JobServerPage.tsx'),
  },
});
