import { defineResource } from '../../kit/resource.ts';
import { salesPath, salesService } from './sales.ts';

/**
 * 导入记录 (sm_upload_his, domain.md §3.9): one row per imported file, with its counts and status; its lines
 * (uploadHisDtl) are the result of every row of the file.
 */
export const uploadHisResource = defineResource({
  module: 'sales',
  name: 'sm_upload_his',
  title: { zh: '导入记录', en: 'Upload history' },
  api: `${salesService}/uploadHis`,
  table: 'sm_upload_his',
  menu: { icon: 'CloudUploadOutlined', sort: 8, path: `${salesPath}/upload-his`, buttons: ['view', 'delete'] },
  crossTenant: true,
  status: { dict: 'sm_upload_status', label: { zh: '状态', en: 'Status' } },
  sort: [['createTime', 'desc']],
  fields: {
    batchNo: { type: 'string', max: 20, search: 'like', label: { zh: '批次号', en: 'Batch no.' } },
    moduleNo: { type: 'integer', dict: 'sm_module_no', search: true, label: { zh: '导入模板', en: 'Template' } },
    moduleName: { type: 'string', max: 50, list: false, label: { zh: '模板名称', en: 'Template name' } },
    shipperId: { type: 'id', list: false, label: { zh: '货主', en: 'Shipper' } },
    fileName: { type: 'string', max: 200, search: 'like', label: { zh: '文件名', en: 'File' } },
    fileSize: { type: 'integer', list: false, label: { zh: '文件大小', en: 'File size' } },
    ossFileId: { type: 'id', list: false, label: { zh: '下载中心记录', en: 'Download centre record' } },
    totalCount: { type: 'integer', label: { zh: '总行数', en: 'Rows' } },
    successCount: { type: 'integer', label: { zh: '成功', en: 'Succeeded' } },
    failCount: { type: 'integer', label: { zh: '失败', en: 'Failed' } },
    errorMsg: { type: 'string', max: 500, list: false, label: { zh: '说明', en: 'Note' } },
    startTime: { type: 'datetime', label: { zh: '开始时间', en: 'Started' } },
    endTime: { type: 'datetime', label: { zh: '结束时间', en: 'Finished' } },
    operatorId: { type: 'id', list: false, label: { zh: '操作人', en: 'Operator' } },
    operatorName: { type: 'string', max: 30, label: { zh: '操作人姓名', en: 'Operator name' } },
  },
});

/** 导入明细 (sm_upload_his_dtl): a row of an imported file, what was read and its result. */
export const uploadHisDtlResource = defineResource({
  module: 'sales',
  name: 'sm_upload_his_dtl',
  title: { zh: '导入明细', en: 'Upload rows' },
  api: `${salesService}/uploadHisDtl`,
  table: 'sm_upload_his_dtl',
  crossTenant: true,
  codes: { menu: 'sm_upload_his' },
  sort: [['rowNo', 'asc']],
  fields: {
    hisId: { type: 'id', search: 'equal', list: false, label: { zh: '导入记录', en: 'Upload' } },
    rowNo: { type: 'integer', label: { zh: '行号', en: 'Row' } },
    businessKey: { type: 'string', max: 100, search: 'like', label: { zh: '业务键', en: 'Key' } },
    rowData: { type: 'text', list: false, label: { zh: '行数据', en: 'Row data' } },
    result: { type: 'integer', dict: 'sm_row_result', search: true, label: { zh: '结果', en: 'Result' } },
    errorMsg: { type: 'string', max: 500, label: { zh: '错误原因', en: 'Reason' } },
    targetId: { type: 'id', list: false, label: { zh: '写入数据', en: 'Row written' } },
  },
});
