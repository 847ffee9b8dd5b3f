import { channelTypeValues } from '@pharma/contract';
import { describe, expect, it } from 'vitest';
import { providerOf, providers } from './index.ts';
import { mailProvider } from './mail.provider.ts';

describe('providerOf', () => {
  it('gives one provider per channel type that sends through one, none for the inbox', () => {
    expect(providers.map((p) => p.type).sort()).toEqual(['DINGTALK_BOT', 'EMAIL', 'SMS', 'WEBHOOK', 'WECOM_BOT']);
    expect(providerOf('EMAIL')).toBe(mailProvider);
    expect(providerOf('INBOX')).toBeUndefined();
    for (const type of channelTypeValues) if (type !== 'INBOX') expect(providerOf(type)?.type).toBe(type);
  });
});
