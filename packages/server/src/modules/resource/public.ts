// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
export { tenantStoreHosts } from './oss/store-hosts.ts';
export { providerOf as smsProviderOf, smsAccountByCode, smsSecretPurpose } from './sms/sms.service.ts';
export { type SmsAccount, SmsSendError } from './sms/sms-gateway.ts';
export { checkSmsCode, type SmsCodeHasher, sendValidate, smsCodeHasher } from './sms/sms-validate.service.ts';
