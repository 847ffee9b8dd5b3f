import { smsCategories, smsCategory, smsMessages, type Text } from '@pharma/contract';
import { type SmsAccount, SmsSendError, smsProviderOf } from '../../resource/public.ts';
import { type Failure, failed, maskReceiver, startAttempt, succeeded, textOf } from './attempt.ts';
import { filled, requiredProblem, urlProblems } from './outbound-check.ts';
import { providerMessages, settingLabels } from './provider.texts.ts';
import type { ChannelProvider, OutboundReach } from './provider.ts';

/**
 * An SMS account, as the resource module's 短信配置 keeps it (category 3 Aliyun, 4 Tencent; the secret in clear,
 * opened by the caller). The sending itself, signatures included, is the resource module's (resource/sms/), so
 * 短信配置's send-message and the message centre speak to the providers the same way.
 */
export interface SmsConfig {
  category: number;
  accessKey: string;
  secretKey: string;
  signName: string;
  regionId?: string;
  appId?: string;
  baseUrl?: string;
}

const phonePattern = /^\+?\d{5,20}$/;

/** Provider codes that mean "busy" or "too fast" beyond the ones the resource module already names. */
const busyCodes = new Set(['isp.SYSTEM_ERROR', 'ServiceUnavailable', 'InternalError', 'InternalError.Timeout']);
const throttled = (code: string) => /^(Throttling|RequestLimitExceeded|LimitExceeded)/.test(code);

const accountOf = (config: SmsConfig, reach: OutboundReach, timeoutMs?: number): SmsAccount => ({
  reach,
  accessKey: String(config.accessKey ?? ''),
  secretKey: String(config.secretKey ?? ''),
  regionId: config.regionId ?? '',
  appId: config.appId ?? '',
  baseUrl: config.baseUrl ?? '',
  ...(timeoutMs ? { timeoutMs } : {}),
});

/**
 * A provider's refusal as the pipeline reads it: a timeout, a network failure, a rate limit or a provider's "busy"
 * is worth another attempt; a refused template, signature or key, or an unknown refusal, is not.
 */
export function smsFailure(error: SmsSendError): Failure {
  const code = error.providerCode ?? '';
  const reason = textOf(error.reason, error.values);
  if (error.reason === smsMessages.timeout) return { retryable: true, result: 'TIMEOUT', code: 'TIMEOUT', reason };
  if (error.reason === smsMessages.unreachable) return { retryable: true, code: 'NETWORK', reason };
  if (error.reason === smsMessages.limited || throttled(code))
    return { retryable: true, result: 'RATE_LIMITED', code, reason };
  if (busyCodes.has(code) || /^HTTP 5\d\d$/.test(code)) return { retryable: true, code, reason };
  return { retryable: false, code: code || 'SMS_ERROR', reason };
}

export const smsProvider: ChannelProvider<SmsConfig> = {
  type: 'SMS',
  async check(config, reach) {
    const problems: Text[] = [];
    const category = Number(config.category);
    if (!smsProviderOf(category, accountOf(config, reach))) {
      const label = smsCategories[category] ?? { zh: String(category), en: String(category) };
      problems.push(textOf(providerMessages.unsupportedSms, { category: label }));
    }
    for (const key of ['accessKey', 'secretKey', 'signName'] as const) {
      if (!filled(config[key])) problems.push(requiredProblem(settingLabels[key]));
    }
    if (category === smsCategory.tencent && !filled(config.appId)) problems.push(textOf(smsMessages.appIdRequired));
    if (filled(config.baseUrl))
      problems.push(...(await urlProblems(reach, { zh: '接口地址', en: 'API base URL' }, config.baseUrl)));
    return problems;
  },
  async send(config, message, { timeoutMs, reach }) {
    const params = message.params ?? {};
    // Variables by name only: a verification code must not reach the record log.
    const shown = Object.keys(params)
      .map((k) => `${k}=***`)
      .join(',');
    const attempt = startAttempt(
      `SMS category=${config.category} to=${maskReceiver(message.receiver)} template=${message.providerTemplateId ?? ''} ` +
        `signName=${config.signName} params={${shown}}`,
    );
    if (!filled(message.providerTemplateId)) {
      // Providers send only pre-approved templates (docs/domain.md §4.7): raw content is refused, and will stay refused.
      return failed(attempt, {
        retryable: false,
        code: 'RAW_CONTENT_REFUSED',
        reason: textOf(providerMessages.smsNeedsTemplate),
      });
    }
    const phone = message.receiver.trim();
    if (!phonePattern.test(phone)) {
      const reason = textOf(providerMessages.badReceiver, { receiver: maskReceiver(phone) });
      return failed(attempt, { retryable: false, code: 'BAD_RECEIVER', reason });
    }
    const category = Number(config.category);
    const provider = smsProviderOf(category, accountOf(config, reach, timeoutMs));
    if (!provider) {
      const label = smsCategories[category] ?? { zh: String(category), en: String(category) };
      return failed(attempt, {
        retryable: false,
        code: 'UNSUPPORTED',
        reason: textOf(providerMessages.unsupportedSms, { category: label }),
      });
    }
    try {
      const receipt = await provider.send({
        phones: [phone],
        templateId: String(message.providerTemplateId),
        signName: String(config.signName ?? ''),
        params,
      });
      return succeeded(attempt, { code: 'OK', message: 'OK', providerMsgId: receipt.requestId });
    } catch (error) {
      if (error instanceof SmsSendError) return failed(attempt, smsFailure(error));
      return failed(attempt, { retryable: false, code: 'ERROR', message: String(error) });
    }
  },
};
