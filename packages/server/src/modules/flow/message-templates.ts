import type { ModuleTemplate } from '../message/public.ts';

/** The in-app messages the workflow sends (消息中心 templates, seeded in every tenant; reworded there if wanted). */
export const flowTemplates = {
  todo: {
    code: 'FLOW_TASK_TODO',
    name: '流程待办提醒',
    bizModule: 'flow',
    params: { processName: '流程名称', taskName: '环节名称' },
    title: '待办: ${taskName}',
    content: '${processName} 的 [${taskName}] 环节等您处理。',
    jumpUrl: '/work/todo',
  },
  claim: {
    code: 'FLOW_TASK_CLAIM',
    name: '流程待签提醒',
    bizModule: 'flow',
    params: { processName: '流程名称', taskName: '环节名称' },
    title: '待签: ${taskName}',
    content: '${processName} 的 [${taskName}] 环节等待签收, 您是候选人之一。',
    jumpUrl: '/work/claim',
  },
  ended: {
    code: 'FLOW_PROCESS_ENDED',
    name: '流程办结通知',
    bizModule: 'flow',
    params: { processName: '流程名称' },
    title: '已办结: ${processName}',
    content: '您发起的 ${processName} 已办结。',
    jumpUrl: '/work/send',
  },
} as const satisfies Record<string, ModuleTemplate>;
