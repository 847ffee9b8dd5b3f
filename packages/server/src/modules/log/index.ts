import { defineModule } from '../../platform/module.ts';
import { errorSink } from './error/error-log.service.ts';

export { browserLogUpload, saveBrowserLogs } from './error/error-log.service.ts';

/** The error log: unexpected server errors under their error id, and the browser's uploaded local logs. */
export const logModule = defineModule({
  name: 'log',
  errorSink,
});
