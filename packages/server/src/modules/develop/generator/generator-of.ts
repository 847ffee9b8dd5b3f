import type { Platform } from '../../../platform/types.ts';
import { datasourceSessions } from '../../tenant/public.ts';
import { modelCatalogue } from '../model/model.service.ts';
import { generator } from './generate.service.ts';

/** The app's generator: its datasources' catalogue and the source tree its configuration names. */
export const generatorOf = (platform: Platform) =>
  generator(modelCatalogue(datasourceSessions(platform.config)), platform.config.generatorSource);
