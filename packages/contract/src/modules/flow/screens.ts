import type { ExtraButton, ScreenDef } from '../../kit/screens.ts';
import { flowService } from './flow.ts';

const button = (key: string, zh: string, en: string, icon: string, action: 1 | 2 | 3 = 2): ExtraButton => ({
  key,
  name: { zh, en },
  action,
  icon,
});
const detail = button('detail', '详情', 'Details', 'file-text');
const follow = button('follow', '跟踪', 'Follow', 'eye');

/**
 * The workflow's screens besides 模型管理 (a declared resource): the administrator's deployments, definitions and
 * running instances (menu 流程管理), and everyone's work lists (menu 我的事务). Button codes are the reference's.
 */
export const flowScreens: ScreenDef[] = [
  {
    module: 'flow',
    code: 'flow_deploy',
    // BladeX's name for the screen (views/flow/deploy.vue).
    name: { zh: '部署管理', en: 'Deployments' },
    path: '/flow/deploy',
    icon: 'CloudUploadOutlined',
    sort: 2,
    api: `${flowService}/manager`,
    buttons: [],
  },
  {
    module: 'flow',
    code: 'flow_manager',
    // Not 流程管理 under 流程管理 (issue 35): the screen lists the process definitions, and says so.
    name: { zh: '流程定义', en: 'Definitions' },
    path: '/flow/manager',
    icon: 'PartitionOutlined',
    sort: 3,
    api: `${flowService}/manager`,
    buttons: [
      button('state', '变更状态', 'Change state', 'swap'),
      button('remove', '删除', 'Delete', 'delete'),
      button('image', '流程图', 'Chart', 'picture'),
    ],
  },
  {
    module: 'flow',
    code: 'flow_follow',
    name: { zh: '流程跟踪', en: 'Running instances' },
    path: '/flow/follow',
    icon: 'NodeIndexOutlined',
    sort: 4,
    api: `${flowService}/follow`,
    buttons: [button('delete', '删除', 'Delete', 'delete'), follow],
  },
  {
    module: 'work',
    code: 'work_start',
    name: { zh: '发起事务', en: 'Start' },
    path: '/work/start',
    icon: 'SendOutlined',
    sort: 1,
    api: `${flowService}/work`,
    buttons: [button('flow', '发起', 'Start', 'send'), button('image', '流程图', 'Chart', 'picture')],
  },
  {
    module: 'work',
    code: 'work_claim',
    name: { zh: '待签事务', en: 'To claim' },
    path: '/work/claim',
    icon: 'InboxOutlined',
    sort: 2,
    api: `${flowService}/work`,
    buttons: [button('sign', '签收', 'Claim', 'check'), detail, follow],
  },
  {
    module: 'work',
    code: 'work_todo',
    name: { zh: '待办事务', en: 'To do' },
    path: '/work/todo',
    icon: 'CarryOutOutlined',
    sort: 3,
    api: `${flowService}/work`,
    buttons: [button('handle', '处理', 'Handle', 'edit'), detail, follow],
  },
  {
    module: 'work',
    code: 'work_send',
    name: { zh: '已发事务', en: 'Sent' },
    path: '/work/send',
    icon: 'FileDoneOutlined',
    sort: 4,
    api: `${flowService}/work`,
    buttons: [detail, follow],
  },
  {
    module: 'work',
    code: 'work_done',
    name: { zh: '办结事务', en: 'Done' },
    path: '/work/done',
    icon: 'CheckSquareOutlined',
    sort: 5,
    api: `${flowService}/work`,
    buttons: [detail, follow],
  },
];
