import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { databaseKind } from '../helpers/database.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
});
afterAll(async () => s?.close());

describe(`API document and route table on ${databaseKind}`, () => {
  it('serves OpenAPI generated from the same schemas, with the filters of each list', async () => {
    const doc = await s.call('GET', '/api/doc/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    const list = doc.body.paths['/api/blade-system/param/list'].get;
    expect(list.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['current', 'size', 'paramName', 'paramKey', 'createTime_dategt']),
    );
    expect(
      doc.body.paths['/api/blade-system/param/submit'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('paramKey');
    expect(doc.body.paths['/api/blade-auth/oauth/token'].post).toBeTruthy();
    const ui = await s.call('GET', '/api/doc');
    expect(ui.status).toBeLessThan(400);
  });

  it('refuses to start when a route forgets to declare its permission', async () => {
    const { app } = await buildApp(s.config, {
      db: s.db,
      kind: 'pglite',
      execute: async () => ({ rows: [] }),
      close: async () => {},
    });
    expect(() => app.get('/api/blade-system/forgotten', async () => 'x')).toThrow(/declares no permission/);
    await app.close().catch(() => {});
  });
});
