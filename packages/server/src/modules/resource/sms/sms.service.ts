import { commaList, pick, smsCategories, smsCategory, smsMessages, smsResource, smsStatus } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { enableOnlyOne } from '../../../platform/crud/enable-one.ts';
import { maskedSecret, openSealed, sealSecretField } from '../../../platform/crud/sealed-secret.ts';
import { type CrudService, crudService } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { t } from '../../../platform/i18n.ts';
import { assertOutboundAllowed } from '../../../platform/outbound.ts';
import { scoped } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { aliyunSms } from './aliyun.ts';
import { smsTable as sms } from './sms.table.ts';
import { type SmsAccount, type SmsProvider, SmsSendError } from './sms-gateway.ts';
import { tencentSms } from './tencent.ts';

const yesNo = { [smsStatus.off]: { zh: '否', en: 'No' }, [smsStatus.on]: { zh: '是', en: 'Yes' } } as const;

function checkBaseUrl(value: unknown): void {
  if (typeof value !== 'string' || value === '') return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(smsMessages.badBaseUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(smsMessages.badBaseUrl);
}

/**
 * 短信配置: the generic CRUD with the secret sealed before it is stored and masked in every reply (an update sending
 * the mask, or no secret, keeps the stored one), the base URL checked, and the category's and status's labels added.
 */
export function smsService(box: SecretBox, privateHosts: readonly string[] = []): CrudService {
  return crudService(smsResource, {
    async beforeWrite(ctx, values, existing) {
      sealSecretField(box, values, 'secretKey', smsResource.fields.secretKey.label, existing);
      checkBaseUrl(values.baseUrl);
      if (typeof values.baseUrl === 'string' && values.baseUrl) {
        await assertOutboundAllowed(ctx, privateHosts, smsResource.fields.baseUrl.label, values.baseUrl);
      }
    },
    toRecord(ctx, record) {
      const category = smsCategories[record.category as number];
      const status = yesNo[record.status as 1 | 2];
      return {
        ...record,
        secretKey: maskedSecret(record.secretKey),
        categoryName: category ? pick(category, ctx.lang) : '',
        statusName: status ? pick(status, ctx.lang) : '',
      };
    },
  });
}

/** The caller's tenant's live configs, whatever their data scopes: a tenant has one enabled config. */
const live = (ctx: Ctx) => scoped(ctx, sms, { dataScope: false });

/** enable: this config on, every other config of its tenant off (platform/crud/enable-one.ts). */
export const enableSms = (ctx: Ctx, service: CrudService, id: string) =>
  enableOnlyOne(ctx, service, id, { off: smsStatus.off, on: smsStatus.on });

/** The provider a config names, with its account; undefined for a provider not sent through yet. */
export function providerOf(category: number, account: SmsAccount): SmsProvider | undefined {
  if (category === smsCategory.aliyun) return aliyunSms(account);
  if (category === smsCategory.tencent) return tencentSms(account);
  return undefined;
}

const phonePattern = /^\+?\d{5,20}$/;
const maxPhones = 200;

/** The phones of a comma-joined list (commas of either width, spaces around them), each checked. */
export function phonesOf(text: string): string[] {
  const phones = [...new Set(commaList(text.replace(/\uFF0C/g, ',')))];
  if (phones.length === 0) throw badRequest(smsMessages.phonesRequired);
  if (phones.length > maxPhones) throw badRequest(smsMessages.tooManyPhones, { max: maxPhones });
  const bad = phones.find((p) => !phonePattern.test(p));
  if (bad !== undefined) throw badRequest(smsMessages.badPhone, { phone: bad.slice(0, 32) });
  return phones;
}

/** The template's variables: a JSON object given as a string (values become strings); empty for none. */
export function paramsOf(text: string | undefined): Record<string, string> {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(smsMessages.badParams);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(smsMessages.badParams);
  const params: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object') throw badRequest(smsMessages.badParams);
    params[key] = v === null ? '' : String(v);
  }
  return params;
}

export interface SendRequest {
  code: string;
  phones: string;
  params?: string | undefined;
}

type SmsConfig = typeof sms.$inferSelect;

/**
 * The caller's tenant's config whose smsCode is `code`; without a code, its enabled one (BladeX's SmsBuilder picks
 * the same way).
 */
export async function configFor(ctx: Ctx, code?: string): Promise<SmsConfig> {
  const named = code !== undefined && code !== '';
  const [config] = await ctx.db
    .select()
    .from(sms)
    .where(and(live(ctx), named ? eq(sms.smsCode, code) : eq(sms.status, smsStatus.on)))
    .limit(1);
  if (config) return config;
  throw named
    ? badRequest(smsMessages.configMissing, { code: code.slice(0, 64) })
    : badRequest(smsMessages.noEnabledConfig);
}

/**
 * Sends one message through a config. A provider's refusal, a timeout or a network failure is a 400
 * "发送失败: <reason>" naming the provider's code; the secret never leaves this function but in the signature.
 */
export async function sendThrough(
  ctx: Ctx,
  box: SecretBox,
  config: SmsConfig,
  message: { phones: string[]; params: Record<string, string> },
  options: { timeoutMs?: number | undefined; privateHosts?: readonly string[] | undefined } = {},
): Promise<void> {
  const secretKey = openSealed(box, config.secretKey);
  if (!secretKey) throw badRequest(smsMessages.secretMissing);
  const account: SmsAccount = {
    accessKey: String(config.accessKey ?? ''),
    secretKey,
    regionId: (config.regionId as string | null) ?? '',
    appId: (config.appId as string | null) ?? '',
    baseUrl: (config.baseUrl as string | null) ?? '',
    reach: { tenantId: String(config.tenantId), privateHosts: options.privateHosts ?? [] },
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  const category = Number(config.category);
  const provider = providerOf(category, account);
  if (!provider) {
    const label = smsCategories[category];
    throw badRequest(smsMessages.unsupported, { category: label ?? String(category) });
  }
  try {
    await provider.send({
      phones: message.phones,
      templateId: String(config.templateId ?? ''),
      signName: String(config.signName ?? ''),
      params: message.params,
    });
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    let reason = t(ctx.lang, error.reason, error.values);
    if (error.providerCode && !reason.includes(error.providerCode)) reason += ` (${error.providerCode})`;
    throw badRequest(smsMessages.sendFailed, { reason });
  }
}

/** send-message: the message through the caller's tenant's config whose smsCode is `code`. */
export async function sendSms(
  ctx: Ctx,
  box: SecretBox,
  request: SendRequest,
  options: { timeoutMs?: number; privateHosts?: readonly string[] } = {},
): Promise<void> {
  const phones = phonesOf(request.phones);
  const params = paramsOf(request.params);
  const config = await configFor(ctx, request.code);
  await sendThrough(ctx, box, config, { phones, params }, options);
}

/**
 * A config of a tenant by its smsCode, with its secret opened, for another module that sends SMS through its own
 * pipeline (消息中心); undefined when there is none, or its secret was not sealed by this server.
 */
export async function smsAccountByCode(
  ctx: Ctx,
  box: SecretBox,
  code: string,
): Promise<
  | {
      category: number;
      accessKey: string;
      secretKey: string;
      signName: string;
      regionId: string;
      appId: string;
      baseUrl: string;
    }
  | undefined
> {
  const [config] = await ctx.db
    .select()
    .from(sms)
    .where(and(live(ctx), eq(sms.smsCode, code)))
    .limit(1);
  const secretKey = config && openSealed(box, config.secretKey);
  if (!config || !secretKey) return undefined;
  return {
    category: Number(config.category),
    accessKey: String(config.accessKey ?? ''),
    secretKey,
    signName: String(config.signName ?? ''),
    regionId: (config.regionId as string | null) ?? '',
    appId: (config.appId as string | null) ?? '',
    baseUrl: (config.baseUrl as string | null) ?? '',
  };
}

/** The box 短信配置's secrets are sealed in (one purpose, so another module opens what this one sealed). */
export const smsSecretPurpose = 'blade_sms.secret_key';
