/**
 * What another module's process pages (a business form run on a process, as 采购计划审批's handle and detail pages
 * in purchase/) share with the leave pages: the path parameters of a registry page, leaving a one-off page, the
 * history as a timeline, the chart, the current step, and reading the work lists again after a task moved.
 */

export { currentStep } from './leave/flowSteps.ts';
export { useLeavePage as useLeaveProcessPage } from './leave/leaveTab.ts';
export { ProcessPageFrame } from './leave/ProcessPageFrame.tsx';
export { usePathParams } from './leave/usePathParams.ts';
export { refreshWorkLists } from './work/useWorkList.ts';
