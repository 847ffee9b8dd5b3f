import type { WebModule } from '../app/webModule.ts';
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

/** Every module of the console, once: the page registry is filled from this list. */
export const webModules: WebModule[] = [
  systemModule,
  tenantModule,
  userModule,
  resourceModule,
  deskModule,
  logModule,
  messageModule,
  flowModule,
  purchaseModule,
  salesModule,
  jobModule,
  developModule,
  reportModule,
];
