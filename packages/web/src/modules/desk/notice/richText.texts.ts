import type { Text } from '@pharma/contract';

/** The words of the rich-text editor (通知公告's content): its toolbar, the link dialog, the image upload. */
export const richTextTexts = {
  toolbar: { zh: '格式工具栏', en: 'Formatting' },
  content: { zh: '正文', en: 'Text' },
  bold: { zh: '加粗', en: 'Bold' },
  italic: { zh: '斜体', en: 'Italic' },
  underline: { zh: '下划线', en: 'Underline' },
  strike: { zh: '删除线', en: 'Strikethrough' },
  heading1: { zh: '一级标题', en: 'Heading 1' },
  heading2: { zh: '二级标题', en: 'Heading 2' },
  heading3: { zh: '三级标题', en: 'Heading 3' },
  bulletList: { zh: '无序列表', en: 'Bulleted list' },
  orderedList: { zh: '有序列表', en: 'Numbered list' },
  blockquote: { zh: '引用', en: 'Quote' },
  link: { zh: '插入链接', en: 'Insert link' },
  unlink: { zh: '取消链接', en: 'Remove link' },
  image: { zh: '上传图片', en: 'Upload an image' },
  undo: { zh: '撤销', en: 'Undo' },
  redo: { zh: '重做', en: 'Redo' },
  linkTitle: { zh: '插入链接', en: 'Insert a link' },
  linkAddress: { zh: '链接地址', en: 'Address' },
  linkPlaceholder: { zh: '例如 https://www.example.com', en: 'e.g. https://www.example.com' },
  linkRequired: { zh: '请输入链接地址', en: 'Please enter the address' },
  linkRefused: {
    zh: '只能链接到 http、https、mailto 或 tel 地址',
    en: 'Only http, https, mailto or tel addresses can be linked',
  },
  imageOnly: { zh: '只能上传图片', en: 'Only images can be uploaded' },
  imageUploaded: { zh: '图片已插入', en: 'Image inserted' },
  loading: { zh: '编辑器加载中…', en: 'Loading the editor…' },
} as const satisfies Record<string, Text>;
