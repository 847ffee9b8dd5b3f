import {
  type CallDef,
  codeFor,
  isSubmitPermission,
  moduleMenus,
  resources,
  type ScreenDef,
  type Text,
} from '@pharma/contract';
import { allScreens, standardButtons } from '../../system/public.ts';

/**
 * The short name 接口日志 shows for a call, in both languages (用户管理·新增 / Users · Add), kept beside the
 * OpenAPI summary, which is written for developers. In order: the call's declared `title`; the screen and button
 * its permission code names (`user_add` → 用户管理·新增); the screen (or resource, or module) whose API path the
 * call's path starts with, with the verb its last segment says (`…/list` → 列表); the screen alone.
 */

/** What the last segment of a path does, for calls that name a screen but no button. */
const verbs: Record<string, Text> = {
  list: { zh: '列表', en: 'List' },
  page: { zh: '列表', en: 'List' },
  detail: { zh: '详情', en: 'Detail' },
  submit: { zh: '保存', en: 'Save' },
  save: { zh: '保存', en: 'Save' },
  update: { zh: '修改', en: 'Edit' },
  remove: { zh: '删除', en: 'Delete' },
  tree: { zh: '树', en: 'Tree' },
  select: { zh: '选项', en: 'Options' },
  enable: { zh: '启用', en: 'Enable' },
  disable: { zh: '停用', en: 'Disable' },
  export: { zh: '导出', en: 'Export' },
  import: { zh: '导入', en: 'Import' },
  exporttemplate: { zh: '下载模板', en: 'Template' },
  template: { zh: '下载模板', en: 'Template' },
  grant: { zh: '授权', en: 'Grant' },
  upload: { zh: '上传', en: 'Upload' },
  download: { zh: '下载', en: 'Download' },
  audit: { zh: '审核', en: 'Audit' },
  commit: { zh: '提交', en: 'Submit' },
  close: { zh: '关闭', en: 'Close' },
  copy: { zh: '复制', en: 'Copy' },
  preview: { zh: '预览', en: 'Preview' },
  publish: { zh: '发布', en: 'Publish' },
  send: { zh: '发送', en: 'Send' },
  start: { zh: '发起', en: 'Start' },
};

/** A verb from a segment: `lazy-tree`, `queryByPage`, `put-file-attach` → its last meaningful word. */
function verbOf(segment: string): Text | undefined {
  const lower = segment.toLowerCase().replace(/[-_]/g, '');
  if (verbs[lower]) return verbs[lower];
  for (const [word, verb] of Object.entries(verbs)) if (lower.endsWith(word) || lower.startsWith(word)) return verb;
  return undefined;
}

const joined = (what: Text, verb: Text | undefined): Text =>
  verb ? { zh: `${what.zh}·${verb.zh}`, en: `${what.en} · ${verb.en}` } : what;

interface Names {
  /** Screen code → its name. */
  screens: Map<string, Text>;
  /** Button code (`<screen>_<key>`) → screen and button names. */
  buttons: Map<string, Text>;
  /** API path prefixes, longest first, with the name of what owns them. */
  prefixes: Array<[string, Text]>;
}

let names: Names | undefined;

function namesOf(): Names {
  if (names) return names;
  const screens = new Map<string, Text>();
  const buttons = new Map<string, Text>();
  const prefixes: Array<[string, Text]> = [];
  /** API path → the screens under it; several screens on one path (我的事务's five) are named by their module. */
  const byApi = new Map<string, Array<Pick<ScreenDef, 'name' | 'module'>>>();
  const add = (screen: Pick<ScreenDef, 'code' | 'name' | 'api' | 'buttons' | 'module'>) => {
    screens.set(screen.code, screen.name);
    for (const button of screen.buttons) {
      const b = typeof button === 'string' ? standardButtons[button] : button;
      buttons.set(`${screen.code}_${b.key}`, joined(screen.name, b.name));
    }
    if (screen.api) byApi.set(screen.api, [...(byApi.get(screen.api) ?? []), screen]);
  };
  for (const screen of allScreens()) add(screen);
  // Resources without a menu of their own still name their calls (a dialog's rows: 导入明细, 流程历史 …).
  for (const def of resources)
    if (!screens.has(def.name)) add({ code: def.name, name: def.title, api: def.api, buttons: [], module: def.module });
  for (const [api, owners] of byApi) {
    const [first] = owners;
    const shared = owners.length > 1 && owners.some((o) => o.name.zh !== first!.name.zh);
    const name = shared ? (moduleMenus[first!.module]?.name ?? first!.name) : first!.name;
    prefixes.push([api, name]);
  }
  for (const [code, menu] of Object.entries(moduleMenus)) screens.set(code, menu.name);
  prefixes.sort((a, b) => b[0].length - a[0].length);
  names = { screens, buttons, prefixes };
  return names;
}

const reserved = new Set(['public', 'authenticated', 'administrator']);

/**
 * The call's name for 接口日志. `checked`: the code the guard checked for this request (a submit's add or edit code by
 * its body, an upload's by its module number); without it, the declared one.
 */
export function callTitle(call: CallDef, checked?: string): Text | undefined {
  if (call.title) return call.title;
  const { screens, buttons, prefixes } = namesOf();
  const segment = call.path.slice(call.path.lastIndexOf('/') + 1);
  const declared = isSubmitPermission(call.permission) ? codeFor(call.permission, undefined) : call.permission;
  const chosen = checked ?? declared;
  const code = reserved.has(chosen) ? '' : chosen;
  const button = buttons.get(code);
  if (button) return button;
  const owner = prefixes.find(([api]) => call.path === api || call.path.startsWith(`${api}/`));
  const screen = screens.get(code) ?? owner?.[1];
  // A path that is its screen's own (控制台's dashboard-stats) says nothing more than the screen.
  if (owner && call.path === owner[0]) return owner[1];
  return screen ? joined(screen, verbOf(segment)) : undefined;
}
