import { defineResource } from '../../kit/resource.ts';
import type { Text } from '../../kit/text.ts';

/** BladeX dictionary `post_category`: the only values a post's category may take. */
export const postCategories: Record<number, Text> = {
  1: { zh: '高层', en: 'Senior' },
  2: { zh: '中层', en: 'Middle' },
  3: { zh: '基层', en: 'Junior' },
  4: { zh: '其他', en: 'Other' },
};

/** 岗位管理: job titles of a tenant (BladeX blade_post), picked for users through post/select. */
export const postResource = defineResource({
  module: 'system',
  name: 'post',
  title: { zh: '岗位管理', en: 'Posts' },
  api: 'blade-system/post',
  table: 'blade_post',
  page: '/system/post',
  menu: { icon: 'IdcardOutlined', sort: 3 },
  crossTenant: true,
  sort: [['sort', 'asc']],
  fields: {
    category: {
      type: 'integer',
      label: { zh: '岗位类型', en: 'Post category' },
      dict: 'post_category',
      required: { zh: '请选择岗位类型', en: 'Please choose the post category' },
      search: 'equal',
    },
    postCode: {
      type: 'string',
      max: 12,
      search: 'like',
      label: { zh: '岗位编号', en: 'Post code' },
      required: { zh: '请输入岗位编号', en: 'Please enter the post code' },
      unique: { zh: '岗位编号已存在', en: 'This post code already exists' },
    },
    postName: {
      type: 'string',
      max: 64,
      search: 'like',
      label: { zh: '岗位名称', en: 'Post name' },
      required: { zh: '请输入岗位名称', en: 'Please enter the post name' },
    },
    sort: { type: 'integer', label: { zh: '排序', en: 'Order' } },
    remark: { type: 'text', max: 255, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});
