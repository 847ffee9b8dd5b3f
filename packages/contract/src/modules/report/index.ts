import type { ResourceDef } from '../../kit/resource.ts';
import { reportFileResource } from './report-file.ts';

export * from './report.calls.ts';
export * from './report-definition.ts';
export * from './report-file.ts';

/** 报表管理's declared resources. */
export const reportResources: ResourceDef[] = [reportFileResource];
