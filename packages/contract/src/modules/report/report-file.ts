import { defineResource } from '../../kit/resource.ts';

/**
 * 报表列表 (BladeX blade-report's `blade_report_file`): a tenant's report files. Where BladeX keeps UReport's XML in
 * `content`, ours keeps a JSON report definition (report-definition.ts), written by the console's own designer and
 * run by its viewer; the list never carries it. A tenant's file: its SQL runs held to the caller's tenant by the
 * database (docs/operating.md, "Reports").
 */
export const reportFileResource = defineResource({
  module: 'report',
  name: 'report_list',
  title: { zh: '报表列表', en: 'Reports' },
  api: 'blade-report/report/rest',
  table: 'blade_report_file',
  page: '/report/reportlist',
  // 新增 and 设计 open the designer, 删除 removes; 预览 needs only the screen (whoever sees a report may run it).
  menu: {
    icon: 'FileTextOutlined',
    sort: 1,
    buttons: ['add', 'delete', { key: 'design', name: { zh: '设计', en: 'Design' }, action: 2 }],
  },
  sort: [['updateTime', 'desc']],
  fields: {
    name: {
      type: 'string',
      max: 100,
      search: true,
      label: { zh: '文件名', en: 'File name' },
      required: { zh: '请输入文件名', en: 'Please enter the file name' },
    },
    // The audit block's times, shown as BladeX's list shows them (read-only: the server sets them).
    createTime: { type: 'datetime', readOnly: true, label: { zh: '创建时间', en: 'Created at' } },
    updateTime: { type: 'datetime', readOnly: true, label: { zh: '更新时间', en: 'Updated at' } },
    content: {
      type: 'text',
      list: false,
      form: false,
      label: { zh: '报表定义', en: 'Definition' },
    },
  },
});
