/** Filled in by the base slice of issue 19. */
export const purchaseBaseCalls = {};
