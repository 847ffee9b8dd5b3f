import type { ExtraButton, ScreenDef } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';

/**
 * 下载中心 (blade-resource/oss-file): a record per background export or import. No public BladeX source has one;
 * the design is ours (wave2-contract.md, C): name, owner, status, progress (rows done of total), size, the file in
 * object storage with an expiry, the error of a failed one.
 */

/** queued → running → done | failed | cancelled; a done file past its expiry reads as expired (and is removed). */
export const ossFileStatusValues = ['queued', 'running', 'done', 'failed', 'cancelled', 'expired'] as const;
export type OssFileStatus = (typeof ossFileStatusValues)[number];

/**
 * An export writes a list's rows to a file; an import reads a file and keeps its per-row results as one; a generated
 * file is one a module makes (代码生成's checked module, a zip).
 */
export const ossFileKindValues = ['export', 'import', 'generate'] as const;
export type OssFileKind = (typeof ossFileKindValues)[number];

/** 下载 (oss_file_download) and 取消 (oss_file_cancel), row buttons. */
export const ossFileDownloadButton = {
  key: 'download',
  name: { zh: '下载', en: 'Download' },
  action: 2,
  icon: 'download',
} as const satisfies ExtraButton;
export const ossFileCancelButton = {
  key: 'cancel',
  name: { zh: '取消', en: 'Cancel' },
  action: 2,
  icon: 'stop',
} as const satisfies ExtraButton;

export const ossFileScreen = {
  module: 'resource',
  code: 'oss_file',
  name: { zh: '下载中心', en: 'Download centre' },
  path: '/resource/oss-file',
  icon: 'CloudDownloadOutlined',
  sort: 4,
  api: 'blade-resource/oss-file',
  buttons: ['view', 'delete', ossFileDownloadButton, ossFileCancelButton],
} as const satisfies ScreenDef;

export const ossFileCodes = {
  menu: ossFileScreen.code,
  view: `${ossFileScreen.code}_view`,
  delete: `${ossFileScreen.code}_delete`,
  download: `${ossFileScreen.code}_${ossFileDownloadButton.key}`,
  cancel: `${ossFileScreen.code}_${ossFileCancelButton.key}`,
} as const;

/**
 * Settings (参数管理 keys, the caller's tenant first, then the platform's): how many days a finished file is kept,
 * and from how many rows an export runs in the background.
 */
export const ossFileParams = { expireDays: 'export.expireDays', backgroundRows: 'export.backgroundRows' } as const;
export const ossFileDefaults = { expireDays: 7, backgroundRows: 5000 } as const;

export const ossFileMessages = {
  madeFailed: { zh: '文件生成失败', en: 'The file could not be made' },
  badId: { zh: '文件编号不正确', en: 'The file id is not valid' },
  badStatus: { zh: '文件状态不正确', en: 'Unknown file status' },
  badKind: { zh: '文件类型只能是 export、import 或 generate', en: 'The kind may only be export, import or generate' },
  badFresh: { zh: 'fresh 只能是 1', en: 'fresh may only be 1' },
  notFound: { zh: '下载记录不存在', en: 'No such download' },
  notReady: { zh: '文件尚未生成完成', en: 'The file is not ready yet' },
  expired: { zh: '文件已过期, 请重新导出', en: 'The file has expired; please export again' },
  fileGone: { zh: '文件已不在存储中, 请重新导出', en: 'The file is no longer in storage; please export again' },
  notRunning: { zh: '只能取消排队中或进行中的任务', en: 'Only a queued or running task can be cancelled' },
  queued: {
    zh: '数据较多, 已转入后台导出, 完成后可在下载中心下载',
    en: 'A large export: it runs in the background; download it from the download centre when it is ready',
  },
  cancelledByUser: { zh: '已被用户取消', en: 'Cancelled by its owner' },
  ready: { zh: '文件已生成: {name}', en: 'Your file is ready: {name}' },
  status: {
    queued: { zh: '排队中', en: 'Queued' },
    running: { zh: '进行中', en: 'Running' },
    done: { zh: '已完成', en: 'Done' },
    failed: { zh: '失败', en: 'Failed' },
    cancelled: { zh: '已取消', en: 'Cancelled' },
    expired: { zh: '已过期', en: 'Expired' },
  } satisfies Record<OssFileStatus, Text>,
  kind: {
    export: { zh: '导出', en: 'Export' },
    import: { zh: '导入结果', en: 'Import results' },
    generate: { zh: '生成的代码', en: 'Generated code' },
  } satisfies Record<OssFileKind, Text>,
} as const;
