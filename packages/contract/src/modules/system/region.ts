/**
 * 行政区划: China's administrative regions, platform-wide. Codes nest by prefix: `00` the country, `11` a
 * province, `4401` a city, `440106` a district (districts of a municipality hang directly under it), so a child's
 * code is its parent's code followed by its own part (`subCode`).
 */
export interface RegionRecord {
  code: string;
  parentCode: string;
  /** Comma-joined codes from the root down to the parent: `00,44,4401`. */
  ancestors: string;
  name: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  townCode: string;
  townName: string;
  villageCode: string;
  villageName: string;
  /** Dictionary `region`: 0 country, 1 province, 2 city, 3 district, 4 town, 5 village. */
  level: number;
  sort: number;
  remark: string | null;
  parentName?: string;
  /** In lazy-tree replies. */
  hasChildren?: boolean;
}

/** `region/lazy-tree` nodes: BladeX TreeNode with the code as id, key and value. */
export interface RegionNode {
  id: string;
  parentId: string;
  key: string;
  value: string;
  title: string;
  level: number;
  hasChildren: boolean;
}

export const regionRootCode = '00';

export const regionMessages = {
  codeRequired: { zh: '请输入区划编号', en: 'Please enter the region code' },
  nameRequired: { zh: '请输入区划名称', en: 'Please enter the region name' },
  levelRequired: { zh: '请选择区划层级', en: 'Please choose the region level' },
  badCode: { zh: '区划编号只能是数字', en: 'A region code contains digits only' },
  parentMissing: { zh: '上级区划不存在', en: 'The parent region does not exist' },
  codePrefix: { zh: '区划编号须以上级编号开头', en: 'A region code starts with its parent’s code' },
  hasChildren: { zh: '请先删除子节点!', en: 'Remove its subregions first' },
  codeTaken: { zh: '区划编号已存在', en: 'This region code already exists' },
} as const;
