import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';

/** What the resource calls (file upload, stored files, the avatar rule) say, in every language. */
export const ossMessages = {
  fileMissing: {
    zh: '请选择要上传的文件(字段 file)',
    en: 'Please choose a file to upload (field "file")',
  },
  fileEmpty: { zh: '上传的文件内容为空', en: 'The uploaded file is empty' },
  fileTooLarge: { zh: '上传文件大小不能超过 {max}', en: 'The file must be at most {max}' },
  kindInvalid: { zh: '上传类型只能是 avatar', en: 'The upload kind may only be "avatar"' },
  avatarType: { zh: '上传头像图片只能是 JPG/PNG 格式!', en: 'The avatar must be a JPG or PNG image' },
  avatarSize: { zh: '上传头像图片大小不能超过 500kb!', en: 'The avatar must be at most 500 kb' },
  avatarNotIssued: {
    zh: '头像必须是在本系统上传的图片',
    en: 'The avatar must be an image uploaded to this console',
  },
  fileNotFound: { zh: '文件不存在', en: 'No such file' },
  fileNameRequired: { zh: '请输入文件名(fileName)', en: 'Please give the file name (fileName)' },
  fileNameTooLong: { zh: '文件名不能超过 255 个字符', en: 'The file name may be at most 255 characters' },
  fileNamesRequired: {
    zh: '请输入要删除的文件名(fileNames, 以逗号分隔)',
    en: 'Please give the names of the files to remove (fileNames, comma-separated)',
  },
  fileNamesTooMany: {
    zh: '一次最多删除 {max} 个文件',
    en: 'At most {max} files can be removed at once',
  },
  storedNameInvalid: {
    zh: '{name} 不是已保存文件的名称(应为上传时返回的 name: 租户/日期/32 位随机名.扩展名)',
    en: '{name} is not the name of a stored file (give the name an upload answered: <tenant>/<yyyyMMdd>/<32 hex>.<ext>)',
  },
  otherTenantFile: {
    zh: '文件 {name} 属于其他租户, 不能操作',
    en: 'The file {name} belongs to another tenant: it cannot be used here',
  },
  storedFileMissing: { zh: '文件不存在: {name}', en: 'No such file: {name}' },
} as const satisfies Record<string, Text>;

/** The most names one remove-files call takes (each is a store call). */
export const removeFilesMax = 100;

/** The avatar rule (spec §5): a JPEG or PNG, by its bytes, of at most 500 kb. */
export const avatarMaxBytes = 500 * 1024;

/**
 * Where stored files are served, under /api. put-file's links are `/api/<this>/<tenant>/<day>/<name>`: relative to
 * the console's origin (the console and the API share one port), so they survive a change of host name or proxy.
 */
export const storedFilesPath = 'blade-resource/oss/file';

/** 启用: make one config the tenant's storage (every other config of the tenant is switched off). */
export const ossEnableButton = {
  key: 'enable',
  name: { zh: '启用', en: 'Enable' },
  action: 2,
  icon: 'check',
} as const satisfies ExtraButton;

/** `oss`: the kinds of storage a config names. 1–4 as BladeX; 5 (S3-compatible) and 7 (local folder) are ours. */
export const ossCategory = { minio: 1, qiniu: 2, aliyun: 3, tencent: 4, s3: 5, local: 7 } as const;

/** A config's status (dictionary `yes_no`): 1 off, 2 on = the tenant's enabled storage. */
export const ossStatus = { disabled: 1, enabled: 2 } as const;

/** What detail and list send instead of a stored secret key; an update that sends it back keeps the stored one. */
export const secretMask = '******';

/**
 * 对象存储 (blade_oss): a tenant's storage configurations; exactly one (or none: the server's local folder) is
 * enabled. The secret key is stored encrypted and never sent back.
 */
export const ossResource = defineResource({
  module: 'resource',
  name: 'oss',
  title: { zh: '对象存储', en: 'Object storage' },
  api: 'blade-resource/oss',
  table: 'blade_oss',
  page: '/resource/oss',
  menu: { icon: 'CloudServerOutlined', sort: 1, buttons: [...standardButtonKeys, ossEnableButton] },
  status: { dict: 'yes_no', label: { zh: '是否启用', en: 'Enabled' } },
  fields: {
    category: {
      type: 'integer',
      dict: 'oss',
      search: 'equal',
      label: { zh: '分类', en: 'Kind' },
      required: { zh: '请选择分类', en: 'Please choose the kind' },
    },
    ossCode: {
      type: 'string',
      max: 64,
      search: 'like',
      label: { zh: '资源编号', en: 'Storage code' },
      required: { zh: '请输入资源编号', en: 'Please enter the storage code' },
      unique: { zh: '当前资源编号已存在!', en: 'This storage code already exists' },
    },
    endpoint: { type: 'string', max: 255, label: { zh: '资源地址', en: 'Endpoint' } },
    transformEndpoint: { type: 'string', max: 255, list: false, label: { zh: '外网地址', en: 'Public address' } },
    bucketName: { type: 'string', max: 63, label: { zh: '空间名', en: 'Bucket' } },
    accessKey: { type: 'string', max: 255, search: 'like', label: { zh: 'accessKey', en: 'Access key' } },
    secretKey: { type: 'string', max: 1024, secret: true, list: false, label: { zh: 'secretKey', en: 'Secret key' } },
    appId: { type: 'string', max: 64, list: false, label: { zh: 'appId', en: 'App id' } },
    region: { type: 'string', max: 64, list: false, label: { zh: '地域简称', en: 'Region' } },
    remark: { type: 'text', max: 255, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

export const ossCodes = {
  ...permissionsOf(ossResource),
  enable: `${ossResource.name}_${ossEnableButton.key}`,
} as const;

/** What a store says when it fails, naming the store (its config's code) and, where it helps, the bucket. */
export const storeMessages = {
  bucketMissing: {
    zh: '对象存储 {store}: 空间 {bucket} 不存在',
    en: 'Storage {store}: the bucket {bucket} does not exist',
  },
  badCredentials: {
    zh: '对象存储 {store}: accessKey 或 secretKey 不正确',
    en: 'Storage {store}: the access key or secret key is wrong',
  },
  unreachable: {
    zh: '对象存储 {store}: 无法连接 {endpoint}',
    en: 'Storage {store}: cannot reach {endpoint}',
  },
  failed: { zh: '对象存储 {store} 出错: {reason}', en: 'Storage {store} failed: {reason}' },
  notConfigured: {
    zh: '对象存储 {store}: 请填写资源地址和空间名',
    en: 'Storage {store}: please enter the endpoint and the bucket',
  },
  codeUnknown: { zh: '资源编号 {code} 不存在', en: 'No storage has the code {code}' },
  testPassed: { zh: '连接成功', en: 'Connected' },
} as const satisfies Record<string, Text>;

/** 上传 and 下载 on 附件管理 (attach_upload, attach_download). */
export const attachUploadButton = {
  key: 'upload',
  name: { zh: '上传', en: 'Upload' },
  action: 1,
  icon: 'upload',
} as const satisfies ExtraButton;
export const attachDownloadButton = {
  key: 'download',
  name: { zh: '下载', en: 'Download' },
  action: 2,
  icon: 'download',
} as const satisfies ExtraButton;

/** 附件管理 (blade_attach): a row per file uploaded through put-file-attach; removing one removes its object too. */
export const attachResource = defineResource({
  module: 'resource',
  name: 'attach',
  title: { zh: '附件管理', en: 'Attachments' },
  api: 'blade-resource/attach',
  table: 'blade_attach',
  page: '/resource/attach',
  menu: {
    icon: 'PaperClipOutlined',
    sort: 2,
    buttons: [...standardButtonKeys, attachUploadButton, attachDownloadButton],
  },
  fields: {
    link: { type: 'string', max: 2000, list: false, label: { zh: '附件地址', en: 'Link' } },
    domainUrl: { type: 'string', max: 1000, list: false, label: { zh: '附件域名', en: 'Domain' } },
    domain: { type: 'string', max: 1000, list: false, form: false, view: false, label: { zh: '域名', en: 'Domain' } },
    // What a person calls the file comes first: the name it was uploaded with. The storage key (`name`, BladeX's
    // column) is a path of tenant, day and hash that only the view shows.
    originalName: {
      type: 'string',
      max: 255,
      search: 'like',
      label: { zh: '附件名称', en: 'Attachment name' },
    },
    name: {
      type: 'string',
      max: 255,
      list: false,
      // Saber's 附件管理 searches by it: the filter stays.
      search: 'like',
      label: { zh: '存储键名', en: 'Object key' },
      required: { zh: '请输入存储键名', en: 'Please enter the object key' },
    },
    extension: { type: 'string', max: 16, search: 'equal', label: { zh: '附件拓展名', en: 'Extension' } },
    // Bytes in the API (BladeX's attachSize); the screen shows them as B / KB / MB.
    attachSize: { type: 'integer', label: { zh: '附件大小', en: 'Size' } },
    contentType: { type: 'string', max: 128, list: false, label: { zh: '内容类型', en: 'Content type' } },
    /** The storage config that holds the object (blank: the server's local folder), so remove reaches it. */
    ossCode: { type: 'string', max: 64, list: false, form: false, label: { zh: '资源编号', en: 'Storage code' } },
  },
});

export const attachCodes = {
  ...permissionsOf(attachResource),
  upload: `${attachResource.name}_${attachUploadButton.key}`,
  download: `${attachResource.name}_${attachDownloadButton.key}`,
} as const;
