import { type ExtraButton, flowScreens, type Text } from '@pharma/contract';

/**
 * A work screen's button as the contract declares it (screens.ts): its permission code `<screen>_<key>`
 * (work_todo_handle) and its name (处理).
 */
export function workButton(screen: string, key: string): { code: string; name: Text } {
  const button = flowScreens
    .find((s) => s.code === screen)
    ?.buttons.find((b): b is ExtraButton => typeof b === 'object' && b.key === key);
  if (!button) throw new Error(`screens.ts declares no button ${key} on ${screen}`);
  return { code: `${screen}_${key}`, name: button.name };
}
