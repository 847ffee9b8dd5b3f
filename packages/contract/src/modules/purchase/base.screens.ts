import type { ExtraButton, ScreenDef } from '../../kit/screens.ts';
import { smartPath, smartService } from './purchase.ts';

const button = (key: string, zh: string, en: string, icon: string, action: 1 | 2 | 3 = 2): ExtraButton => ({
  key,
  name: { zh, en },
  action,
  icon,
});

/**
 * The base slice's screens under 智能采购 (menus and button codes `<code>_<key>`): 采购设置 per shipper, the parameter
 * framework (pages with their definitions, values per shipper, extended attributes) and 采购目录.
 */
export const purchaseBaseScreens: ScreenDef[] = [
  {
    module: 'purchase',
    code: 'catalogue',
    name: { zh: '采购目录', en: 'Catalogues' },
    path: `${smartPath}/catalogue`,
    icon: 'ProfileOutlined',
    sort: 5,
    api: `${smartService}/catalogue`,
    buttons: [
      'add',
      'edit',
      'delete',
      'view',
      button('enable', '生效', 'Put in force', 'check-circle'),
      button('disable', '停用', 'Disable', 'stop'),
    ],
  },
  {
    module: 'purchase',
    code: 'purchase_setting',
    name: { zh: '采购设置', en: 'Purchase settings' },
    path: `${smartPath}/setting`,
    icon: 'SettingOutlined',
    sort: 30,
    api: `${smartService}/setting`,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  {
    module: 'purchase',
    code: 'set_page',
    name: { zh: '参数页面', en: 'Parameter pages' },
    path: `${smartPath}/set-page`,
    icon: 'LayoutOutlined',
    sort: 31,
    api: `${smartService}/set_page`,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  {
    module: 'purchase',
    code: 'param_set',
    name: { zh: '参数设置', en: 'Parameter values' },
    path: `${smartPath}/param-set`,
    icon: 'ControlOutlined',
    sort: 32,
    api: `${smartService}/paramSetPageCont`,
    buttons: ['edit'],
  },
  {
    module: 'purchase',
    code: 'param_attributes',
    name: { zh: '扩展属性', en: 'Extended attributes' },
    path: `${smartPath}/param-attributes`,
    icon: 'TagsOutlined',
    sort: 33,
    api: `${smartService}/paramAttributes`,
    buttons: ['edit'],
  },
];
