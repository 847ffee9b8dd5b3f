import { createHash, createHmac } from 'node:crypto';
import { smsMessages, type Text } from '@pharma/contract';
import {
  callProvider,
  defaultSmsTimeoutMs,
  jsonOf,
  type SmsAccount,
  type SmsProvider,
  SmsSendError,
} from './sms-gateway.ts';

export const tencentSmsUrl = 'https://sms.tencentcloudapi.com/';
export const tencentDefaultRegion = 'ap-guangzhou';
const service = 'sms';
const contentType = 'application/json; charset=utf-8';
export const tencentSignedHeaders = 'content-type;host;x-tc-action';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** What TC3-HMAC-SHA256 signs: the request's method, host, action, body and time. */
export interface Tc3Request {
  method: string;
  host: string;
  action: string;
  payload: string;
  /** Unix seconds (X-TC-Timestamp). */
  timestamp: number;
}

/**
 * The TC3-HMAC-SHA256 signature of a request, as Tencent Cloud's API 3.0 documents it: the canonical request (method,
 * URI "/", empty query for a POST, the signed headers content-type, host and x-tc-action lower-cased, the SHA-256 of
 * the body), the string to sign under the date's credential scope, and the key derived from "TC3" + secret through
 * the date, the service and "tc3_request".
 */
export function tc3Signature(request: Tc3Request, secretKey: string): { signature: string; scope: string } {
  const canonicalHeaders =
    `content-type:${contentType}\n` + `host:${request.host}\n` + `x-tc-action:${request.action.toLowerCase()}\n`;
  const canonicalRequest = [
    request.method,
    '/',
    '',
    canonicalHeaders,
    tencentSignedHeaders,
    sha256Hex(request.payload),
  ].join('\n');
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(request.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  return { signature: createHmac('sha256', signing).update(stringToSign, 'utf8').digest('hex'), scope };
}

/** Tencent's codes, as our messages. */
const reasons: Record<string, Text> = {
  'FailedOperation.TemplateIncorrectOrUnapproved': smsMessages.templateIllegal,
  'FailedOperation.SignatureIncorrectOrUnapproved': smsMessages.signatureIllegal,
  'LimitExceeded.PhoneNumberDailyLimit': smsMessages.limited,
  'LimitExceeded.PhoneNumberThirtySecondLimit': smsMessages.limited,
  'LimitExceeded.PhoneNumberOneHourLimit': smsMessages.limited,
  'LimitExceeded.DailyLimit': smsMessages.limited,
  'AuthFailure.SignatureFailure': smsMessages.authFailed,
  'AuthFailure.SecretIdNotFound': smsMessages.authFailed,
};

const failure = (code: string, message: string): SmsSendError => {
  const reason = reasons[code];
  return reason
    ? new SmsSendError(reason, {}, code)
    : new SmsSendError(smsMessages.providerError, { code, message }, code);
};

/** A mainland number without its country code gets +86, as Tencent's E.164 PhoneNumberSet wants. */
export const e164 = (phone: string) =>
  phone.startsWith('+') ? phone : /^1\d{10}$/.test(phone) ? `+86${phone}` : phone;

/**
 * The template's parameters in order: Tencent's templates take positional values ({1}, {2}, …), so numbered names
 * go by their number and others by the order they were given.
 */
export function positional(params: Record<string, string>): string[] {
  const keys = Object.keys(params);
  if (keys.every((k) => /^\d+$/.test(k))) keys.sort((a, b) => Number(a) - Number(b));
  return keys.map((k) => String(params[k]));
}

/** Tencent Cloud SMS (SendSms, version 2021-01-11), signed with TC3-HMAC-SHA256. */
export function tencentSms(account: SmsAccount, now: () => Date = () => new Date()): SmsProvider {
  return {
    async send({ phones, templateId, signName, params }) {
      if (!account.appId) throw new SmsSendError(smsMessages.appIdRequired);
      const url = new URL(account.baseUrl || tencentSmsUrl);
      const action = 'SendSms';
      const payload = JSON.stringify({
        PhoneNumberSet: phones.map(e164),
        SmsSdkAppId: account.appId,
        SignName: signName,
        TemplateId: templateId,
        TemplateParamSet: positional(params),
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      const { signature, scope } = tc3Signature(
        { method: 'POST', host: url.host, action, payload, timestamp },
        account.secretKey,
      );
      const authorization =
        `TC3-HMAC-SHA256 Credential=${account.accessKey}/${scope}, ` +
        `SignedHeaders=${tencentSignedHeaders}, Signature=${signature}`;
      const response = await callProvider(
        account.reach,
        url.href,
        {
          method: 'POST',
          headers: {
            authorization,
            'content-type': contentType,
            'x-tc-action': action,
            'x-tc-timestamp': String(timestamp),
            'x-tc-version': '2021-01-11',
            'x-tc-region': account.regionId || tencentDefaultRegion,
          },
          body: payload,
        },
        account.timeoutMs ?? defaultSmsTimeoutMs,
      );
      const reply = (await jsonOf(response)).Response as Record<string, unknown> | undefined;
      if (!reply || typeof reply !== 'object')
        throw new SmsSendError(smsMessages.badReply, {}, `HTTP ${response.status}`);
      const error = reply.Error as { Code?: string; Message?: string } | undefined;
      if (error) throw failure(String(error.Code ?? ''), String(error.Message ?? ''));
      const statuses = (reply.SendStatusSet ?? []) as Array<{ Code?: string; Message?: string; PhoneNumber?: string }>;
      const failed = statuses.find((s) => s.Code !== 'Ok');
      if (failed) throw failure(String(failed.Code ?? ''), String(failed.Message ?? ''));
      return { requestId: String(reply.RequestId ?? '') };
    },
  };
}
