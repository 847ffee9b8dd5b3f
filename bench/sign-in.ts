import { createHash } from 'node:crypto';

/** The platform administrator's access token from the server at `base`, through the real token call. */
export function adminToken(base: string): Promise<string> {
  return tokenOf(base, '000000', 'admin', 'admin');
}

/** An account's access token from the server at `base`, through the real token call. */
export async function tokenOf(base: string, tenantId: string, account: string, password: string): Promise<string> {
  const md5 = createHash('md5').update(password).digest('hex');
  const res = await fetch(
    `${base}/api/blade-auth/oauth/token?tenantId=${tenantId}&username=${account}&password=${md5}&grant_type=password`,
    { method: 'POST', headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` } },
  );
  return ((await res.json()) as { access_token: string }).access_token;
}
