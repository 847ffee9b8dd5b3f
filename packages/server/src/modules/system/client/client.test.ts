import { authCalls, clientCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, sessionOf, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { basic, md5, type Reply, type TestServer } from '../../../../test/helpers/server.ts';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import { clientTable } from './client.table.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
test.beforeAll(({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
});

const submit = (body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(clientCalls.submit, { body, lang });
const detail = (id: string, who = admin) => who.send(clientCalls.detail, { query: { id } });
const list = (query: Record<string, string | number> = {}, who = admin) => who.send(clientCalls.list, { query });
const resetSecret = (id: string, who = admin) => who.send(clientCalls.resetSecret, { query: { id } });
const remove = (ids: string, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(clientCalls.remove, { query: { ids }, lang });

/** admin's password sign-in through the real token call, presenting the given client. */
const signIn = (clientId: string, secret: string) =>
  // A refusal is not the declared reply (it carries error_description): read loosely.
  anonymous.send(authCalls.token, {
    headers: { authorization: basic(clientId, secret), 'tenant-id': '000000' },
    query: { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all' },
  }) as Promise<Reply>;

let seq = 0;
const valid = (extra: Record<string, unknown> = {}) => ({
  clientId: `app${++seq}`,
  scope: 'all',
  authorizedGrantTypes: 'password,refresh_token',
  accessTokenValidity: 3600,
  refreshTokenValidity: 86400,
  ...extra,
});

describe(`OAuth clients on ${databaseKind}`, () => {
  test('shows a generated secret once on add, never in list or detail, and signs in with it only', async () => {
    const body = valid();
    const added = await submit(body);
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('新增成功');
    const secret = added.body.data.clientSecret as string;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id = added.body.data.id as string;

    // Only the hash is stored, and not even that leaves the server.
    const [row] = await s.db.select().from(clientTable).where(eq(clientTable.id, id));
    expect(row!.clientSecret).toBe(sha256Hex(secret));
    const read = await detail(id);
    expect(read.body.data.clientId).toBe(body.clientId);
    expect(read.body.data).not.toHaveProperty('clientSecret');
    const listed = await list({ clientId: body.clientId });
    expect(listed.body.data.total).toBe(1);
    expect(listed.body.data.records[0]).not.toHaveProperty('clientSecret');
    for (const reply of [read, listed]) {
      expect(reply.text).not.toContain(secret);
      expect(reply.text).not.toContain(sha256Hex(secret));
    }

    const good = await signIn(body.clientId, secret);
    expect(good.status).toBe(200);
    expect(good.body.client_id).toBe(body.clientId);
    expect(good.body.expires_in).toBe(3600);
    expect((await signIn(body.clientId, 'saber_secret')).status).toBe(401);
    expect((await signIn(body.clientId, `${secret}x`)).status).toBe(401);
  });

  test('keeps a secret the body brings when it is long enough', async () => {
    const body = valid({ clientSecret: '  a-secret-of-16+chars ' });
    const added = await submit(body);
    expect(added.body.data.clientSecret).toBe('a-secret-of-16+chars');
    expect((await signIn(body.clientId, 'a-secret-of-16+chars')).status).toBe(200);

    const short = await submit(valid({ clientSecret: 'short-secret' }));
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('客户端密钥至少 16 位');
    expect((await submit(valid({ clientSecret: 'short-secret' }), admin, 'en')).body.msg).toBe(
      'A client secret has at least 16 characters',
    );
  });

  test('reset-secret answers a new secret once; the old one stops working', async () => {
    const body = valid();
    const added = await submit(body);
    const old = added.body.data.clientSecret as string;
    const reset = await resetSecret(added.body.data.id as string);
    expect(reset.status).toBe(200);
    const fresh = reset.body.data.clientSecret as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(old);
    expect((await signIn(body.clientId, old)).status).toBe(401);
    expect((await signIn(body.clientId, fresh)).status).toBe(200);
    expect((await detail(added.body.data.id as string)).text).not.toContain(fresh);

    const missing = await resetSecret('1');
    expect(missing.status).toBe(404);
  });

  test('refuses resetting the secret of the client the caller signed in with (the console would lock itself out)', async () => {
    const [saber] = await s.db.select().from(clientTable).where(eq(clientTable.clientId, 'saber'));
    const refused = await resetSecret(saber!.id);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('不能删除当前登录所用的客户端,也不能重置它的密钥');
    // The console's own secret still works.
    expect((await signIn('saber', 'saber_secret')).status).toBe(200);
  });

  test('an update never touches the secret, nor the client id', async () => {
    const body = valid();
    const added = await submit(body);
    const id = added.body.data.id as string;
    const secret = added.body.data.clientSecret as string;
    const updated = await submit({
      id,
      clientSecret: 'an-attempt-to-set-a-secret',
      clientId: 'renamed',
      scope: 'read',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).not.toHaveProperty('clientSecret');
    expect(updated.body.data).toMatchObject({ clientId: body.clientId, scope: 'read' });
    expect((await signIn(body.clientId, secret)).status).toBe(200);
    expect((await signIn(body.clientId, 'an-attempt-to-set-a-secret')).status).toBe(401);
  });

  test('the token call follows the lifetimes and grant types as edited', async () => {
    const body = valid({ authorizedGrantTypes: 'password, refresh_token ,password' });
    const added = await submit(body);
    expect(added.body.data.authorizedGrantTypes).toBe('password,refresh_token');
    const id = added.body.data.id as string;
    const secret = added.body.data.clientSecret as string;

    await submit({ id, accessTokenValidity: 7200 });
    const longer = await signIn(body.clientId, secret);
    expect(longer.body.expires_in).toBe(7200);

    await submit({ id, authorizedGrantTypes: 'refresh_token' });
    const refused = await signIn(body.clientId, secret);
    expect(refused.status).toBe(400);
    expect(refused.body.error_description).toBe('不支持的授权类型');
  });

  test('refuses bad grant types, lifetimes and redirect addresses, in zh and en', async () => {
    const grant = await submit(valid({ authorizedGrantTypes: 'password,magic' }));
    expect(grant.status).toBe(400);
    expect(grant.body.msg).toBe('未知的授权类型: magic');
    expect((await submit(valid({ authorizedGrantTypes: 'magic' }), admin, 'en')).body.msg).toBe(
      'Unknown grant type: magic',
    );
    expect((await submit(valid({ authorizedGrantTypes: ' , ' }))).body.msg).toBe('请选择授权类型');

    for (const lifetime of [{ accessTokenValidity: 59 }, { refreshTokenValidity: 31_536_001 }]) {
      const bad = await submit(valid(lifetime));
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('令牌秒数须为 60 到 31536000 之间的整数');
    }
    expect((await submit(valid({ accessTokenValidity: 0 }), admin, 'en')).body.msg).toBe(
      'A token lifetime is 60 to 31536000 seconds',
    );
    expect((await submit(valid({ accessTokenValidity: 60, refreshTokenValidity: 31_536_000 }))).status).toBe(200);

    const ftp = await submit(valid({ webServerRedirectUri: 'https://a.example/cb,ftp://files.example' }));
    expect(ftp.status).toBe(400);
    expect(ftp.body.msg).toBe('回调地址须为 http(s) 地址: ftp://files.example');
    expect((await submit(valid({ webServerRedirectUri: 'not a url' }), admin, 'en')).body.msg).toBe(
      'A redirect URI must be an http(s) address: not a url',
    );
    const tidy = await submit(valid({ webServerRedirectUri: ' http://a.example , https://b.example/cb,' }));
    expect(tidy.body.data.webServerRedirectUri).toBe('http://a.example,https://b.example/cb');

    // An update is checked too, and a refused one changes nothing.
    const id = tidy.body.data.id as string;
    expect((await submit({ id, refreshTokenValidity: 10 })).status).toBe(400);
    expect((await detail(id)).body.data.refreshTokenValidity).toBe(86400);
  });

  test('refuses removing the client the caller signed in with, and removes another', async () => {
    const [saber] = await s.db.select().from(clientTable).where(eq(clientTable.clientId, 'saber'));
    const body = valid();
    const other = await submit(body);
    const otherId = other.body.data.id as string;

    const own = await remove(`${otherId},${saber!.id}`);
    expect(own.status).toBe(400);
    expect(own.body.msg).toBe('不能删除当前登录所用的客户端,也不能重置它的密钥');
    expect((await remove(saber!.id, admin, 'en')).body.msg).toBe(
      'The client you are signed in with cannot be removed, nor its secret reset',
    );
    // All or nothing: the other client survived the refused batch.
    expect((await detail(otherId)).status).toBe(200);

    // What counts is the client of the caller's own session: signed in through the other one, that one is refused.
    const viaOther = sessionOf(
      s,
      (await signIn(body.clientId, other.body.data.clientSecret as string)).body.access_token as string,
    );
    expect((await remove(otherId, viaOther)).body.msg).toBe('不能删除当前登录所用的客户端,也不能重置它的密钥');
    const [temp] = await s.db
      .insert(clientTable)
      .values({
        clientId: 'temp',
        clientSecret: sha256Hex('temp-secret-temp-secret'),
        scope: 'all',
        authorizedGrantTypes: 'password',
        accessTokenValidity: 3600,
        refreshTokenValidity: 3600,
      })
      .returning();
    const removed = await remove(temp!.id);
    expect(removed.body.msg).toBe('删除成功');
    expect((await signIn('temp', 'temp-secret-temp-secret')).status).toBe(401);
    expect((await list({ clientId: 'temp' })).body.data.total).toBe(0);
  });
});

describe(`OAuth client permissions on ${databaseKind}`, () => {
  test('answers the platform administrator only: a tenant administrator holding every code gets 403', async () => {
    const codes = ['client', 'client_add', 'client_edit', 'client_delete', 'client_view', 'client_reset'];
    await createUser(s.db, { tenantId: '200001', account: 'boss', password: 'pw-boss', codes });
    await createUser(s.db, { tenantId: '000000', account: 'helper', password: 'pw-helper', codes });
    const added = await submit(valid());
    const id = added.body.data.id as string;
    for (const [account, password, tenant] of [
      ['boss', 'pw-boss', '200001'],
      ['helper', 'pw-helper', '000000'],
    ] as const) {
      const who = await signedIn(s, account, password, tenant);
      for (const reply of [
        await list({}, who),
        await detail(id, who),
        await submit(valid(), who),
        await submit({ id, scope: 'hacked' }, who),
        await remove(id, who),
        await resetSecret(id, who),
      ]) {
        expect(reply.status).toBe(403);
        expect(reply.text).not.toContain(added.body.data.clientId);
      }
    }
    expect((await detail(id)).body.data.scope).toBe('all');
  });
});
