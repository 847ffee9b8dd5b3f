import type { ScreenDef } from '../../kit/screens.ts';

/** Filled in by the docs slice of issue 19. */
export const purchaseDocsScreens: ScreenDef[] = [];
