import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An account at a stand-in provider, as its user API describes it. */
export interface StandInAccount {
  id: number;
  login: string;
  name: string;
  avatar_url: string;
  email: string;
}

export interface OAuthStandIn {
  url: string;
  /** A code the provider gives after `account` signed in there (single use, as the real ones are). */
  codeFor(account: StandInAccount): string;
  /** The calls made to it, for checks of what the server sent (client id, redirect URI). */
  calls: Array<{ path: string; params: Record<string, string> }>;
  close(): Promise<void>;
}

async function paramsOf(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const fromBody =
    (req.headers['content-type'] ?? '').includes('json') && text
      ? (JSON.parse(text) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(text));
  return { ...Object.fromEntries(url.searchParams), ...fromBody };
}

/**
 * GitHub (an Enterprise server's layout: `/login/oauth/access_token`, `/api/v3/user`) or Gitee (`/oauth/token`,
 * `/api/v5/user?access_token=`) on loopback: codes are exchanged once, for the client's secret only, and the
 * token they give reads the account's profile.
 */
export async function oauthStandIn(
  kind: 'github' | 'gitee',
  client: { id: string; secret: string },
): Promise<OAuthStandIn> {
  const codes = new Map<string, StandInAccount>();
  const tokens = new Map<string, StandInAccount>();
  const calls: OAuthStandIn['calls'] = [];
  let n = 0;
  const tokenPath = kind === 'github' ? '/login/oauth/access_token' : '/oauth/token';
  const userPath = kind === 'github' ? '/api/v3/user' : '/api/v5/user';
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = await paramsOf(req, url);
    calls.push({ path: url.pathname, params });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === tokenPath && req.method === 'POST') {
      if (params.client_id !== client.id || params.client_secret !== client.secret)
        return json(kind === 'github' ? 200 : 401, { error: 'incorrect_client_credentials' });
      const account = codes.get(params.code ?? '');
      codes.delete(params.code ?? '');
      if (!account)
        return json(kind === 'github' ? 200 : 400, {
          error: kind === 'github' ? 'bad_verification_code' : 'invalid_grant',
          error_description: 'The code passed is incorrect or expired.',
        });
      const token = `tok-${kind}-${++n}`;
      tokens.set(token, account);
      return json(200, { access_token: token, token_type: 'bearer', scope: 'user' });
    }
    if (url.pathname === userPath) {
      const auth = req.headers.authorization ?? '';
      const token = kind === 'github' ? auth.replace(/^Bearer\s+/i, '') : (params.access_token ?? '');
      const account = tokens.get(token);
      if (!account) return json(401, { message: 'Bad credentials' });
      return json(200, { ...account, blog: 'https://blog.example.com', company: '示例医药', location: '上海' });
    }
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    codeFor(account) {
      const code = `code-${kind}-${++n}`;
      codes.set(code, account);
      return code;
    },
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
