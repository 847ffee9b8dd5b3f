import { defineWebModule } from '../../app/webModule.ts';
import { leaveTexts } from './leave/leave.texts.ts';

/**
 * 流程管理 and 我的事务: the designer and models, deployment, definitions, running instances, the five work lists,
 * the flow chart, and the leave form's three pages (opened from the work lists, not from the menu).
 */
export const flowModule = defineWebModule({
  name: 'flow',
  pages: {
    '/flow/model': () => import('./model/ModelsPage.tsx'),
    '/flow/deploy': () => import('./deploy/DeployPage.tsx'),
    '/flow/manager': () => import('./manager/ManagerPage.tsx'),
    '/flow/follow': () => import('./follow/FollowPage.tsx'),
    '/work/start': () => import('./work/StartPage.tsx'),
    '/work/claim': () => import('./work/ClaimPage.tsx'),
    '/work/todo': () => import('./work/TodoPage.tsx'),
    '/work/send': () => import('./work/SendPage.tsx'),
    '/work/done': () => import('./work/DonePage.tsx'),
    '/work/process/leave/form/:processDefinitionId': {
      load: () => import('./leave/LeaveFormPage.tsx'),
      requireMenu: false,
      title: leaveTexts.formTitle,
    },
    '/work/process/leave/handle/:taskId/:processInstanceId/:businessId': {
      load: () => import('./leave/LeaveHandlePage.tsx'),
      requireMenu: false,
      title: leaveTexts.handleTitle,
    },
    '/work/process/leave/detail/:processInstanceId/:businessId': {
      load: () => import('./leave/LeaveDetailPage.tsx'),
      requireMenu: false,
      title: leaveTexts.detailTitle,
    },
  },
});
