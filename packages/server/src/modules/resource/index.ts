import { defineModule } from '../../platform/module.ts';
import { resourceRoutes } from './oss/oss.routes.ts';
import { loadDemoOss } from './oss/oss.seed.ts';
import { checkIssuedAvatar } from './oss/put-file.service.ts';
import { allStoreHosts } from './oss/store-hosts.ts';
import { expireJob, exportJob } from './oss-file/export.job.ts';
import { importJob } from './oss-file/import.job.ts';
import { madeFileJob } from './oss-file/made-file.job.ts';
import { ossFileRoutes } from './oss-file/oss-file.routes.ts';
import { loadDemoOssFiles } from './oss-file/oss-file.seed.ts';
import { smsRoutes } from './sms/sms.routes.ts';
import { loadDemoSms } from './sms/sms.seed.ts';

/**
 * 资源管理 (blade-resource): object storage and SMS configs, attachments, uploads (put-file, put-file-attach), the
 * stored files behind their links, and the download centre (background exports and their files). The CRUD of oss and attach is registered by `resourceRoutes`, since their
 * services need the server's secret (the sealed secret keys).
 */
export const resourceModule = defineModule({
  name: 'resource',
  routes: [resourceRoutes, smsRoutes, ossFileRoutes],
  jobs: [exportJob, importJob, expireJob, madeFileJob],
  imageHosts: allStoreHosts,
  // The download centre's demo files belong to the platform administrator, whose account the user module keeps.
  requires: ['platformAdmin'],
  // update-info's avatar must be a file this server issued to the caller's tenant, from one of these stores.
  provides: { checkIssuedAvatar },
  seed: {
    async demo(db, seed) {
      await loadDemoOss(db);
      await loadDemoSms(db);
      await loadDemoOssFiles(db, seed);
    },
  },
});
