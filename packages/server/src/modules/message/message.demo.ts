import { randomUUID } from 'node:crypto';
import { defaultTenantId, recordStatus } from '@pharma/contract';
import { demoTenantIds } from '../../demo.ts';
import type { Db } from '../../platform/db/database.ts';
import { ofTenant } from '../../platform/scope.ts';
import { addresseesOf } from '../user/public.ts';
import { sendChannelTable as channel } from './channel/send-channel.table.ts';
import { recordLogTable as logTable, recordTable as record } from './record/record.table.ts';
import { strategyDetailTable as step, strategyTable as strategy } from './strategy/strategy.table.ts';
import { templateDetailTable as detail, templateTable as template } from './template/template.table.ts';

const vars = (...names: Array<[string, string]>) =>
  JSON.stringify(names.map(([name, label]) => ({ name, label, required: true, example: '' })));

/**
 * 消息中心's templates, strategies and a day of records for a first look, in every demo tenant: the purchasing and
 * warehouse notices a pharma distributor sends, with records in each state and their attempts, and unread in-app
 * messages for the tenant's administrator (the popover's 消息 tab is not empty on a first sign-in).
 */
export async function loadDemoMessages(db: Db): Promise<void> {
  for (const tenantId of [defaultTenantId, ...Object.values(demoTenantIds)]) {
    const channels = await db
      .select({ id: channel.id, code: channel.channelCode })
      .from(channel)
      .where(ofTenant(channel, tenantId));
    const channelId = (code: string) => channels.find((c) => c.code === code)?.id ?? null;
    const strategies = await db
      .insert(strategy)
      .values([
        {
          tenantId,
          strategyCode: 'NOTICE_ALL',
          strategyName: '站内信和邮件同时发送',
          mode: 1,
          quietAction: 0,
          dedupWindowSec: 300,
          freqLimitPerDay: 0,
          maxRetry: 3,
          retryBackoffSec: '60,300,1800',
          sendTimeoutSec: 10,
          remark: '演示数据',
        },
        {
          tenantId,
          strategyCode: 'ALERT_FAILOVER',
          strategyName: '告警: 钉钉优先, 失败转企业微信和站内信',
          mode: 2,
          quietAction: 0,
          dedupWindowSec: 600,
          freqLimitPerDay: 0,
          maxRetry: 2,
          retryBackoffSec: '30,120',
          sendTimeoutSec: 8,
          remark: '演示数据',
        },
        {
          tenantId,
          strategyCode: 'MARKETING_QUIET',
          strategyName: '营销: 夜间免打扰, 每人每日 3 条',
          mode: 3,
          quietStart: '22:00',
          quietEnd: '08:00',
          quietAction: 1,
          dedupWindowSec: 3600,
          freqLimitPerDay: 3,
          maxRetry: 1,
          retryBackoffSec: '300',
          sendTimeoutSec: 10,
          remark: '演示数据',
        },
      ])
      .returning({ id: strategy.id, code: strategy.strategyCode });
    const strategyId = (code: string) => String(strategies.find((s) => s.code === code)!.id);
    await db.insert(step).values(
      (
        [
          ['NOTICE_ALL', 1, 'INBOX', null, 1],
          ['NOTICE_ALL', 2, 'EMAIL', channelId('MAIL_MAIN'), 1],
          ['ALERT_FAILOVER', 1, 'DINGTALK_BOT', channelId('DINGTALK_QA'), 2],
          ['ALERT_FAILOVER', 2, 'WECOM_BOT', channelId('WECOM_WAREHOUSE'), 2],
          ['ALERT_FAILOVER', 3, 'INBOX', null, 1],
          ['MARKETING_QUIET', 1, 'SMS', channelId('SMS_ALIYUN'), 1],
          ['MARKETING_QUIET', 2, 'INBOX', null, 1],
        ] as const
      ).map(([code, seq, channelType, sendChannelId, fallbackOnFail]) => ({
        tenantId,
        strategyId: strategyId(code),
        seq,
        channelType,
        sendChannelId,
        fallbackOnFail,
        delaySec: 0,
        enabled: 2,
      })),
    );
    const templates = await db
      .insert(template)
      .values([
        {
          tenantId,
          templateCode: 'SC_PLAN_SUBMITTED',
          templateName: '采购计划待审核',
          msgType: 10,
          bizModule: 'smartsupply',
          params: vars(
            ['shipperName', '货主'],
            ['planNo', '计划单号'],
            ['lineCount', '品规数'],
            ['totalAmount', '金额'],
          ),
          defaultStrategyId: strategyId('NOTICE_ALL'),
          auditStatus: 2,
          remark: '演示数据',
        },
        {
          tenantId,
          templateCode: 'SC_ORDER_SENT',
          templateName: '采购订单已发送供应商',
          msgType: 10,
          bizModule: 'smartsupply',
          params: vars(['orderNo', '订单号'], ['supplier', '供应商']),
          auditStatus: 2,
          remark: '演示数据',
        },
        {
          tenantId,
          templateCode: 'STOCK_ALERT',
          templateName: '近效期库存告警',
          msgType: 40,
          bizModule: 'gsp',
          params: vars(['drug', '品名'], ['batchNo', '批号'], ['days', '剩余天数']),
          defaultStrategyId: strategyId('ALERT_FAILOVER'),
          auditStatus: 2,
          remark: '演示数据',
        },
        {
          tenantId,
          templateCode: 'LOGIN_CODE',
          templateName: '销售端登录验证码',
          msgType: 30,
          bizModule: 'sales',
          params: vars(['code', '验证码']),
          auditStatus: 2,
          remark: '演示数据',
        },
        {
          tenantId,
          templateCode: 'PROMO_NEW_DRUG',
          templateName: '新品上市推广',
          msgType: 20,
          bizModule: 'sales',
          params: vars(['drug', '品名']),
          defaultStrategyId: strategyId('MARKETING_QUIET'),
          auditStatus: 1,
          remark: '演示数据',
        },
      ])
      .returning({ id: template.id, code: template.templateCode });
    const templateId = (code: string) => String(templates.find((t) => t.code === code)!.id);
    await db.insert(detail).values(
      (
        [
          [
            'SC_PLAN_SUBMITTED',
            'INBOX',
            'TEXT',
            '采购计划 ${planNo} 待审核',
            '${shipperName}采购计划${planNo}已提交，共${lineCount}个品规，金额¥${totalAmount}，请审核。',
            '/smartsupply/plan',
          ],
          [
            'SC_PLAN_SUBMITTED',
            'EMAIL',
            'HTML',
            '【待审核】采购计划 ${planNo}',
            '<p>${shipperName}采购计划 <b>${planNo}</b> 已提交，共 ${lineCount} 个品规，金额 ¥${totalAmount}。</p><p>请登录医药中台审核。</p>',
            '',
          ],
          [
            'SC_ORDER_SENT',
            'INBOX',
            'TEXT',
            '订单 ${orderNo} 已发送',
            '采购订单 ${orderNo} 已发送给 ${supplier}。',
            '/smartsupply/order',
          ],
          [
            'STOCK_ALERT',
            'DINGTALK_BOT',
            'MARKDOWN',
            '近效期告警',
            '### 近效期告警\n- 品名: ${drug}\n- 批号: ${batchNo}\n- 剩余: ${days} 天',
            '',
          ],
          [
            'STOCK_ALERT',
            'WECOM_BOT',
            'MARKDOWN',
            '近效期告警',
            '**近效期告警** ${drug} 批号 ${batchNo} 剩余 ${days} 天',
            '',
          ],
          [
            'STOCK_ALERT',
            'INBOX',
            'TEXT',
            '近效期告警: ${drug}',
            '${drug} (批号 ${batchNo}) 剩余 ${days} 天到期, 请尽快处理。',
            '',
          ],
          ['LOGIN_CODE', 'SMS', 'TEXT', '', '您的登录验证码为 ${code}, 5 分钟内有效。', ''],
          ['PROMO_NEW_DRUG', 'SMS', 'TEXT', '', '新品 ${drug} 已上市, 欢迎订购。回复 TD 退订', ''],
          ['PROMO_NEW_DRUG', 'INBOX', 'TEXT', '新品上市', '新品 ${drug} 已上市, 欢迎订购。', ''],
        ] as const
      ).map(([code, channelType, contentFormat, title, content, jumpUrl]) => ({
        tenantId,
        templateId: templateId(code),
        channelType,
        contentFormat,
        title,
        content,
        jumpUrl,
        providerTemplateId: channelType === 'SMS' ? (code === 'LOGIN_CODE' ? 'SMS_460515001' : 'SMS_460515002') : '',
      })),
    );
    await demoRecords(db, tenantId, templateId, channelId);
  }
}

/** A day's records in every state, with their attempts; the unread ones reach the tenant's administrator. */
async function demoRecords(
  db: Db,
  tenantId: string,
  templateId: (code: string) => string,
  channelId: (code: string) => string | null,
) {
  const admin = (await addresseesOf(db, tenantId, ['admin'])).get('admin');
  const hour = 3_600_000;
  const now = Date.now();
  const rows = [
    {
      code: 'SC_PLAN_SUBMITTED',
      status: recordStatus.success,
      delivered: 'INBOX,EMAIL',
      title: '采购计划 CGJH202611250003 待审核',
      content: '【华东医药】华东康源医药有限公司采购计划CGJH202611250003已提交，共12个品规，金额¥48600.00，请审核。',
      params: {
        shipperName: '华东康源医药有限公司',
        planNo: 'CGJH202611250003',
        lineCount: '12',
        totalAmount: '48600.00',
      },
      ago: 5 * hour,
      attempts: [
        ['INBOX', null, 1, 'OK', '已写入收件箱'],
        ['EMAIL', 'MAIL_MAIN', 1, '250', '250 2.0.0 Ok: queued'],
      ],
    },
    {
      code: 'SC_ORDER_SENT',
      status: recordStatus.success,
      delivered: 'INBOX',
      title: '订单 CGDD202611250011 已发送',
      content: '采购订单 CGDD202611250011 已发送给 国药控股示例医药有限公司。',
      params: { orderNo: 'CGDD202611250011', supplier: '国药控股示例医药有限公司' },
      ago: 3 * hour,
      attempts: [['INBOX', null, 1, 'OK', '已写入收件箱']],
    },
    {
      code: 'STOCK_ALERT',
      status: recordStatus.success,
      delivered: 'INBOX',
      title: '近效期告警: 阿莫西林胶囊',
      content: '阿莫西林胶囊 (批号 2099A0312) 剩余 45 天到期, 请尽快处理。',
      params: { drug: '阿莫西林胶囊', batchNo: '2099A0312', days: '45' },
      ago: 2 * hour,
      attempts: [
        ['DINGTALK_BOT', 'DINGTALK_QA', 2, 'NOT_CONFIGURED', '钉钉机器人的 accessToken 未配置'],
        ['WECOM_BOT', 'WECOM_WAREHOUSE', 2, 'NOT_CONFIGURED', '企业微信机器人的 key 未配置'],
        ['INBOX', null, 1, 'OK', '已写入收件箱'],
      ],
    },
    {
      code: 'LOGIN_CODE',
      status: recordStatus.failed,
      delivered: '',
      title: '',
      content: '您的登录验证码为 482913, 5 分钟内有效。',
      params: { code: '482913' },
      ago: 1 * hour,
      receiver: '13800001001',
      attempts: [['SMS', 'SMS_ALIYUN', 2, 'isv.SMS_TEMPLATE_ILLEGAL', '模板不合法(不存在或被拉黑)']],
      error: ['isv.SMS_TEMPLATE_ILLEGAL', '模板不合法(不存在或被拉黑)'],
    },
    {
      code: 'PROMO_NEW_DRUG',
      status: recordStatus.delayed,
      delivered: '',
      title: '新品上市',
      content: '新品 连花清瘟胶囊 已上市, 欢迎订购。',
      params: { drug: '连花清瘟胶囊' },
      ago: 0.5 * hour,
      scheduled: now + 10 * hour,
      attempts: [],
    },
    {
      code: 'SC_ORDER_SENT',
      status: recordStatus.cancelled,
      delivered: '',
      title: '订单 CGDD202611250009 已发送',
      content: '采购订单 CGDD202611250009 已发送给 华润示例医药有限公司。',
      params: { orderNo: 'CGDD202611250009', supplier: '华润示例医药有限公司' },
      ago: 6 * hour,
      attempts: [],
    },
  ];
  for (const row of rows) {
    const unread = row.delivered.includes('INBOX') && admin;
    const [made] = await db
      .insert(record)
      .values({
        tenantId,
        msgId: randomUUID().replaceAll('-', ''),
        batchId: randomUUID().replaceAll('-', ''),
        templateId: templateId(row.code),
        templateCode: row.code,
        msgType:
          row.code === 'LOGIN_CODE' ? 30 : row.code === 'STOCK_ALERT' ? 40 : row.code === 'PROMO_NEW_DRUG' ? 20 : 10,
        receiverType: row.receiver ? 2 : 1,
        receiver: row.receiver ?? 'admin',
        receiverUserId: row.receiver ? null : (admin?.id ?? null),
        params: JSON.stringify(row.params),
        title: row.title,
        content: row.content,
        contentFormat: 'TEXT',
        currentChannelType: row.attempts.at(-1)?.[0] ?? null,
        currentSendChannelId: row.attempts.at(-1)?.[1] ? channelId(String(row.attempts.at(-1)![1])) : null,
        deliveredTypes: row.delivered || null,
        scheduledTime: row.scheduled ? new Date(row.scheduled) : null,
        attemptCount: row.attempts.length,
        sentTime: row.delivered ? new Date(now - row.ago + 1000) : null,
        finishTime: [30, 40, 70].includes(row.status) ? new Date(now - row.ago + 2000) : null,
        readStatus: unread ? 0 : 1,
        errorCode: row.error?.[0] ?? null,
        errorMsg: row.error?.[1] ?? null,
        status: row.status,
        createTime: new Date(now - row.ago),
        updateTime: new Date(now - row.ago),
      })
      .returning({ id: record.id, msgId: record.msgId });
    if (row.attempts.length > 0)
      await db.insert(logTable).values(
        row.attempts.map(([type, code, result, responseCode, responseMsg], i) => ({
          tenantId,
          recordId: made!.id,
          msgId: made!.msgId,
          attemptNo: i + 1,
          channelType: type,
          sendChannelId: code ? channelId(String(code)) : null,
          result,
          requestSummary: `${type} → ${row.receiver ? '138****1001' : 'admin'}`,
          responseCode,
          responseMsg,
          costMs: type === 'INBOX' ? 0 : 120 + i * 35,
          createTime: new Date(now - row.ago + i * 1000),
        })),
      );
  }
}
