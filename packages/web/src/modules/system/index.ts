import { defineWebModule } from '../../app/webModule.ts';
import { dictTexts } from './dict/dict.texts.ts';

/**
 * 系统管理 and 权限管理: the screens that are not plain CRUD (role grants, menu trees, two-pane dictionaries, …).
 * Declared resources (参数管理, 岗位管理, …) need nothing here: the registry builds their CrudPage from the contract.
 */
export const systemModule = defineWebModule({
  name: 'system',
  pages: {
    '/authority/role': () => import('./role/RolesPage.tsx'),
    // 部门管理: a lazily loaded tree table with 新增下级.
    '/system/dept': () => import('./dept/DeptsPage.tsx'),
    // 顶部菜单 is a declared resource with 菜单配置 on top of its CrudPage.
    '/system/topmenu': () => import('./topmenu/TopMenusPage.tsx'),
    // BladeX's path (基础配置 › 行政区划), so both consoles open it; /system/region redirects here (router.tsx).
    '/base/region': () => import('./region/RegionsPage.tsx'),
    // 菜单管理 and the two scope screens: lazily loaded menu trees, an icon picker, per-menu scope drawers.
    '/system/menu': () => import('./menu/MenusPage.tsx'),
    '/authority/datascope': () => import('./scope/DataScopePage.tsx'),
    '/authority/apiscope': () => import('./scope/ApiScopePage.tsx'),
    '/system/dict': () => import('./dict/DictPage.tsx'),
    '/system/dictbiz': () => import('./dict/DictPage.tsx'),
    '/system/client': () => import('./client/ClientsPage.tsx'),
    '/system/gray': () => import('./gray/GraysPage.tsx'),
    // 第三方登录: 启用 / 停用 and the callback URL to register at each provider.
    '/system/social': () => import('./social/SocialPage.tsx'),
    // 任务队列: the background jobs, their errors and 重试.
    '/system/job': () => import('./job/JobsPage.tsx'),
    // 数据审计 at BladeX's path (Saber 4 opens views/data/record.vue there): who changed which row, before and after.
    '/data/record': () => import('./record-data/RecordDataPage.tsx'),
    // BladeX 4's API 密钥, 登录日志 and 账号锁定, at its paths.
    '/authority/apikey': () => import('./api-key/ApiKeysPage.tsx'),
    '/system/authlog': () => import('./auth-log/AuthLogPage.tsx'),
    '/system/authlock': () => import('./auth-log/AuthLockPage.tsx'),
    // 字典管理 in two layouts (spec §2): dictionaries beside or above the entries of the one picked. Not menu items:
    // any signed-in user may open them (the calls check the grants), and their tabs carry their own titles.
    '/dict-horizontal/index': {
      load: async () => ({ default: (await import('./dict/DictHorizontalPage.tsx')).DictHorizontalPage }),
      requireMenu: false,
      title: dictTexts.horizontal,
    },
    '/dict-vertical/index': {
      load: async () => ({ default: (await import('./dict/DictVerticalPage.tsx')).DictVerticalPage }),
      requireMenu: false,
      title: dictTexts.vertical,
    },
  },
});
