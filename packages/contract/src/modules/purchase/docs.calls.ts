/** Filled in by the docs slice of issue 19. */
export const purchaseDocsCalls = {};
