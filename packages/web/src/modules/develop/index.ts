import { defineWebModule } from '../../app/webModule.ts';

/**
 * 研发工具: 数据源管理 (测试连接 on each row), 数据模型设计 (tables from the live catalogue, the column grid) and 代码生成
 * (预览, 生成 checked on the server, 复制).
 */
export const developModule = defineWebModule({
  name: 'develop',
  pages: {
    '/tool/datasource': () => import('./datasource/DatasourcesPage.tsx'),
    '/tool/model': () => import('./model/ModelsPage.tsx'),
    '/tool/code': () => import('./code/CodePage.tsx'),
  },
});
