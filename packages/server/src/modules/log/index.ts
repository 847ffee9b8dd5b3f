import { defineModule } from '../../platform/module.ts';
import { errorLogRoutes } from './error/error-log.routes.ts';
import { errorSink } from './error/error-log.service.ts';

/** The error log: unexpected server errors under their error id, and the browser's uploaded local logs. */
export const logModule = defineModule({
  name: 'log',
  routes: [errorLogRoutes],
  errorSink,
});
