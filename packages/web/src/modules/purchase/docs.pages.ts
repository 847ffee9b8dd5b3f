import type { ModulePage } from '../../app/webModule.ts';

/** The docs slice's hand-built screens of 智能采购, by menu path (index.ts puts the slices together). */
export const purchaseDocsPages: Record<string, ModulePage> = {};
