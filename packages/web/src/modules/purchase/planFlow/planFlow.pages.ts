import type { ModulePage } from '../../../app/webModule.ts';
import { planFlowTexts } from '../document/docs.texts.ts';
import { planFlowPatterns } from './planFlowPaths.ts';

/**
 * 采购计划审批's pages, opened from the work lists (处理, 详情) and 发起事务, not from the menu: any signed-in user
 * may open them (the calls behind them check the plan's and the task's own rules).
 */
export const planFlowPages: Record<string, ModulePage> = {
  [planFlowPatterns.handle]: {
    load: () => import('./PlanFlowHandlePage.tsx'),
    requireMenu: false,
    title: planFlowTexts.handleTitle,
  },
  [planFlowPatterns.detail]: {
    load: () => import('./PlanFlowDetailPage.tsx'),
    requireMenu: false,
    title: planFlowTexts.detailTitle,
  },
  [planFlowPatterns.form]: {
    load: () => import('./PlanFlowFormPage.tsx'),
    requireMenu: false,
    title: planFlowTexts.formTitle,
  },
};
