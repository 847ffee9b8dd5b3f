import { type ExtraButton, flowScreens } from '@pharma/contract';

/**
 * A button of one of the workflow's hand-built screens (流程管理, 流程跟踪): its code (`<screen>_<key>`, what the
 * server checks and /menu/buttons grants) and its name, both from the declaration in @pharma/contract.
 */
export function screenButton(screen: string, key: string): ExtraButton & { code: string } {
  const found = flowScreens
    .find((s) => s.code === screen)
    ?.buttons.find((b): b is ExtraButton => typeof b === 'object' && b.key === key);
  if (!found) throw new Error(`${screen} declares no button ${key}`);
  return { ...found, code: `${screen}_${key}` };
}
