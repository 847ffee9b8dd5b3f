import { describe, expect, it } from 'vitest';
import { internalBehindRedirect, internalText, silentServer } from '../../../../test/helpers/outbound-stand-ins.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ProviderAccount } from '../social/social.service.ts';
import { wecomApi } from './wecom-api.ts';

/**
 * WeCom's API is called through the outbound client of the provider's tenant: an address on the server's own network
 * (directly, or by a redirect) is refused when connected to, and a WeCom that hangs times out. `localhost` plays
 * WeCom's public address here (allowed as OUTBOUND_PRIVATE_HOSTS would), 127.0.0.1 the server's own network.
 */
const servers = internalBehindRedirect('/cgi-bin/gettoken?corpid=x');

const account = (baseUrl: string): ProviderAccount => ({
  id: '1',
  tenantId: '200096',
  source: 'wecom',
  name: 'WeCom',
  category: 4 as ProviderAccount['category'],
  clientId: 'corp-id',
  clientSecret: 'Wecom-Secret-7',
  baseUrl,
  agentId: '1000002',
  scope: '',
});

async function refusalOf(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('WeCom through the outbound client', () => {
  it('refuses a provider address on 127.0.0.1 and a redirect to it; the internal service hears nothing', async () => {
    const api = wecomApi(['localhost']);
    for (const base of [servers.internal.url, `http://localhost:${servers.hop.port}`]) {
      const error = await refusalOf(api.userIdOf(account(base), 'code-1'));
      expect(error.status).toBe(502);
      expect(error.message).not.toContain(internalText);
      expect(error.detail).not.toContain('Wecom-Secret-7');
    }
    expect(servers.hop.received).toHaveLength(1);
    expect(servers.internal.received).toEqual([]);
  });

  it('a WeCom that accepts and never answers: a timeout, the connection let go', async () => {
    const silent = await silentServer();
    try {
      const error = await refusalOf(wecomApi(['localhost']).userIdOf(account(`http://localhost:${silent.port}`), 'c'));
      expect(error.status).toBe(504);
      expect(silent.requests).toBe(1);
    } finally {
      await silent.close();
    }
  }, 30_000);
});
