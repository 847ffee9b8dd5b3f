import { authCalls, profileCalls, userCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../helpers/api-kit.ts';
import { md5, startServer, type TestServer } from '../helpers/server.ts';

/**
 * What the server logs of the calls that carry a secret: the request lines are there (so the test reads a real
 * log), the secrets are not, in any form a caller sent them.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ logLevel: 'info' });
});
afterAll(async () => s?.close());

/** Every log line written since `from`, as one text. */
const logSince = (from: number) => s.logs.slice(from).join('');

describe('secrets never reach the log', () => {
  it('sign-in, the password change, a user’s first password and a chosen reset leave only ***', async () => {
    const from = s.logs.length;
    const admin = await s.login();
    const secrets = ['Typed#Pw1', 'Chosen#Pw2', 'Old#Pw3', 'New#Pw4'];
    const added = await s.call('POST', pathOf(userCalls.submit), {
      token: admin.access_token,
      body: { account: 'logged', realName: '日志', password: secrets[0], password2: secrets[0] },
    });
    expect(added.body.success).toBe(true);
    await s.call('POST', pathOf(userCalls.resetPassword), {
      token: admin.access_token,
      query: { userIds: added.body.data.id },
      body: { password: md5(secrets[1]!) },
    });
    const self = await s.login('logged', secrets[1]);
    const changed = await s.call('POST', pathOf(profileCalls.updatePassword), {
      token: self.access_token,
      query: { oldPassword: md5(secrets[1]!), newPassword: md5(secrets[2]!), newPassword1: md5(secrets[2]!) },
    });
    expect(changed.body.success).toBe(true);
    await s.call('POST', pathOf(authCalls.token), {
      query: { refresh_token: self.refresh_token, grant_type: 'refresh_token', tenantId: '000000' },
      headers: { authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0', 'tenant-id': '000000' },
    });

    const log = logSince(from);
    expect(log).toContain(`${pathOf(profileCalls.updatePassword)}?oldPassword=***&newPassword=***&newPassword1=***`);
    expect(log).toMatch(/oauth\/token\?[^"]*password=\*\*\*/);
    for (const secret of [...secrets, 'admin']) {
      expect(log).not.toContain(md5(secret));
      if (secret !== 'admin') expect(log).not.toContain(secret);
    }
    for (const token of [admin.access_token, admin.refresh_token, self.access_token, self.refresh_token])
      expect(log).not.toContain(token);
  });
});
