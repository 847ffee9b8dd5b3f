import type { ResourceDef } from '../../kit/resource.ts';
import { codeResource } from './code.ts';
import { modelResource } from './model.ts';
import { modelPrototypeResource } from './model-prototype.ts';

export * from './code.calls.ts';
export * from './code.ts';
export * from './datasource.screen.ts';
export * from './model.calls.ts';
export * from './model.ts';
export * from './model-prototype.calls.ts';
export * from './model-prototype.ts';

/** 研发工具's declared resources. */
export const developResources: ResourceDef[] = [codeResource, modelResource, modelPrototypeResource];
