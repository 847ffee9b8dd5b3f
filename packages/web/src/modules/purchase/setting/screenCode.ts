import { type ExtraButton, purchaseBaseScreens, type Text } from '@pharma/contract';

/**
 * A button code of one of 智能采购's hand-built base screens (`<screen>_<key>`, what the server checks and
 * /menu/buttons grants), and its name when the screen declares it as its own button (生效, 停用). Both come from the
 * declaration in @pharma/contract; a key the screen does not declare is a mistake caught at once.
 */
export function screenCode(screen: string, key: string): { code: string; name?: Text } {
  const found = purchaseBaseScreens
    .find((s) => s.code === screen)
    ?.buttons.find((b) => (typeof b === 'string' ? b === key : b.key === key));
  if (!found) throw new Error(`${screen} declares no button ${key}`);
  return { code: `${screen}_${key}`, ...(typeof found === 'object' ? { name: (found as ExtraButton).name } : {}) };
}

/** The menu code of a base screen (what its lists and reads check). */
export function screenMenu(screen: string): string {
  if (!purchaseBaseScreens.some((s) => s.code === screen)) throw new Error(`no screen ${screen}`);
  return screen;
}
