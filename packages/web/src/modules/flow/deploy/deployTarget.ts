import { categoryPrefix } from '@pharma/contract';

/** Where a deployment goes: common to every tenant, or a tenant's own (Saber's 通用 / 定制). */
export type DeployMode = 'common' | 'custom';

/** What the deploy form holds: the dictionary key of the category, the mode and the tenants chosen. */
export interface DeployTargetValues {
  category?: string;
  mode?: DeployMode;
  tenantIds?: string[];
}

/**
 * The category and tenants as the deploy calls want them: `flow_<dictKey>`, and the tenant ids comma-joined, empty
 * for a common deployment (whatever was picked before switching back to 通用).
 */
export function deployTarget(values: DeployTargetValues): { category: string; tenantIds: string } {
  const tenantIds = values.mode === 'custom' ? (values.tenantIds ?? []).join(',') : '';
  return { category: `${categoryPrefix}${values.category ?? ''}`, tenantIds };
}
