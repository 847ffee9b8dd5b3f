// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
export { ensureCommonDefinition, type ShippedProcess } from './business/business-definition.ts';
export type { FlowBusiness, TaskCompletion } from './business/business-registry.ts';
export { openTaskIds, runningInstanceIds, startBusinessProcess } from './business/business-start.service.ts';
export { type AfterCtx, afterStep } from './instance/effects.ts';
export type { StepEffects } from './instance/steps.ts';
export { claimTask } from './work/work.service.ts';
