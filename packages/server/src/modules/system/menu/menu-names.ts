import {
  type ExtraButton,
  handBuiltScreens,
  type Lang,
  menuPathOf,
  moduleMenus,
  resources,
  type ScreenDef,
  type StandardButton,
  standardButtonKeys,
} from '@pharma/contract';

/** The standard buttons, in BladeX's order and actions (1 toolbar, 2 row, 3 both). */
export const standardButtons: Record<StandardButton, ExtraButton> = {
  add: { key: 'add', name: { zh: '新增', en: 'Add' }, icon: 'plus', action: 1 },
  edit: { key: 'edit', name: { zh: '修改', en: 'Edit' }, icon: 'form', action: 2 },
  delete: { key: 'delete', name: { zh: '删除', en: 'Delete' }, icon: 'delete', action: 3 },
  view: { key: 'view', name: { zh: '查看', en: 'View' }, icon: 'file-text', action: 2 },
};

/** Declared resources with a menu (a generic page, or a hand-written screen that names its path), then the hand-built screens. */
export function allScreens(): ScreenDef[] {
  const declared = resources.flatMap((def): ScreenDef[] => {
    const path = menuPathOf(def);
    if (!path) return [];
    return [
      {
        module: def.module,
        code: def.name,
        name: def.title,
        path,
        icon: def.menu?.icon ?? 'AppstoreOutlined',
        sort: def.menu?.sort ?? 50,
        api: def.api,
        buttons: def.menu?.buttons ?? standardButtonKeys,
      },
    ];
  });
  return [...declared, ...handBuiltScreens];
}

/** Code → English name of every seeded menu and button (module entries, screens and their buttons). */
const englishNames = new Map<string, string>();
for (const [code, m] of Object.entries(moduleMenus)) englishNames.set(code, m.name.en);
for (const screen of allScreens()) {
  englishNames.set(screen.code, screen.name.en);
  for (const button of screen.buttons) {
    const b = typeof button === 'string' ? standardButtons[button] : button;
    englishNames.set(`${screen.code}_${b.key}`, b.name.en);
  }
}

/**
 * A menu's name in the caller's language, for lists and trees: the stored name is the Chinese one, and a seeded
 * menu's English comes from the declaration that seeded it. Forms keep the stored name, so editing a menu in
 * English never overwrites its Chinese name.
 */
export function menuName(row: { code: string; name: string }, lang: Lang): string {
  return lang === 'en' ? (englishNames.get(row.code) ?? row.name) : row.name;
}
