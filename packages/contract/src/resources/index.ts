import type { ResourceDef } from '../resource.ts';
import { paramResource } from './param.ts';

export { paramResource };

/** Every declared resource: the server registers their routes and the browser their screens from this list. */
export const resources: ResourceDef[] = [paramResource];
