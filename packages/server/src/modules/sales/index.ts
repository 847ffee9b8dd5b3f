import { salesResources } from '@pharma/contract';
import { defineModule } from '../../platform/module.ts';
import { salesAppRoutes } from './app/app.routes.ts';
import { salesAppSignIn } from './app/app-sign-in.ts';
import { gradesParts } from './grade/grades.parts.ts';
import { seedUploads } from './upload/upload.demo.ts';
import { uploadParts } from './upload/upload.routes.ts';
import { extensionParts } from './whitelist/extension.parts.ts';

/** Resources a part serves itself (its services and calls), left out of the kit's plain list. */
const servedByParts = new Set<string>([
  ...gradesParts.replaces,
  ...extensionParts.declarations.map((d) => d.name),
  'sm_upload_his',
  'sm_upload_his_dtl',
]);

/**
 * 销售移动端管理 (docs/domain.md §3; services blade-extension and sales-mobile, docs/operating.md): who may sign in to the
 * sales app (whitelist, its sign-ins admitted and recorded by app/app-sign-in.ts, login records), what it shows them
 * (field permissions, user goods, control grades), which customers they serve (customer ↔ salesman, with the history
 * of owners), the Excel imports by template number with their upload history, and the app's own replies (app/: its
 * goods and customers, each built for the rep who asks).
 */
export const salesModule = defineModule({
  name: 'sales',
  resources: [
    ...salesResources.filter((r) => !servedByParts.has(r.name)),
    ...extensionParts.resources,
    ...gradesParts.resources,
  ],
  routes: [...extensionParts.routes, ...gradesParts.routes, ...uploadParts.routes, salesAppRoutes],
  exportSources: [...extensionParts.exportSources],
  importTargets: [...extensionParts.importTargets, ...gradesParts.importTargets],
  signInHooks: [salesAppSignIn],
  seed: {
    async demo(db) {
      await extensionParts.demo(db);
      await gradesParts.demo(db);
      await seedUploads(db);
    },
  },
});
