import { defineModule } from '../../platform/module.ts';
import { resourceRoutes } from './oss/oss.routes.ts';

export { fileStoreOf } from './oss/oss.routes.ts';
export { assertIssuedAvatar } from './oss/put-file.service.ts';

/** blade-resource: uploads (put-file) and the stored files behind their links. */
export const resourceModule = defineModule({
  name: 'resource',
  routes: [resourceRoutes],
});
