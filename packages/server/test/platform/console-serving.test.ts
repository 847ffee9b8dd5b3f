import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

/** The built console as the server hands it out: deep links, HEAD as GET, and the browser's defences on every reply. */
let s: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'pharma-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  s = await startServer({ webDist: dist });
});
afterAll(async () => s?.close());

const fetchAt = (path: string, method = 'GET') => fetch(new URL(path, s.url), { method });

describe('the console as served', () => {
  it('answers a deep link and the root with the console, for HEAD as for GET', async () => {
    for (const path of ['/wel/index', '/', '/system/param?current=2']) {
      const got = await fetchAt(path);
      expect(got.status, path).toBe(200);
      expect(await got.text()).toContain('<div id="root">');
      const head = await fetchAt(path, 'HEAD');
      expect(head.status, `HEAD ${path}`).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/text\/html/);
    }
    expect((await fetchAt('/assets/app.js', 'HEAD')).status).toBe(200);
    // An unknown API path and a chunk of another build stay 404s, never the console's HTML.
    expect((await fetchAt('/api/nothing-here', 'HEAD')).status).toBe(404);
    expect((await fetchAt('/assets/gone-1234.js')).status).toBe(404);
  });

  it('sends the browser’s defences with the console and with every API reply', async () => {
    for (const path of ['/wel/index', '/assets/app.js', '/api/blade-auth/oauth/captcha', '/api/nothing-here']) {
      const res = await fetchAt(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("object-src 'none'");
      // /myiframe shows the web pages menus point to; the captcha is a data URI.
      expect(csp, path).toMatch(/frame-src 'self' https: http:/);
      expect(csp, path).toMatch(/img-src [^;]*data:/);
      // Images from the console and its object stores only, not from any host (a notice's image could track).
      expect(csp, path).not.toMatch(/img-src [^;]*(https?:[ ;]|\*)/);
      expect(csp, path).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("lets the console's pages show images from a configured object store, and from no other host", async () => {
    const admin = (await s.login()).access_token;
    const saved = await s.call('POST', '/api/blade-resource/oss/submit', {
      token: admin,
      body: { category: 5, ossCode: 'csp-store', endpoint: 'http://127.0.0.1:9000', bucketName: 'pictures' },
    });
    expect(saved.body.success, saved.text).toBe(true);
    const csp = (await fetchAt('/wel/index')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self' data: blob: 127\.0\.0\.1:9000;/);
    // An API reply shows no image: its policy stays the strict one.
    expect((await fetchAt('/api/nothing-here')).headers.get('content-security-policy')).toMatch(
      /img-src 'self' data: blob:;/,
    );
  });

  it('never sends Strict-Transport-Security over plain HTTP, nor trusts X-Forwarded-Proto without TRUST_PROXY', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const res = await fetch(new URL('/api/blade-auth/oauth/captcha', s.url), { headers });
      expect(res.headers.get('strict-transport-security'), JSON.stringify(headers)).toBeNull();
    }
  });

  it('sends Strict-Transport-Security behind a trusted proxy that says the request came over HTTPS', async () => {
    const behind = await startServer({ trustProxy: true });
    try {
      const at = (proto?: string) =>
        fetch(new URL('/wel/index', behind.url), { headers: proto ? { 'x-forwarded-proto': proto } : {} });
      expect((await at('https')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect((await at('http')).headers.get('strict-transport-security')).toBeNull();
      expect((await at()).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behind.close();
    }
  });
});
