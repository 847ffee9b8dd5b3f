import type { ScreenDef } from '../../kit/screens.ts';

/**
 * 研发工具 › 数据源管理 (`/tool/datasource`, the open Saber's views/tool/datasource.vue): the rows of 租户数据源
 * (`blade_datasource`) at BladeX's develop path, with 测试连接, where the code generator's datasources are kept.
 */
export const developDatasourceScreen = {
  module: 'tool',
  code: 'datasource',
  name: { zh: '数据源管理', en: 'Datasources' },
  path: '/tool/datasource',
  icon: 'DatabaseOutlined',
  sort: 2,
  api: 'blade-develop/datasource',
  buttons: ['add', 'edit', 'delete', 'view'],
} as const satisfies ScreenDef;
