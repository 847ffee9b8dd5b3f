import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';

/**
 * 行政区划: China's administrative regions, platform-wide. Codes nest by prefix: `00` the country, `11` a
 * province, `4401` a city, `440106` a district (districts of a municipality hang directly under it), so a child's
 * code is its parent's code followed by its own part (`subCode`).
 */
export const regionRootCode = '00';

/** Dictionary `region`: 0 country, 1 province, 2 city, 3 district, 4 town, 5 village. */
export const regionMaxLevel = 5;

/**
 * What a child's code starts with: its parent's code, except under the country, whose `00` is no part of the
 * provinces' codes (广东省 is `44`, not `0044`).
 */
export const codePrefixUnder = (parentCode: string) => (parentCode === regionRootCode ? '' : parentCode);

export const regionMessages = {
  codeRequired: { zh: '请输入区划编号', en: 'Please enter the region code' },
  subCodeRequired: { zh: '请输入区划子编号', en: 'Please enter the sub-code' },
  nameRequired: { zh: '请输入区划名称', en: 'Please enter the region name' },
  levelRequired: { zh: '请选择区划层级', en: 'Please choose the region level' },
  badCode: { zh: '区划编号只能是数字', en: 'A region code contains digits only' },
  parentMissing: { zh: '上级区划不存在', en: 'The parent region does not exist' },
  codePrefix: { zh: '区划编号须以上级编号开头', en: 'A region code starts with its parent’s code' },
  hasChildren: { zh: '请先删除子节点!', en: 'Remove its subregions first' },
  codeTaken: { zh: '区划编号已存在', en: 'This region code already exists' },
  codeTooLong: { zh: '区划编号不能超过12位', en: 'A region code has at most 12 digits' },
  nameTooLong: { zh: '区划名称不能超过64个字符', en: 'The region name has at most 64 characters' },
  badSort: { zh: '排序只能是整数', en: 'The order must be a whole number' },
  remarkTooLong: { zh: '备注不能超过255个字符', en: 'The remark has at most 255 characters' },
} as const;

/** BladeX's 导入 and 导出 of 行政区划 (region_import, region_export): the spreadsheet of regions, and back. */
export const regionButtons = [
  { key: 'import', name: { zh: '导入', en: 'Import' }, action: 1, icon: 'upload' },
  { key: 'export', name: { zh: '导出', en: 'Export' }, action: 1, icon: 'download' },
] as const satisfies readonly ExtraButton[];

/**
 * The region form's fields, declared once: the screen's form takes labels, required messages and lengths from here.
 * Its table is keyed by code (no id, no audit block, physical deletes), so the server keeps its own rules
 * (region.rules.ts) rather than the CRUD kit's; its calls are in region.calls.ts.
 */
export const regionResource = defineResource({
  module: 'system',
  name: 'region',
  title: { zh: '行政区划', en: 'Regions' },
  api: 'blade-system/region',
  table: 'blade_region',
  tenant: false,
  // BladeX's path (基础配置 › 行政区划): a Saber console opens views/base/region.vue for it. Was /system/region
  // (movedMenuPaths moves an existing database's rows; the browser redirects the old address).
  menu: {
    path: '/base/region',
    icon: 'EnvironmentOutlined',
    sort: 11,
    buttons: [...standardButtonKeys, ...regionButtons],
  },
  fields: {
    parentCode: { type: 'string', max: 12, search: 'equal', label: { zh: '上级编号', en: 'Parent code' } },
    parentName: { type: 'string', readOnly: true, label: { zh: '上级名称', en: 'Parent name' } },
    code: { type: 'string', max: 12, search: true, label: { zh: '区划编号', en: 'Code' } },
    /** Adding: the new region's own digits after its parent's code (codePrefixUnder). Not stored. */
    subCode: {
      type: 'string',
      max: 12,
      list: false,
      view: false,
      label: { zh: '区划子编号', en: 'Sub-code' },
      required: regionMessages.subCodeRequired,
      optionalInApi: true,
    },
    name: {
      type: 'string',
      max: 64,
      search: 'like',
      label: { zh: '区划名称', en: 'Name' },
      required: regionMessages.nameRequired,
    },
    level: {
      type: 'integer',
      dict: 'region',
      search: 'equal',
      label: { zh: '区划层级', en: 'Level' },
      required: regionMessages.levelRequired,
    },
    sort: { type: 'integer', label: { zh: '排序', en: 'Order' } },
    remark: { type: 'text', max: 255, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

export const regionCodes = {
  ...permissionsOf(regionResource),
  import: 'region_import',
  export: 'region_export',
} as const;
