import { defineResource } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';
import { salesPath, salesService } from './sales.ts';

/**
 * 导入 (`<screen>_import`): the toolbar button of each screen that imports by module number, and of 导入记录. An
 * upload of module number N needs the import code of N's screen (salesImportScreens); 导入记录's own code opens its
 * import dialog, which offers the templates the caller may import.
 */
export const salesImportButton = {
  key: 'import',
  name: { zh: '导入', en: 'Import' },
  action: 1,
  icon: 'upload',
} as const satisfies ExtraButton;

/**
 * The screen of each template's module number (docs/domain.md §3.10): an upload of that number needs `<screen>_import`,
 * and the screen's import target is registered under the screen's code.
 */
export const salesImportScreens: Readonly<Record<number, string>> = {
  101: 'sm_whitelist',
  102: 'sm_user_goods',
  103: 'sm_control_grade',
  104: 'sm_custom_to_saler',
  105: 'sm_field_auth',
};

/** The code an upload (and the template) of module number `moduleNo` needs. */
export const salesImportCodeOf = (moduleNo: number): string | undefined => {
  const screen = salesImportScreens[moduleNo];
  return screen ? `${screen}_${salesImportButton.key}` : undefined;
};

/** What the uploads say (upload.calls.ts and the server's sales/upload). */
export const uploadMessages = {
  moduleNoRequired: { zh: '请选择导入模板(moduleNo)', en: 'Please choose the import template (moduleNo)' },
  badModuleNo: { zh: '导入模板编号(moduleNo)应为数字', en: 'The import template number (moduleNo) must be a number' },
  unknownModuleNo: {
    zh: '没有编号为{moduleNo}的导入模板',
    en: 'There is no import template numbered {moduleNo}',
  },
  badShipper: { zh: '货主编号不正确', en: 'The shipper id is not valid' },
  hisRequired: { zh: '请指定导入记录(hisId)', en: 'Please name the upload (hisId)' },
  stillRunning: {
    zh: '处理中的导入不能删除,请等它结束',
    en: 'An upload still being processed cannot be removed; wait until it ends',
  },
  templateFile: { zh: '{name}导入模板', en: '{name} import template' },
  resultsFile: { zh: '{name}导入结果', en: '{name} import results' },
  added: { zh: '新增', en: 'Added' },
  updated: { zh: '已更新', en: 'Updated' },
} satisfies Record<string, Text>;

/**
 * 导入记录 (sm_upload_his, docs/domain.md §3.9): one row per imported file, with its counts and status; its lines
 * (uploadHisDtl) are the result of every row of the file.
 */
export const uploadHisResource = defineResource({
  module: 'sales',
  name: 'sm_upload_his',
  title: { zh: '导入记录', en: 'Upload history' },
  api: `${salesService}/uploadHis`,
  table: 'sm_upload_his',
  menu: {
    icon: 'CloudUploadOutlined',
    sort: 8,
    path: `${salesPath}/upload-his`,
    buttons: ['view', 'delete', salesImportButton],
  },
  crossTenant: true,
  status: { dict: 'sm_upload_status', label: { zh: '状态', en: 'Status' } },
  sort: [['createTime', 'desc']],
  fields: {
    batchNo: { type: 'string', max: 20, search: 'like', label: { zh: '批次号', en: 'Batch no.' } },
    moduleNo: { type: 'integer', dict: 'sm_module_no', search: true, label: { zh: '导入模板', en: 'Template' } },
    moduleName: { type: 'string', max: 50, list: false, label: { zh: '模板名称', en: 'Template name' } },
    shipperId: { type: 'id', list: false, label: { zh: '货主', en: 'Shipper' } },
    fileName: { type: 'string', max: 200, search: 'like', label: { zh: '导入文件', en: 'File' } },
    fileSize: { type: 'integer', list: false, label: { zh: '文件大小(字节)', en: 'File size (bytes)' } },
    /** The download centre's record: a background import's progress, then the results workbook. */
    ossFileId: { type: 'id', list: false, label: { zh: '结果文件', en: 'Results file' } },
    totalCount: { type: 'integer', label: { zh: '总行数', en: 'Rows' } },
    successCount: { type: 'integer', label: { zh: '成功', en: 'Succeeded' } },
    failCount: { type: 'integer', label: { zh: '失败', en: 'Failed' } },
    errorMsg: { type: 'string', max: 500, list: false, label: { zh: '说明', en: 'Note' } },
    startTime: { type: 'datetime', label: { zh: '导入开始时间', en: 'Started' } },
    endTime: { type: 'datetime', label: { zh: '导入完成时间', en: 'Finished' } },
    operatorId: { type: 'id', list: false, label: { zh: '导入人', en: 'Imported by' } },
    operatorName: { type: 'string', max: 30, label: { zh: '导入人姓名', en: 'Importer' } },
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
    /** The row's message: why it failed, or what it did (新增 / 已更新). */
    errorMsg: { type: 'string', max: 500, label: { zh: '说明', en: 'Message' } },
    targetId: { type: 'id', list: false, label: { zh: '写入数据', en: 'Row written' } },
  },
});
