/** The leave pages' routes, as the flow module registers them (modules/flow/index.ts). */
export const leavePatterns = {
  form: '/work/process/leave/form/:processDefinitionId',
  handle: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
  detail: '/work/process/leave/detail/:processInstanceId/:businessId',
} as const;
