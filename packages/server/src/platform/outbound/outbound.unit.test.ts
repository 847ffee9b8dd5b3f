import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  internalService,
  type LoopbackServer,
  loopbackServer,
  redirector,
} from '../../../test/helpers/outbound-stand-ins.ts';
import { AppError } from '../errors.ts';
import { assertOutboundAllowed } from '../outbound.ts';
import { hostOf, isPrivateAddress } from './addresses.ts';
import { OutboundTooLarge, outboundFetch } from './fetch.ts';
import { type Reach, type Resolve, refusalIn } from './reach.ts';

/**
 * The outbound client refuses the server's own network in every spelling, when an address is saved and when the
 * server connects (after DNS, on the address it connects to, a followed redirect's too). The internal service
 * stands on 127.0.0.1; a tenant other than the platform's, without OUTBOUND_PRIVATE_HOSTS, may not reach it.
 */
let internal: LoopbackServer;
beforeAll(async () => {
  internal = await internalService();
});
afterAll(async () => internal?.close());

const tenant: Reach = { tenantId: '200095', privateHosts: [] };
const field = { zh: '地址', en: 'Address' };

/** Host spellings, each pointing at the server's own network (those of 127.0.0.1 at the internal service). */
const forms = [
  '127.0.0.1',
  '2130706433',
  '0177.0.0.1',
  '127.1',
  '0x7f.0.0.1',
  '0x7f000001',
  '0.0.0.0',
  '0',
  'localhost',
  'LOCALHOST.',
  'api.localhost',
  '[::1]',
  '[::]',
  '[::127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::ffff:127.0.0.1]',
  '[0:0:0:0:0:ffff:127.0.0.1]',
  '[::ffff:0:127.0.0.1]',
  '[64:ff9b::127.0.0.1]',
  '[64:ff9b:1::a00:1]',
  '[2002:7f00:1::1]',
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
  '10.0.0.1',
  '10.1',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '224.0.0.1',
  '239.255.255.250',
  '255.255.255.255',
  '[ff02::1]',
  '[fd00::1]',
  '[fe80::1]',
  '[fec0::1]',
  '[2002:a00:1::]',
  '[64:ff9b::a9fe:a9fe]',
];

async function connectRefusal(reach: Reach, url: string, init: { redirect?: 'follow' | 'error' | 'manual' } = {}) {
  try {
    await outboundFetch(reach, url, { timeoutMs: 5000, ...init });
  } catch (error) {
    return refusalIn(error);
  }
  return undefined;
}

describe('every spelling of a private address', () => {
  it.each(forms)('%s is refused when saved', async (form) => {
    const saved = assertOutboundAllowed(tenant, [], field, `http://${form}:${internal.port}/`);
    await expect(saved).rejects.toBeInstanceOf(AppError);
    await expect(saved).rejects.toMatchObject({ text: 'privateAddress' });
  });

  it.each(forms)('%s is refused when connected to, and the internal service hears nothing', async (form) => {
    const refused = await connectRefusal(tenant, `http://${form}:${internal.port}/`);
    expect(refused?.code).toBe('EOUTBOUNDREFUSED');
    expect(internal.received).toEqual([]);
  });

  it('public addresses, and IPv6 forms carrying public IPv4 ones, are not private', () => {
    for (const host of ['8.8.8.8', '47.96.1.1', '2400:3200::1', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::'])
      expect(isPrivateAddress(hostOf(`http://${host.includes(':') ? `[${host}]` : host}/`)!), host).toBe(false);
  });
});

describe('names, redirects and exemptions at connect time', () => {
  it('a name that resolves to 127.0.0.1 is refused; so is one with any private address among its answers', async () => {
    const resolve: Resolve = async (host) =>
      host === 'intranet.example'
        ? [{ address: '127.0.0.1', family: 4 }]
        : [
            { address: '8.8.8.8', family: 4 },
            { address: '::1', family: 6 },
          ];
    const reach = { ...tenant, resolve };
    expect((await connectRefusal(reach, `http://intranet.example:${internal.port}/`))?.address).toBe('127.0.0.1');
    expect((await connectRefusal(reach, `http://mixed.example:${internal.port}/`))?.address).toBe('::1');
    expect(internal.received).toEqual([]);
  });

  it('a rebinding name: public when saved, loopback when connected to, refused then', async () => {
    let calls = 0;
    const resolve: Resolve = async () => [
      calls++ === 0 ? { address: '8.8.8.8', family: 4 } : { address: '127.0.0.1', family: 4 },
    ];
    const url = `http://rebind.example:${internal.port}/`;
    await assertOutboundAllowed(tenant, [], field, url, resolve);
    expect((await connectRefusal({ ...tenant, resolve }, url))?.address).toBe('127.0.0.1');
    expect(calls).toBe(2);
    expect(internal.received).toEqual([]);
  });

  it('a followed redirect to 127.0.0.1 is refused at its hop; redirects are refused unless asked for', async () => {
    const hop = await redirector(() => `${internal.url}/secret`);
    try {
      // The redirector plays a host the deployment allows.
      const reach = { ...tenant, privateHosts: ['localhost'] };
      const url = `http://localhost:${hop.port}/`;
      expect((await connectRefusal(reach, url, { redirect: 'follow' }))?.host).toBe('127.0.0.1');
      await expect(outboundFetch(reach, url, { timeoutMs: 5000 })).rejects.toThrow();
      expect(hop.received).toHaveLength(2);
      expect(internal.received).toEqual([]);
    } finally {
      await hop.close();
    }
  });

  it('the platform’s tenant and the hosts OUTBOUND_PRIVATE_HOSTS lists reach the private network as before', async () => {
    const answer = await loopbackServer((_req, res) => res.end('ok'));
    try {
      const platform = await outboundFetch({ tenantId: '000000', privateHosts: [] }, answer.url, { timeoutMs: 5000 });
      expect(await platform.text()).toBe('ok');
      const listed = await outboundFetch({ ...tenant, privateHosts: ['127.0.0.1'] }, answer.url, { timeoutMs: 5000 });
      expect(await listed.text()).toBe('ok');
      expect(await connectRefusal(tenant, answer.url)).toBeDefined();
      expect(answer.received).toHaveLength(2);
    } finally {
      await answer.close();
    }
  });
});

describe('what an answer may weigh', () => {
  it('an answer past its bound fails to read, declared or streamed; one within it reads whole', async () => {
    const platform: Reach = { tenantId: '000000', privateHosts: [] };
    const chunk = Buffer.alloc(64 * 1024, 'a');
    // 64 MiB sent as a stream with no length: read up to the bound, then the read fails and the server lets go.
    const endless = await loopbackServer((_req, res) => {
      let left = 1024;
      const more = () => {
        while (left-- > 0) if (!res.write(chunk)) return void res.once('drain', more);
        res.end();
      };
      more();
    });
    const declared = await loopbackServer((_req, res) => {
      res.writeHead(200, { 'content-length': String(64 * 2 ** 20) });
      res.end();
    });
    try {
      const streamed = await outboundFetch(platform, endless.url, { timeoutMs: 20_000, maxBytes: 2 ** 20 });
      const read = await streamed.arrayBuffer().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(read).toBeInstanceOf(OutboundTooLarge);
      await expect(outboundFetch(platform, declared.url, { timeoutMs: 20_000 })).rejects.toBeInstanceOf(
        OutboundTooLarge,
      );
      const whole = await outboundFetch(platform, endless.url, { timeoutMs: 20_000, maxBytes: 64 * 2 ** 20 });
      expect((await whole.arrayBuffer()).byteLength).toBe(64 * 2 ** 20);
    } finally {
      await Promise.all([endless.close(), declared.close()]);
    }
  });
});
