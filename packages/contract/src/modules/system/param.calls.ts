import type { z } from 'zod';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { paramResource } from './param.ts';

/** A parameter as the calls send it. */
export const paramRecord = recordSchema(paramResource);
export type Param = z.infer<typeof paramRecord>;

/** 参数管理 (blade-system/param): the CRUD kit's four calls, nothing else. */
export const paramCalls = crudCalls(paramResource);
