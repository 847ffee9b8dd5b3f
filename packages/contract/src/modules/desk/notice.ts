import { defineResource, permissionsOf } from '../../kit/resource.ts';

/**
 * 通知公告 (BladeX blade_notice): a tenant's notices. The content is rich text, sanitised on the server (no script, no
 * event handlers, no javascript: links); a notice shows on the home page and in the notices popover from its
 * release time on.
 */
export const noticeResource = defineResource({
  module: 'desk',
  name: 'notice',
  title: { zh: '通知公告', en: 'Notices' },
  api: 'blade-desk/notice',
  table: 'blade_notice',
  page: '/desk/notice',
  menu: { icon: 'NotificationOutlined', sort: 1 },
  fields: {
    title: {
      type: 'string',
      max: 255,
      search: 'like',
      label: { zh: '通知标题', en: 'Title' },
      required: { zh: '请输入通知标题', en: 'Please enter the title' },
    },
    category: {
      type: 'integer',
      dict: 'notice',
      search: 'equal',
      label: { zh: '通知类型', en: 'Category' },
      required: { zh: '请选择通知类型', en: 'Please choose the category' },
    },
    releaseTime: {
      type: 'datetime',
      label: { zh: '通知时间', en: 'Release time' },
      required: { zh: '请选择通知时间', en: 'Please choose the release time' },
    },
    content: {
      type: 'text',
      max: 20_000,
      list: false,
      label: { zh: '通知内容', en: 'Content' },
      required: { zh: '请输入通知内容', en: 'Please enter the content' },
    },
  },
});

export const noticeCodes = permissionsOf(noticeResource);
