import { reportFileResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** 报表列表's files (BladeX blade_report_file): the declared resource's table, `content` the definition's JSON. */
export const reportFileTable = tableOf(reportFileResource);
