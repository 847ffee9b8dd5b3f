import { defineModule } from '../../platform/module.ts';
import { ensureModuleTemplates } from '../message/public.ts';
import { chartRoutes } from './chart/chart.routes.ts';
import { definitionRoutes } from './definition/definition.routes.ts';
import { loadDemoFlow } from './flow.demo.ts';
import { ensureLeaveDefinition } from './flow.seed.ts';
import { instanceRoutes } from './instance/instance.routes.ts';
import { timerJob, timerSweepJob } from './instance/timer.job.ts';
import { leaveRoutes } from './leave/leave.routes.ts';
import { flowTemplates } from './message-templates.ts';
import { modelRoutes } from './model/model.routes.ts';
import { workRoutes } from './work/work.routes.ts';

/**
 * 流程管理 and 我的事务 (blade-flow, and blade-desk's leave form): BPMN models and their designer, deployments and
 * definitions, instances run by bpmn-engine one step at a time with the engine's state kept in the database
 * (instance/steps.ts), the tasks people claim and complete, history and the chart; timers wake instances through
 * the job queue; tasks and ends send in-app messages through the message centre.
 */
export const flowModule = defineModule({
  name: 'flow',
  routes: [modelRoutes, definitionRoutes, instanceRoutes, chartRoutes, workRoutes, leaveRoutes],
  jobs: [timerJob, timerSweepJob],
  seed: {
    ensure: ensureLeaveDefinition,
    demo: loadDemoFlow,
    // A new tenant's tasks and ends send their messages from its first day.
    tenant: (db, tenantId) => ensureModuleTemplates(db, tenantId, Object.values(flowTemplates)),
  },
});
