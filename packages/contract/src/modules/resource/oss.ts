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
} as const satisfies Record<string, Text>;

/** The avatar rule (spec §5): a JPEG or PNG, by its bytes, of at most 500 kb. */
export const avatarMaxBytes = 500 * 1024;

/**
 * Where stored files are served, under /api. put-file's links are `/api/<this>/<tenant>/<day>/<name>`: relative to
 * the console's origin (the console and the API share one port), so they survive a change of host name or proxy.
 */
export const storedFilesPath = 'blade-resource/oss/file';
