import { modelPrototypeResource } from '@pharma/contract';
import { index } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';

/** 模型字段 (blade_model_prototype): one row per column of a model, with what its generated screen does with it. */
export const modelPrototype = tableOf(modelPrototypeResource, {
  indexes: (t) => [index('blade_model_prototype_model_idx').on(t.modelId!, t.isDeleted!)],
});
