import { authLockScreen, authLogScreen } from '../modules/auth/auth-log.ts';
import { dashboardScreen } from '../modules/desk/dashboard.ts';
import { developDatasourceScreen } from '../modules/develop/datasource.screen.ts';
import { flowScreens } from '../modules/flow/screens.ts';
import { jobInfoScreen, jobServerScreen } from '../modules/job/job.ts';
import { apiLogScreen, errorLogScreen, usualLogScreen } from '../modules/log/log.ts';
import { purchaseBaseScreens } from '../modules/purchase/base.screens.ts';
import { purchaseDocsScreens } from '../modules/purchase/docs.screens.ts';
import { ossFileScreen } from '../modules/resource/oss-file.ts';
import { apiKeyScreen } from '../modules/system/api-key.ts';
import { jobScreen } from '../modules/system/job.ts';
import { recordDataScreen } from '../modules/system/record-data.ts';
import type { StandardButton } from './resource.ts';
import type { Text } from './text.ts';

/** A button beyond the standard four: its code is `<screen>_<key>`. Actions: 1 toolbar, 2 row, 3 both. */
export interface ExtraButton {
  key: string;
  name: Text;
  action: 1 | 2 | 3;
  icon?: string;
}

/**
 * A screen the browser builds by hand (trees, grant dialogs), not from a resource declaration. The server seeds
 * its menu and buttons from here; the browser takes its title from here.
 */
export interface ScreenDef {
  module: string;
  code: string;
  name: Text;
  path: string;
  icon: string;
  sort: number;
  api: string;
  buttons: ReadonlyArray<StandardButton | ExtraButton>;
}

const standard: StandardButton[] = ['add', 'edit', 'delete', 'view'];

export const handBuiltScreens: ScreenDef[] = [
  // 工作台 › 控制台 (/wel/dashboard).
  dashboardScreen,
  {
    module: 'system',
    code: 'dict',
    name: { zh: '字典管理', en: 'Dictionaries' },
    path: '/system/dict',
    icon: 'BookOutlined',
    sort: 5,
    api: 'blade-system/dict',
    buttons: standard,
  },
  {
    module: 'system',
    code: 'dict_biz',
    name: { zh: '业务字典', en: 'Business dictionaries' },
    path: '/system/dictbiz',
    icon: 'ReadOutlined',
    sort: 6,
    api: 'blade-system/dict-biz',
    buttons: standard,
  },
  // 任务调度 (BladeX's /job): scheduled jobs, the processes that run them, and the queue's runs (任务队列).
  jobInfoScreen,
  jobServerScreen,
  jobScreen,
  // 下载中心: every user's background exports and import results.
  ossFileScreen,
  developDatasourceScreen,
  // 权限管理 › API 密钥, 系统管理 › 登录日志 and 账号锁定 (BladeX 4's screens beyond the spec).
  apiKeyScreen,
  authLogScreen,
  authLockScreen,
  // 系统监控: the three logs, read-only.
  usualLogScreen,
  apiLogScreen,
  errorLogScreen,
  // 数据审计: the rows changed through the CRUD kit, before and after.
  recordDataScreen,
  // 流程管理 and 我的事务.
  ...flowScreens,
  // 智能采购.
  ...purchaseBaseScreens,
  ...purchaseDocsScreens,
];
