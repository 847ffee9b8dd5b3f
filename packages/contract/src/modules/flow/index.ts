import type { ResourceDef } from '../../kit/resource.ts';
import { flowModelResource } from './model.ts';

export * from './flow.calls.ts';
export * from './flow.ts';
export * from './flowable-moddle.ts';
export * from './model.ts';
export * from './screens.ts';

/** The workflow's declared resources (the rest is the engine's own state, answered in the shapes of flow.ts). */
export const flowResources: ResourceDef[] = [flowModelResource];
