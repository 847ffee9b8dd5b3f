import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';

/** 菜单配置: the dialog that links menus to the chosen top menus (topmenu/grant). */
export const topMenuSettingButton = {
  key: 'setting',
  name: { zh: '菜单配置', en: 'Menu setting' },
  action: 1,
  icon: 'setting',
} as const satisfies ExtraButton;

/**
 * 顶部菜单: entries of the top bar, each linked to a set of menus (blade_top_menu_setting) that the side menu
 * shows when it is chosen. Per tenant. Its screen needs the menu-setting dialog, so no generic page yet.
 */
export const topMenuResource = defineResource({
  module: 'system',
  name: 'topmenu',
  title: { zh: '顶部菜单', en: 'Top menus' },
  api: 'blade-system/topmenu',
  table: 'blade_top_menu',
  menu: {
    icon: 'LayoutOutlined',
    sort: 7,
    path: '/system/topmenu',
    buttons: [...standardButtonKeys, topMenuSettingButton],
  },
  sort: [['sort', 'asc']],
  fields: {
    code: { type: 'string', search: 'like', label: { zh: '菜单编号', en: 'Code' } },
    name: {
      type: 'string',
      search: 'like',
      label: { zh: '菜单名称', en: 'Name' },
      required: { zh: '请输入菜单名称', en: 'Please enter the menu name' },
    },
    source: { type: 'string', label: { zh: '菜单图标', en: 'Icon' } },
    path: { type: 'string', label: { zh: '路由地址', en: 'Path' } },
    sort: { type: 'integer', label: { zh: '菜单排序', en: 'Order' } },
    /**
     * 是否主页 (BladeX 4): 1 on the one top menu whose menus a console opens with after sign-in (menu/main-menu).
     * Set by topmenu/enable, which clears it on the tenant's others; a submit may clear it, never set a second one.
     */
    isMain: {
      type: 'integer',
      // The system dictionary of 0 否 / 1 是 (also 封存's): the list shows 是 or 否, and only 0 or 1 is taken.
      dict: 'is_sealed',
      form: false,
      width: 90,
      optionalInApi: true,
      label: { zh: '是否主页', en: 'Home' },
    },
  },
});

/** The codes the screen's buttons follow: the kit's four and topmenu_setting. */
export const topMenuCodes = {
  ...permissionsOf(topMenuResource),
  setting: `${topMenuResource.name}_${topMenuSettingButton.key}`,
} as const;
