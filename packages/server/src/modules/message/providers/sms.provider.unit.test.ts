import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, type HttpStandIn, httpStandIn, platformReach, tenantReach } from './http-stand-in.ts';
import type { OutgoingMessage } from './provider.ts';
import { type SmsConfig, smsProvider } from './sms.provider.ts';

/**
 * The message centre sends SMS through the resource module's providers (resource/sms/aliyun.ts, tencent.ts), whose
 * signatures resource/sms/sms.test.ts checks against stand-ins that verify them. Those stand-ins cannot be imported
 * from here (a module reaches another only through its index.ts), so these stand-ins answer as Aliyun and Tencent
 * do without recomputing the signature: they check what the message centre adds (template, phone, variables, and
 * that a signature is there) and how each answer becomes a record log's result.
 */
const secretKey = 'AliSecret+/=Kx9#sms';
let aliyun: HttpStandIn;
let tencent: HttpStandIn;
let silent: HttpStandIn;
let broken: HttpStandIn;
beforeAll(async () => {
  aliyun = await httpStandIn(({ url }) => {
    const q = url.searchParams;
    if (q.get('Action') !== 'SendSms' || !q.get('Signature') || q.get('AccessKeyId') !== 'LTAIkey')
      return { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: 'signature', RequestId: 'R-0' } };
    const fail = (Code: string, Message: string) => ({ status: 200, body: { RequestId: 'R-2', Code, Message } });
    if (q.get('PhoneNumbers') === '13900000000')
      return fail('isv.BUSINESS_LIMIT_CONTROL', '触发号码天级流控Permits:10');
    if (q.get('TemplateCode') === 'SMS_BAD') return fail('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    if (q.get('TemplateCode') === 'SMS_BUSY') return { status: 503, body: 'Service Unavailable' };
    return { status: 200, body: { RequestId: 'R-1', Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' } };
  });
  tencent = await httpStandIn(({ headers, body }) => {
    if (!String(headers.authorization).startsWith('TC3-HMAC-SHA256 Credential=AKIDtc/'))
      return { status: 200, body: { Response: { Error: { Code: 'AuthFailure.SecretIdNotFound', Message: 'x' } } } };
    const request = JSON.parse(body) as { PhoneNumberSet: string[] };
    return {
      status: 200,
      body: {
        Response: {
          SendStatusSet: request.PhoneNumberSet.map((PhoneNumber) => ({
            PhoneNumber,
            Code: 'Ok',
            Message: 'send success',
          })),
          RequestId: 'tc-1',
        },
      },
    };
  });
  silent = await httpStandIn(() => undefined);
  broken = await httpStandIn(() => ({ status: 502, body: '<html>Bad Gateway</html>' }));
});
afterAll(async () => {
  await Promise.all([aliyun?.close(), tencent?.close(), silent?.close(), broken?.close()]);
});

const aliyunConfig = (baseUrl: string): SmsConfig => ({
  category: 3,
  accessKey: 'LTAIkey',
  secretKey,
  signName: '医药云',
  baseUrl,
});
const code: OutgoingMessage = {
  receiver: '13800001001',
  title: '',
  content: '您的验证码为 482913',
  contentFormat: 'TEXT',
  providerTemplateId: 'SMS_154950909',
  params: { code: '482913' },
};
const timeoutMs = 2000;

describe('SMS through the resource module’s providers', () => {
  it('sends a template with its variables through Aliyun; the log keeps no secret, signature or code', async () => {
    const result = await smsProvider.send(aliyunConfig(aliyun.url), code, { timeoutMs, reach: platformReach });
    expect(result).toMatchObject({ ok: true, result: 'SUCCESS', providerMsgId: 'R-1' });
    const q = aliyun.requests.at(-1)!.url.searchParams;
    expect([q.get('PhoneNumbers'), q.get('TemplateCode'), q.get('SignName')]).toEqual([
      '13800001001',
      'SMS_154950909',
      '医药云',
    ]);
    expect(JSON.parse(q.get('TemplateParam')!)).toEqual({ code: '482913' });
    expect(result.requestSummary).toContain('138****1001');
    for (const hidden of [secretKey, q.get('Signature')!, '482913', '13800001001'])
      expect(result.requestSummary).not.toContain(hidden);
  });

  it('sends through Tencent', async () => {
    const config: SmsConfig = {
      category: 4,
      accessKey: 'AKIDtc',
      secretKey,
      signName: '医药云',
      appId: '1400006666',
      baseUrl: tencent.url,
    };
    const result = await smsProvider.send(
      config,
      { ...code, providerTemplateId: '1110000', params: { 1: '482913' } },
      { timeoutMs, reach: platformReach },
    );
    expect(result).toMatchObject({ ok: true, providerMsgId: 'tc-1' });
    expect(JSON.parse(tencent.requests.at(-1)!.body)).toMatchObject({
      PhoneNumberSet: ['+8613800001001'],
      TemplateParamSet: ['482913'],
    });
  });

  it('refuses raw content (no provider template) before any request, not retryable', async () => {
    const before = aliyun.requests.length;
    const { providerTemplateId: _, ...raw } = code;
    const result = await smsProvider.send(aliyunConfig(aliyun.url), raw, { timeoutMs, reach: platformReach });
    expect(aliyun.requests.length).toBe(before);
    expect(result).toMatchObject({ ok: false, retryable: false, responseCode: 'RAW_CONTENT_REFUSED' });
    expect(result.reason?.zh).toContain('模板');
    expect(result.reason?.en).toContain('template');
  });

  it('a provider rate limit is RATE_LIMITED and retryable; an unapproved template is not retryable', async () => {
    const limited = await smsProvider.send(
      aliyunConfig(aliyun.url),
      { ...code, receiver: '13900000000' },
      { timeoutMs, reach: platformReach },
    );
    expect(limited).toMatchObject({
      ok: false,
      retryable: true,
      result: 'RATE_LIMITED',
      responseCode: 'isv.BUSINESS_LIMIT_CONTROL',
    });
    const illegal = await smsProvider.send(
      aliyunConfig(aliyun.url),
      { ...code, providerTemplateId: 'SMS_BAD' },
      { timeoutMs, reach: platformReach },
    );
    expect(illegal).toMatchObject({
      ok: false,
      retryable: false,
      result: 'FAILED',
      responseCode: 'isv.SMS_TEMPLATE_ILLEGAL',
    });
  });

  it('a timeout, a refused connection and a provider that is down are retryable', async () => {
    const late = await smsProvider.send(aliyunConfig(silent.url), code, { timeoutMs: 300, reach: platformReach });
    expect(late).toMatchObject({ ok: false, retryable: true, result: 'TIMEOUT' });
    const refused = await smsProvider.send(aliyunConfig(`http://127.0.0.1:${await closedPort()}`), code, {
      timeoutMs,
      reach: platformReach,
    });
    expect(refused).toMatchObject({ ok: false, retryable: true, result: 'FAILED' });
    const down = await smsProvider.send(aliyunConfig(broken.url), code, { timeoutMs, reach: platformReach });
    expect(down).toMatchObject({ ok: false, retryable: true, responseCode: 'HTTP 502' });
  });

  it('a receiver that is not a phone number is refused, not retryable', async () => {
    const result = await smsProvider.send(
      aliyunConfig(aliyun.url),
      { ...code, receiver: 'a@b.com' },
      { timeoutMs, reach: platformReach },
    );
    expect(result).toMatchObject({ ok: false, retryable: false, responseCode: 'BAD_RECEIVER' });
  });

  it('check: a provider it can send through, the keys, Tencent’s app id, the base URL’s reach', async () => {
    const yunpian = await smsProvider.check(
      { category: 1, accessKey: 'k', secretKey: 's', signName: 'n' },
      platformReach,
    );
    expect(yunpian.map((p) => p.zh)).toEqual(['暂不支持通过该短信服务商发送: 云片']);
    const tencentMissing = await smsProvider.check(
      { category: 4, accessKey: '', secretKey: 's', signName: 'n' },
      platformReach,
    );
    expect(tencentMissing.map((p) => p.en)).toEqual([
      'Please fill in Access key',
      'Tencent Cloud SMS needs the App ID (SdkAppId)',
    ]);
    expect(await smsProvider.check(aliyunConfig(aliyun.url), tenantReach)).toHaveLength(1);
    expect(await smsProvider.check(aliyunConfig(''), tenantReach)).toEqual([]);
  });
});
