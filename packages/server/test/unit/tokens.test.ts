import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccessClaims, TokenSigner } from '../../src/platform/auth/tokens.ts';

const claims: AccessClaims = {
  sub: '1',
  sid: '2',
  tenant_id: '000000',
  user_id: '1',
  account: 'admin',
  user_name: 'admin',
  real_name: '管理员',
  role_id: '3',
  role_name: 'administrator',
  dept_id: '4',
  post_id: '',
  client_id: 'saber',
  token_type: 'access_token',
};
const secret = 'a-token-secret-of-at-least-thirty-two-characters';

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies a token it signed, again and again, until it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const signer = new TokenSigner(secret);
    const token = await signer.sign(claims, 60);
    expect((await signer.verify(token))?.account).toBe('admin');
    vi.setSystemTime(new Date('2026-11-21T10:00:59Z'));
    expect((await signer.verify(token))?.sid).toBe('2');
    // Remembered as verified, yet refused once its time is up.
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(await signer.verify(token)).toBeUndefined();
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('refuses a token changed by one character, or signed with another secret', async () => {
    const signer = new TokenSigner(secret);
    const token = await signer.sign(claims, 60);
    await signer.verify(token);
    const [head, body, signature] = token.split('.');
    const flipped = `${head}.${body}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await signer.verify(flipped)).toBeUndefined();
    const forged = await new TokenSigner(`${secret}-other`).sign({ ...claims, account: 'mallory' }, 60);
    expect(await signer.verify(forged)).toBeUndefined();
    expect(await signer.verify('not.a.token')).toBeUndefined();
  });
});
