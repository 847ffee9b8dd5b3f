import { defineModule } from '../../platform/module.ts';
import { resourceRoutes } from './oss/oss.routes.ts';
import { loadDemoOss } from './oss/oss.seed.ts';
import { smsRoutes } from './sms/sms.routes.ts';
import { loadDemoSms } from './sms/sms.seed.ts';

export { fileHolderOf } from './oss/oss.routes.ts';
export { assertIssuedAvatar } from './oss/put-file.service.ts';

/**
 * 资源管理 (blade-resource): object storage and SMS configs, attachments, uploads (put-file, put-file-attach) and the
 * stored files behind their links. The CRUD of oss and attach is registered by `resourceRoutes`, since their
 * services need the server's secret (the sealed secret keys).
 */
export const resourceModule = defineModule({
  name: 'resource',
  routes: [resourceRoutes, smsRoutes],
  seed: {
    async demo(db) {
      await loadDemoOss(db);
      await loadDemoSms(db);
    },
  },
});
