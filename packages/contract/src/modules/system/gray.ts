import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';

/** 启用 / 停用: switch one release on or off (gray/enable, gray/disable). */
export const grayEnableButton = {
  key: 'enable',
  name: { zh: '启用', en: 'Enable' },
  action: 2,
  icon: 'check',
} as const satisfies ExtraButton;
export const grayDisableButton = {
  key: 'disable',
  name: { zh: '停用', en: 'Disable' },
  action: 2,
  icon: 'stop',
} as const satisfies ExtraButton;

/** gray_status: a release's status. */
export const grayStatus = { enabled: 1, disabled: 2 } as const;

/**
 * 灰度发布: a version of an app or of the web console rolled out to some shops before everyone. Per tenant.
 * `gray` names the application, `versions` the version being rolled out, `shopList` the shops (comma-joined codes)
 * that get it. Created disabled; enable / disable switch it (status 1 enabled, 2 disabled, dictionary `gray_status`).
 * A client asks `gray/version` with its app, shop and current version to learn which version it should run.
 */
export const grayResource = defineResource({
  module: 'system',
  name: 'gray',
  title: { zh: '灰度发布', en: 'Gray releases' },
  api: 'blade-system/gray',
  table: 'blade_gray',
  page: '/system/gray',
  menu: {
    icon: 'BranchesOutlined',
    sort: 12,
    buttons: [...standardButtonKeys, grayEnableButton, grayDisableButton],
  },
  status: { dict: 'gray_status', label: { zh: '状态', en: 'Status' } },
  fields: {
    gray: {
      type: 'string',
      max: 64,
      search: 'like',
      label: { zh: '灰度应用', en: 'Application' },
      required: { zh: '请输入灰度应用', en: 'Please enter the application' },
    },
    versions: {
      type: 'string',
      max: 32,
      search: 'like',
      label: { zh: '灰度版本', en: 'Version' },
      required: { zh: '请输入灰度版本', en: 'Please enter the version' },
    },
    shopList: {
      type: 'text',
      max: 4000,
      search: 'like',
      label: { zh: '门店列表', en: 'Shops' },
      required: { zh: '请输入门店列表', en: 'Please enter the shops' },
    },
    remark: { type: 'text', max: 255, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/** The codes the screen's buttons follow: the kit's four, gray_enable and gray_disable. */
export const grayCodes = {
  ...permissionsOf(grayResource),
  enable: `${grayResource.name}_${grayEnableButton.key}`,
  disable: `${grayResource.name}_${grayDisableButton.key}`,
} as const;

export const grayMessages = {
  badVersion: { zh: '版本号格式不正确,例如 2.3.0', en: 'The version should look like 2.3.0' },
  badShop: {
    zh: '门店编号只能包含字母、数字、下划线和中划线: {shop}',
    en: 'A shop code may contain only letters, digits, _ and -: {shop}',
  },
  badApp: {
    zh: '灰度应用只能包含字母、数字、下划线、中划线和点',
    en: 'The application may contain only letters, digits, _, - and .',
  },
  shopRequired: { zh: '请输入门店编号', en: 'Please enter the shop code' },
  overlap: {
    zh: '门店 {shop} 已在启用的灰度发布 {version} 中',
    en: 'Shop {shop} is already in the enabled release {version}',
  },
} as const;
