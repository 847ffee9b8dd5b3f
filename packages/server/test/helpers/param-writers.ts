import { paramResource } from '@pharma/contract';
import { basic, md5 } from './server.ts';

/**
 * Concurrent writers against a server process, for the fault tests (a kill, a database restart): each submits
 * 参数管理 rows with keys of its own, one after the other, and keeps every answer, so a test can count what was
 * acknowledged and look for it in the database afterwards.
 */
export interface Outcome {
  key: string;
  /** The HTTP status, 0 when no answer came (the connection closed: the server is gone). */
  status: number;
  code: number | undefined;
  msg: string | undefined;
  lang: 'zh' | 'en';
  at: number;
}

/** The administrator's access token from a server process. */
export async function adminToken(serverUrl: string): Promise<string> {
  const at = new URL('/api/blade-auth/oauth/token', serverUrl);
  const q = { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'captcha' };
  for (const [k, v] of Object.entries({ ...q, scope: 'all', type: 'account' })) at.searchParams.set(k, v);
  const res = await fetch(at, { method: 'POST', headers: { authorization: basic(), 'tenant-id': '000000' } });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no token: ${JSON.stringify(body)}`);
  return body.access_token;
}

/**
 * Starts `count` writers; half of them read English. A writer stops at `stop()` or when the server stops answering.
 * `acknowledged()` lists the writes answered 200 with `code: 200`.
 */
export function startParamWriters(serverUrl: string, token: string, count: number, prefix: string) {
  const outcomes: Outcome[] = [];
  let stopping = false;
  const submit = new URL(`/api/${paramResource.api}/submit`, serverUrl);
  const writer = async (w: number) => {
    const lang = w % 2 === 0 ? 'zh' : 'en';
    for (let i = 0; !stopping; i++) {
      const key = `${prefix}.w${w}.n${i}`;
      const res = await fetch(submit, {
        method: 'POST',
        headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify({ paramName: key, paramKey: key, paramValue: String(i) }),
      }).catch(() => undefined);
      const reply = ((await res?.json().catch(() => undefined)) ?? {}) as { code?: number; msg?: string };
      outcomes.push({ key, status: res?.status ?? 0, code: reply.code, msg: reply.msg, lang, at: Date.now() });
      if (!res) return;
    }
  };
  const running = Promise.all(Array.from({ length: count }, (_, w) => writer(w)));
  return {
    outcomes,
    acknowledged: () => outcomes.filter((o) => o.status === 200 && o.code === 200),
    async stop() {
      stopping = true;
      await running;
    },
  };
}
