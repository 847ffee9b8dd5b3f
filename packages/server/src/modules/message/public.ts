// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
export { ensureModuleTemplates, type ModuleTemplate } from './template/module-templates.ts';
