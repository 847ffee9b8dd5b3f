import type { Db } from '../../platform/db/database.ts';
import type { App, Platform } from '../../platform/types.ts';

/** The base slice of 智能采购: its routes and demo rows (index.ts puts the slices together). */
export const purchaseBaseParts = {
  routes: [] as Array<(app: App, platform: Platform) => void>,
  demo: async (_db: Db): Promise<void> => {},
};
