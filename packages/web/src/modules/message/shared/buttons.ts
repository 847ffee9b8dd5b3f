import type { ExtraButton, ResourceDef } from '@pharma/contract';

/**
 * A button a resource declares beyond the standard four (审核, 测试发送, 发送消息, 取消, 重发): its code
 * (`<resource>_<key>`, as the server checks it) and its name, both from the one declaration.
 */
export function extraButton(def: ResourceDef, key: string): ExtraButton & { code: string } {
  const found = def.menu?.buttons?.find((b): b is ExtraButton => typeof b === 'object' && b.key === key);
  if (!found) throw new Error(`${def.name} declares no button ${key}`);
  return { ...found, code: `${def.name}_${key}` };
}
