import { defineResource } from '../../kit/resource.ts';
import { messageService } from './message.ts';

/**
 * 消息模板 (msg_template_info): one message, declared once (its code, type and the variables it takes), with one
 * content per channel (模板内容). A send names the template by code and gives the variables; only an approved,
 * enabled template sends, and editing an approved template's contents sends it back to review.
 */
export const templateInfoResource = defineResource({
  module: 'message',
  name: 'template_info',
  title: { zh: '消息模板', en: 'Message templates' },
  api: `${messageService}/templateInfo`,
  table: 'msg_template_info',
  page: '/message/template',
  menu: {
    icon: 'FileTextOutlined',
    sort: 5,
    buttons: [
      'add',
      'edit',
      'delete',
      'view',
      { key: 'audit', name: { zh: '审核', en: 'Review' }, action: 2, icon: 'audit' },
      { key: 'test', name: { zh: '测试发送', en: 'Test send' }, action: 2, icon: 'send' },
    ],
  },
  status: { dict: 'status', label: { zh: '状态', en: 'Status' } },
  fields: {
    templateCode: {
      type: 'string',
      max: 50,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '模板编码', en: 'Template code' },
      required: { zh: '请输入模板编码', en: 'Please enter the template code' },
      unique: { zh: '模板编码已存在', en: 'This template code already exists' },
    },
    templateName: {
      type: 'string',
      max: 50,
      search: 'like',
      label: { zh: '模板名称', en: 'Template name' },
      required: { zh: '请输入模板名称', en: 'Please enter the template name' },
    },
    msgType: {
      type: 'integer',
      dict: 'msg_type',
      search: 'equal',
      label: { zh: '消息类型', en: 'Message type' },
      required: { zh: '请选择消息类型', en: 'Please choose the message type' },
    },
    bizModule: { type: 'string', max: 30, label: { zh: '业务模块', en: 'Business module' } },
    /**
     * The variables the contents may use, as JSON `[{name, label, required, example}]`: every `${name}` of every
     * content must be declared here, and every required one must come with a send.
     */
    params: { type: 'text', max: 4000, list: false, label: { zh: '模板变量', en: 'Variables' } },
    defaultStrategyId: {
      type: 'id',
      ref: { resource: 'strategy', label: 'strategyName' },
      label: { zh: '默认策略', en: 'Default strategy' },
    },
    /** Moved by 提交审核 and 审核 only (0 草稿 · 1 待审核 · 2 已通过 · 3 驳回). */
    auditStatus: {
      type: 'integer',
      dict: 'msg_audit_status',
      search: 'equal',
      form: false,
      // Whether a template may be sent is what its row is read for (issue 35): never folded.
      priority: 1,
      label: { zh: '审核状态', en: 'Review' },
    },
    auditOpinion: { type: 'string', max: 200, form: false, list: false, label: { zh: '审核意见', en: 'Opinion' } },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/**
 * 模板内容 (msg_template_info_detail): a template's content for one channel type: the subject or title, the text
 * with `${name}` placeholders, its format, and for SMS the provider's registered template code.
 */
export const templateInfoDetailResource = defineResource({
  module: 'message',
  name: 'template_info_detail',
  title: { zh: '模板内容', en: 'Template contents' },
  api: `${messageService}/templateInfoDetail`,
  table: 'msg_template_info_detail',
  page: '/message/template-detail',
  menu: { icon: 'ProfileOutlined', sort: 6 },
  fields: {
    templateId: {
      type: 'id',
      ref: { resource: 'template_info', label: 'templateName' },
      search: 'equal',
      lockOnEdit: true,
      label: { zh: '消息模板', en: 'Template' },
      required: { zh: '请选择消息模板', en: 'Please choose the template' },
    },
    channelType: {
      type: 'string',
      max: 20,
      dict: 'msg_channel_type',
      search: 'equal',
      lockOnEdit: true,
      label: { zh: '渠道类型', en: 'Channel type' },
      required: { zh: '请选择渠道类型', en: 'Please choose the channel type' },
    },
    sendChannelId: {
      type: 'id',
      ref: { resource: 'send_channel', label: 'channelName' },
      list: false,
      label: { zh: '指定发送渠道', en: 'Pinned send channel' },
    },
    title: { type: 'string', max: 200, label: { zh: '标题', en: 'Title' } },
    content: {
      type: 'text',
      max: 4000,
      label: { zh: '内容', en: 'Content' },
      required: { zh: '请输入内容', en: 'Please enter the content' },
    },
    contentFormat: {
      type: 'string',
      max: 10,
      dict: 'msg_content_format',
      label: { zh: '内容格式', en: 'Format' },
      required: { zh: '请选择内容格式', en: 'Please choose the format' },
    },
    providerTemplateId: {
      type: 'string',
      max: 64,
      list: false,
      label: { zh: '服务商模板编号', en: "Provider's template code" },
    },
    jumpUrl: { type: 'string', max: 500, list: false, label: { zh: '跳转链接', en: 'Link' } },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});
