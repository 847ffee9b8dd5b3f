import { fieldAuthResource, loginRecordResource, type ResourceDef, whitelistResource } from '@pharma/contract';
import type { CrudService } from '../../../platform/crud/service.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { ImportTarget } from '../../../platform/excel/import.ts';
import type { ExportSource } from '../../../platform/excel/sources.ts';
import type { App } from '../../../platform/types.ts';
import { fieldAuthImportTarget } from '../field-auth/field-auth.import.ts';
import { fieldAuthService } from '../field-auth/field-auth.service.ts';
import { loginRecordExportSource } from '../login-record/login-record.export.ts';
import { loginRecordRoutes } from '../login-record/login-record.routes.ts';
import { loadDemoExtension } from './extension.demo.ts';
import { whitelistImportTarget } from './whitelist.import.ts';
import { whitelistRoutes } from './whitelist.routes.ts';
import { whitelistService } from './whitelist.service.ts';

export {
  applyFieldRules,
  type FieldRules,
  fieldRulesFor,
} from '../field-auth/field-auth.rules.ts';
export { type AppLoginRow, recentFailures, recordAppLogin } from '../login-record/login-record.service.ts';
export { whitelistService } from './whitelist.service.ts';
// What the sales app's sign-in and replies use (the lead wires them into the token call and the app's calls).
export { type AppAccess, type AppAccessRow, appAccessOf } from './whitelist-access.ts';

/**
 * The extension service's part of the sales module (blade-extension: 白名单, 字段权限, 登录记录), for its manifest:
 * - `resources`: the whitelist and field permissions as services with their rules; `declarations` are the
 *   declarations they serve, which the manifest leaves out of the plain `salesResources` (login records have no kit
 *   calls at all: only loginRecord/list, below);
 * - `routes`: batchSave, resetDevice, enable, disable, loginRecord/list;
 * - `exportSources`: 登录记录's 导出 (the whitelist's and field permissions' come with the kit);
 * - `importTargets`: templates 101 白名单 and 105 字段权限;
 * - `demo`: tenant 100001's rows (docs/domain.md §5).
 */
export const extensionParts = {
  declarations: [whitelistResource, fieldAuthResource, loginRecordResource] as ResourceDef[],
  resources: [whitelistService, fieldAuthService] as CrudService[],
  routes: [whitelistRoutes, loginRecordRoutes] as Array<(app: App) => void>,
  exportSources: [loginRecordExportSource] as ExportSource[],
  importTargets: [whitelistImportTarget, fieldAuthImportTarget] as Array<ImportTarget<any, any>>,
  demo: (db: Db): Promise<void> => loadDemoExtension(db),
};
