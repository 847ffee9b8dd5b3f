import { randomBytes } from 'node:crypto';
import { defaultTenantId } from '@pharma/contract';
import { demoTenantIds } from '../../demo.ts';
import type { Db } from '../../platform/db/database.ts';
import { appChannelTable as app } from './app/app-channel.table.ts';
import { channelAuthTable as auth } from './channel/channel-auth.table.ts';
import { sendChannelTable as channel, sendChannelDetailTable as detail } from './channel/send-channel.table.ts';

/**
 * 消息中心 on a first look, for the platform and each demo tenant: the apps that send (采购, 销售 app, WMS), their
 * channels (an SMTP mailbox, the in-app inbox, a DingTalk and a WeCom group robot, SMS through 短信配置) with the
 * settings that are not secrets (a mailbox's password or a robot's token is the administrator's to enter), and which
 * app may use which. The apps' secrets are made here and never shown: 重置密钥 issues one to use.
 */
export async function loadDemoMessageChannels(db: Db): Promise<void> {
  for (const tenantId of [defaultTenantId, ...Object.values(demoTenantIds)]) {
    const apps = await db
      .insert(app)
      .values(
        [
          ['SMART_SUPPLY', '智能采购', 0],
          ['SALES_APP', '销售移动端', 5000],
          ['WMS', '仓储管理系统', 20000],
        ].map(([appCode, appName, dailyQuota]) => ({
          tenantId,
          appCode,
          appName,
          dailyQuota,
          appKey: randomBytes(16).toString('hex'),
          appSecret: null,
          remark: '演示数据',
        })),
      )
      .returning({ id: app.id, appCode: app.appCode });
    const channels = await db
      .insert(channel)
      .values(
        [
          ['MAIL_MAIN', '企业邮箱', 'EMAIL', 60, 2000, 1, 2],
          ['INBOX', '站内信', 'INBOX', 0, 0, 0, 2],
          ['DINGTALK_QA', '质量部钉钉群', 'DINGTALK_BOT', 20, 0, 2, 2],
          ['WECOM_WAREHOUSE', '仓储企业微信群', 'WECOM_BOT', 20, 0, 3, 2],
          ['SMS_ALIYUN', '阿里云短信', 'SMS', 100, 10000, 1, 2],
        ].map(([channelCode, channelName, channelType, rateLimitPerMin, dailyLimit, priority, isDefault]) => ({
          tenantId,
          channelCode,
          channelName,
          channelType,
          rateLimitPerMin,
          dailyLimit,
          priority,
          isDefault,
        })) as Array<typeof channel.$inferInsert>,
      )
      .returning({ id: channel.id, channelCode: channel.channelCode });
    const channelId = (code: string) => channels.find((c) => c.channelCode === code)!.id;
    const appId = (code: string) => apps.find((a) => a.appCode === code)!.id;
    await db.insert(detail).values(
      [
        ['MAIL_MAIN', 'host', 'smtp.exmail.qq.com'],
        ['MAIL_MAIN', 'port', '465'],
        ['MAIL_MAIN', 'secure', 'true'],
        ['MAIL_MAIN', 'username', 'notice@pharma-demo.cn'],
        ['MAIL_MAIN', 'fromAddress', 'notice@pharma-demo.cn'],
        ['MAIL_MAIN', 'fromName', '医药中台通知'],
        ['DINGTALK_QA', 'webhook', 'https://oapi.dingtalk.com/robot/send'],
        ['WECOM_WAREHOUSE', 'webhook', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send'],
        ['SMS_ALIYUN', 'smsCode', 'aliyun-verify'],
      ].map(([code, paramKey, paramValue]) => ({ tenantId, sendChannelId: channelId(code!), paramKey, paramValue })),
    );
    await db.insert(auth).values(
      [
        ['SMART_SUPPLY', 'MAIL_MAIN', '10,40'],
        ['SMART_SUPPLY', 'INBOX', '10,40'],
        ['SALES_APP', 'INBOX', '10,20'],
        ['SALES_APP', 'SMS_ALIYUN', '30'],
        ['WMS', 'WECOM_WAREHOUSE', '40'],
        ['WMS', 'DINGTALK_QA', '40'],
      ].map(([appCode, channelCode, allowedMsgTypes]) => ({
        tenantId,
        appChannelId: appId(appCode!),
        sendChannelId: channelId(channelCode!),
        allowedMsgTypes,
        dailyLimit: 0,
      })),
    );
  }
}
