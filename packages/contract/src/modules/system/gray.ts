import { defineResource } from '../../kit/resource.ts';

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
    buttons: [
      'add',
      'edit',
      'delete',
      'view',
      { key: 'enable', name: { zh: '启用', en: 'Enable' }, action: 2, icon: 'check' },
      { key: 'disable', name: { zh: '停用', en: 'Disable' }, action: 2, icon: 'stop' },
    ],
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
  overlap: {
    zh: '门店 {shop} 已在启用的灰度发布 {version} 中',
    en: 'Shop {shop} is already in the enabled release {version}',
  },
} as const;

/** What `gray/version` answers: the version the client should run and whether it is a gray one. */
export interface GrayVersionReply {
  gray: boolean;
  version: string;
  /** True when `version` differs from the client's current one. */
  upgrade: boolean;
  releaseId: string | null;
}
