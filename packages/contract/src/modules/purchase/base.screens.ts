import type { ScreenDef } from '../../kit/screens.ts';

/** Filled in by the base slice of issue 19. */
export const purchaseBaseScreens: ScreenDef[] = [];
