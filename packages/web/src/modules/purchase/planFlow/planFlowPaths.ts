import { planFlow } from '@pharma/contract';

/**
 * 采购计划审批's pages, where the work lists open a process's own (`/work/process/<routeValue>/…`, the route value
 * purchase-plan: the plan's business table names it, whatever the definition's category).
 */
const base = `/work/process/${planFlow.route}`;
export const planFlowPatterns = {
  form: `${base}/form/:processDefinitionId`,
  handle: `${base}/handle/:taskId/:processInstanceId/:businessId`,
  detail: `${base}/detail/:processInstanceId/:businessId`,
} as const;
