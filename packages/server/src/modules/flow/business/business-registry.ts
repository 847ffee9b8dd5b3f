import type { FlowBusiness } from '../../../platform/flow-business.ts';
import type { Registry } from '../../../platform/registry.ts';

// The contract between the workflow and the modules that run business forms on it lives in the platform, so that a
// module contributes its business through its manifest (`flowBusinesses`) without importing the flow module.
export type { AfterCommit, FlowBusiness, TaskCompletion } from '../../../platform/flow-business.ts';

/** `blade_process_leave:1234` → its table and id. */
export function businessOfKey(key: string): { businessTable: string; businessId: string } {
  const at = key.lastIndexOf(':');
  return at < 0
    ? { businessTable: '', businessId: key }
    : { businessTable: key.slice(0, at), businessId: key.slice(at + 1) };
}

/** The business registered for a business table, if any (a registry-less caller, a seed, has none). */
export function flowBusinessOf(registry: Registry | undefined, businessTable: string): FlowBusiness | undefined {
  if (!registry || !businessTable) return undefined;
  return registry.flowBusiness(businessTable);
}
