/** The words of 附件管理 beyond its declaration (field labels, 上传 and 下载 are in the contract's oss.ts). */
export const attachTexts = {
  uploadTitle: { zh: '附件上传', en: 'Upload attachments' },
  dragHint: { zh: '将文件拖到此处,或点击上传', en: 'Drop files here, or click to choose' },
  uploaded: { zh: '上传成功', en: 'Uploaded' },
};
