import type { ModuleManifest } from '../platform/module.ts';
import { authModule } from './auth/index.ts';
import { deskModule } from './desk/index.ts';
import { developModule } from './develop/index.ts';
import { flowModule } from './flow/index.ts';
import { jobModule } from './job/index.ts';
import { logModule } from './log/index.ts';
import { messageModule } from './message/index.ts';
import { purchaseModule } from './purchase/index.ts';
import { reportModule } from './report/index.ts';
import { resourceModule } from './resource/index.ts';
import { salesModule } from './sales/index.ts';
import { systemModule } from './system/index.ts';
import { tenantModule } from './tenant/index.ts';
import { userModule } from './user/index.ts';

/**
 * Every module of the server, once. Seeds run in this order (the platform tenant before its roles and departments,
 * those before its `admin` account); routes and registries are the same whatever the order.
 */
export const modules: readonly ModuleManifest[] = [
  tenantModule,
  systemModule,
  userModule,
  authModule,
  resourceModule,
  logModule,
  deskModule,
  messageModule,
  flowModule,
  purchaseModule,
  salesModule,
  jobModule,
  developModule,
  reportModule,
];
