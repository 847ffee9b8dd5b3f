/**
 * Where each table of the console would live on a PostgreSQL sharded by tenant (Citus), read by
 * table-distribution.test.ts against the migrated catalogue. docs/operating.md ("On a distributed PostgreSQL") says
 * how the move would go.
 *
 * - `tenant`: distributed by `tenant_id`. Every row belongs to one tenant; its primary key and every unique index
 *   must carry `tenant_id` (a sharded database can only enforce uniqueness inside one shard).
 * - `common`: a reference table, copied to every node: small, written rarely, read in joins by every tenant's
 *   queries (menus, dictionaries, regions, grants). Writes cost a round to every node, which these can afford.
 * - `platform`: a local table on the coordinator: the platform's own bookkeeping, read by a key before any tenant is
 *   known (a captcha, a rate window, an SSO code), or the tenants themselves.
 */
export type Placement = 'tenant' | 'common' | 'platform';

export const placements: Record<string, Placement> = {
  // Tenants, the platform's clients and packages, its keys and counters.
  blade_tenant: 'platform',
  blade_tenant_package: 'platform',
  blade_client: 'platform',
  blade_datasource: 'platform',
  // 研发工具's data models: the platform administrator's, over the platform's datasources.
  blade_model: 'platform',
  blade_code: 'platform',
  blade_model_prototype: 'platform',
  blade_sm2_key: 'platform',
  // A report run's tenant, written and rolled back inside the run's own transaction (drizzle/0042_report_role.sql).
  blade_report_run: 'platform',
  blade_captcha: 'platform',
  blade_rate_counter: 'platform',
  blade_oauth_code: 'platform',
  blade_oauth_state: 'platform',
  msg_app_nonce: 'platform',
  // Read by every tenant's queries (joins), written by the platform administrator.
  blade_menu: 'common',
  blade_top_menu_setting: 'common',
  blade_dict: 'common',
  blade_region: 'common',
  blade_scope_api: 'common',
  blade_scope_data: 'common',
  blade_role_menu: 'common',
  blade_role_scope: 'common',
  flow_deployment: 'common',
  flow_definition: 'common',
};

/**
 * Why a table is placed where its columns alone would not put it: a `platform` or `common` table that carries
 * `tenant_id`, or a `tenant` table whose key or unique index leaves it out. Each entry is a decision, not a debt.
 */
export const reasons: Record<string, string> = {
  blade_tenant: 'the tenants themselves: tenant_id is the key every node routes by, looked up before any tenant row',
  blade_oauth_code:
    'a single sign-on code is exchanged by its hash before the tenant is known (the client sends only the code); ' +
    'it lives for a minute',
  flow_deployment:
    "a deployment may be common to every tenant (tenant_id ''), and every tenant's instances read its definitions",
  flow_definition:
    "a definition may be common to every tenant (tenant_id ''), read at every step of every tenant's instances; " +
    'small, and written only when a model is deployed',
  blade_report_run:
    "never holds a committed row: each report run writes its caller's tenant there and rolls back, so the row " +
    'lives on the node that runs the statement, keyed by its transaction',
  blade_oauth_state:
    'a social sign-in state comes back from the provider by its hash alone, before the tenant is known; it lives ' +
    'for ten minutes',
};

/** Every table not listed above is tenant-owned (and must carry tenant_id). */
export const placementOf = (table: string): Placement => placements[table] ?? 'tenant';
