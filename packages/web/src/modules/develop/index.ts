import { defineWebModule } from '../../app/webModule.ts';

/** 研发工具: 数据源管理 (测试连接 on each row) and 数据模型设计 (tables from the live catalogue, the column grid). */
export const developModule = defineWebModule({
  name: 'develop',
  pages: {
    '/tool/datasource': () => import('./datasource/DatasourcesPage.tsx'),
    '/tool/model': () => import('./model/ModelsPage.tsx'),
  },
});
