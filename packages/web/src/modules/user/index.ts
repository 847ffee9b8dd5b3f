import { defineWebModule } from '../../app/webModule.ts';

/** 用户管理: department tree, passwords, roles, lockouts, platform settings, Excel import and export. */
export const userModule = defineWebModule({
  name: 'user',
  pages: {
    '/system/user': () => import('./user/UsersPage.tsx'),
  },
});
