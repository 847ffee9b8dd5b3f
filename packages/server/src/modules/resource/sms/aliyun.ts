import { createHmac, randomUUID } from 'node:crypto';
import { smsMessages, type Text } from '@pharma/contract';
import {
  callProvider,
  defaultSmsTimeoutMs,
  jsonOf,
  type SmsAccount,
  type SmsProvider,
  SmsSendError,
} from './sms-gateway.ts';

export const aliyunSmsUrl = 'https://dysmsapi.aliyuncs.com/';
export const aliyunDefaultRegion = 'cn-hangzhou';

/** RFC 3986 percent-encoding, as Aliyun's RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonicalised query: every parameter but Signature, sorted by name, each name and value encoded. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k] ?? '')}`)
    .join('&');
}

/** Signature = Base64(HMAC-SHA1(secret + "&", METHOD & encode("/") & encode(canonicalised query))). */
export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(aliyunCanonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Aliyun's codes, as our messages. */
const reasons: Record<string, Text> = {
  'isv.SMS_TEMPLATE_ILLEGAL': smsMessages.templateIllegal,
  'isv.SMS_SIGNATURE_ILLEGAL': smsMessages.signatureIllegal,
  'isv.SMS_SIGN_ILLEGAL': smsMessages.signatureIllegal,
  'isv.BUSINESS_LIMIT_CONTROL': smsMessages.limited,
  'isv.DAY_LIMIT_CONTROL': smsMessages.limited,
  SignatureDoesNotMatch: smsMessages.authFailed,
  'InvalidAccessKeyId.NotFound': smsMessages.authFailed,
  InvalidAccessKeySecret: smsMessages.authFailed,
};

/**
 * Aliyun SMS (Dysmsapi SendSms, version 2017-05-25), signed as Aliyun's RPC APIs are (signature version 1.0,
 * HMAC-SHA1 over the canonicalised query), sent as a GET.
 */
export function aliyunSms(account: SmsAccount, now: () => Date = () => new Date()): SmsProvider {
  return {
    async send({ phones, templateId, signName, params }) {
      const query: Record<string, string> = {
        AccessKeyId: account.accessKey,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: account.regionId || aliyunDefaultRegion,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        PhoneNumbers: phones.join(','),
        SignName: signName,
        TemplateCode: templateId,
      };
      if (Object.keys(params).length > 0) query.TemplateParam = JSON.stringify(params);
      const signature = aliyunSignature('GET', query, account.secretKey);
      const url = new URL(account.baseUrl || aliyunSmsUrl);
      const search = `${aliyunCanonicalQuery(query)}&Signature=${aliyunEncode(signature)}`;
      const target = `${url.origin}${url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`}?${search}`;
      const response = await callProvider(
        account.reach,
        target,
        { method: 'GET' },
        account.timeoutMs ?? defaultSmsTimeoutMs,
      );
      const reply = await jsonOf(response);
      const code = String(reply.Code ?? '');
      if (code === 'OK') return { requestId: String(reply.RequestId ?? '') };
      const message = String(reply.Message ?? '');
      const reason = reasons[code];
      if (reason) throw new SmsSendError(reason, {}, code);
      throw new SmsSendError(smsMessages.providerError, { code: code || `HTTP ${response.status}`, message }, code);
    },
  };
}
