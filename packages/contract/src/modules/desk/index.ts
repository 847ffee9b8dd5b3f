import type { ResourceDef } from '../../kit/resource.ts';
import { noticeResource } from './notice.ts';

export * from './dashboard.ts';
export * from './notice.calls.ts';
export * from './notice.ts';
export * from './work-cards.ts';

/** 工作台's declared resources. */
export const deskResources: ResourceDef[] = [noticeResource];
