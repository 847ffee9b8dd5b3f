import { templateInfoDetailResource, templateInfoResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** 消息模板 and its contents (模板内容), the declared resources' tables. */
export const templateTable = tableOf(templateInfoResource);
export const templateDetailTable = tableOf(templateInfoDetailResource);
