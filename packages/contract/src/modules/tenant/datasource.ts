import { defineResource, permissionsOf } from '../../kit/resource.ts';

/**
 * 数据类型 of a datasource (dictionary `datasource_category`): which fields it needs. `builtin` is the console's own
 * database, one row present from the first start (the code generator reads its catalogue out of the box): it has
 * no url or password to edit and cannot be removed.
 */
export const datasourceCategory = { jdbc: 1, sharding: 2, builtin: 3 } as const;

/**
 * 租户数据源 (blade-system/tenant-datasource, BladeX 4): the databases the platform administrator may give a tenant
 * instead of the platform's (租户管理's 数据源配置 picks one). One table, `blade_datasource`, as BladeX's: the code
 * generator's 数据源管理 (blade-develop/datasource, issue 38) reads the same rows, so its columns keep BladeX's names.
 * - `password`: sealed before it is stored (the server's secret box), the mask in every reply, never in clear; an
 *   edit that leaves it blank or sends the mask keeps the stored one.
 * - `category` 1 (JDBC) needs driver, url, account and password; 2 (sharding) its YAML (`shardingConfig`).
 * - `url`'s host must be an address the server may call (OUTBOUND_PRIVATE_HOSTS), checked when it is saved.
 */
export const tenantDatasourceResource = defineResource({
  module: 'system',
  name: 'tenantdatasource',
  title: { zh: '租户数据源', en: 'Tenant datasources' },
  api: 'blade-system/tenant-datasource',
  // The open Saber's 数据源管理 (研发工具, /tool/datasource) lists and edits the same rows at BladeX's develop path.
  alsoAt: 'blade-develop/datasource',
  table: 'blade_datasource',
  tenant: false,
  administratorOnly: true,
  // Our console's generic CrudPage; the commercial Saber opens views/system/tenantdatasource.vue at the same path.
  page: '/system/tenantdatasource',
  menu: { icon: 'DatabaseOutlined', sort: 3 },
  fields: {
    name: {
      type: 'string',
      max: 100,
      search: 'like',
      label: { zh: '名称', en: 'Name' },
      required: { zh: '请输入数据源名称', en: 'Please enter the datasource name' },
    },
    category: {
      type: 'integer',
      dict: 'datasource_category',
      search: true,
      width: 120,
      optionalInApi: true,
      label: { zh: '数据类型', en: 'Type' },
    },
    driverClass: { type: 'string', max: 100, label: { zh: '驱动类', en: 'Driver class' } },
    url: { type: 'string', max: 500, list: false, label: { zh: '连接地址', en: 'URL' } },
    username: { type: 'string', max: 50, label: { zh: '用户名', en: 'Account' } },
    // Sealed, the value is longer than typed: the column holds the sealed text.
    password: { type: 'string', max: 512, secret: true, list: false, label: { zh: '密码', en: 'Password' } },
    shardingConfig: { type: 'text', max: 20000, list: false, label: { zh: 'YAML', en: 'YAML' } },
    remark: { type: 'text', max: 255, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

export const tenantDatasourceCodes = permissionsOf(tenantDatasourceResource);

/** What 租户数据源's checks say. */
export const tenantDatasourceMessages = {
  jdbcRequired: {
    zh: '普通数据源需要填写驱动类、连接地址、用户名和密码',
    en: 'A JDBC datasource needs its driver class, URL, account and password',
  },
  shardingRequired: { zh: '分库分表数据源需要填写YAML配置', en: 'A sharding datasource needs its YAML configuration' },
  badCategory: { zh: '数据类型只能是 1(普通数据源)或 2(分库分表)', en: 'The type must be 1 (JDBC) or 2 (sharding)' },
  badUrl: {
    zh: '连接地址应形如 jdbc:postgresql://主机:端口/数据库',
    en: 'The URL must look like jdbc:postgresql://host:port/database',
  },
  builtinLocked: {
    zh: '内置数据源就是控制台自己的数据库,不能修改或删除',
    en: 'The built-in datasource is the console’s own database: it cannot be changed or removed',
  },
  unsupportedDriver: {
    zh: '暂只能连接 PostgreSQL 与 MySQL/MariaDB 数据源',
    en: 'Only PostgreSQL and MySQL/MariaDB datasources can be connected to for now',
  },
  // What connecting said, in words a person can act on (never the driver's own message: it may carry the address
  // of an internal host or a stack).
  timedOut: {
    zh: '数据源 {name} 在 {seconds} 秒内没有应答',
    en: 'The datasource {name} did not answer within {seconds} s',
  },
  refused: {
    zh: '数据源 {name} 拒绝连接,请检查主机与端口',
    en: 'The datasource {name} refused the connection: check its host and port',
  },
  authFailed: {
    zh: '数据源 {name} 不接受这个用户名或密码',
    en: 'The datasource {name} does not accept this account or password',
  },
  noDatabase: { zh: '数据源 {name} 上没有这个数据库', en: 'The datasource {name} has no such database' },
  failed: { zh: '数据源 {name} 连接失败', en: 'Could not connect to the datasource {name}' },
  inUse: {
    zh: '数据源 {name} 正被租户 {tenants} 使用,请先为它们换一个数据源',
    en: 'The datasource {name} is used by the tenants {tenants}: give them another one first',
  },
} as const;
