import { defaultTenantId, smsCategory, smsStatus } from '@pharma/contract';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { smsTable as sms } from './sms.table.ts';

/**
 * 短信配置 on a first look (first start only): an enabled Aliyun config and a Tencent Cloud one per demo tenant. No
 * secret is seeded (empty: the seed has no server secret to seal one with, and a demo holds no real one): sending
 * through them asks for the secret key first.
 */
export async function loadDemoSms(db: Db): Promise<void> {
  for (const tenantId of [defaultTenantId, demoTenantIds.pharmacy]) {
    await db.insert(sms).values([
      {
        tenantId,
        category: smsCategory.aliyun,
        smsCode: 'aliyun-verify',
        templateId: 'SMS_154950909',
        accessKey: 'LTAI5tDemoAccessKeyId',
        secretKey: '',
        regionId: 'cn-hangzhou',
        signName: '阿里云短信测试',
        remark: '验证码短信:模板变量 code,填写 secretKey 后可在「调试」中发送',
        status: smsStatus.on,
      },
      {
        tenantId,
        category: smsCategory.tencent,
        smsCode: 'tencent-notice',
        templateId: '1110000',
        accessKey: 'AKIDDemoSecretId',
        secretKey: '',
        appId: '1400000000',
        regionId: 'ap-guangzhou',
        signName: '腾讯云短信测试',
        remark: '到货通知:模板参数按 {1}、{2} 顺序填写',
        status: smsStatus.off,
      },
    ]);
  }
}
