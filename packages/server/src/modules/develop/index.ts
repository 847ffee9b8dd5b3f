import { defineModule } from '../../platform/module.ts';
import { codeRoutes } from './code/code.routes.ts';
import { loadDemoCodes } from './code/code.seed.ts';
import { codeService } from './code/code.service.ts';
import { genCodeMaker } from './generator/generate.service.ts';
import { generatorOf } from './generator/generator-of.ts';
import { modelRoutes } from './model/model.routes.ts';
import { loadDemoModels } from './model/model.seed.ts';
import { modelService } from './model/model.service.ts';
import { modelPrototypeRoutes } from './model-prototype/model-prototype.routes.ts';
import { modelPrototypeService } from './model-prototype/model-prototype.service.ts';

/**
 * 研发工具 (blade-develop): data models read from a datasource's live catalogue and their columns' settings, the
 * ground the code generator stands on. The datasources themselves are the tenant module's (租户数据源, one table),
 * reached through its read-only sessions.
 */
export const developModule = defineModule({
  name: 'develop',
  resources: [codeService, modelService, modelPrototypeService],
  routes: [codeRoutes, modelRoutes, modelPrototypeRoutes],
  fileMakers: (platform) => [genCodeMaker(generatorOf(platform))],
  seed: {
    async demo(db) {
      await loadDemoModels(db);
      await loadDemoCodes(db);
    },
  },
});
