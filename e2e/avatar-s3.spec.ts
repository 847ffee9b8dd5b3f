import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';
import { apiAs, newTenant, serverOf, unique } from './support.ts';

/**
 * An avatar kept in an S3-compatible store: a tenant whose enabled 对象存储 config (category 5) points at an s3rver
 * this file starts on loopback, in a fresh folder; its administrator uploads an avatar on the personal info page and
 * saves it, and the header shows the picture, loaded through the server's file link (`?oss=<code>`), which
 * redirects to a presigned link of the s3rver that the browser follows. A tenant of its own, so no other journey's
 * uploads go to this store.
 */

/** The part of s3rver (untyped) this file uses. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

const bucket = 'pharma-e2e';
/** s3rver's fixed credentials. */
const credentials = { accessKey: 'S3RVER', secretKey: 'S3RVER' };

interface S3Tenant {
  tenantId: string;
  password: string;
  ossCode: string;
  /** `http://127.0.0.1:<port>` of the s3rver. */
  endpoint: string;
}

/**
 * The s3rver and the tenant, made once per worker before the page starts signed in as the tenant's administrator
 * (a test's fixtures, its storage state among them, are set up before a file's beforeAll hooks); the s3rver stops
 * and its folder goes when the worker ends.
 */
const test = base.extend<object, { s3Tenant: S3Tenant }>({
  s3Tenant: [
    async ({ playwright }, use, workerInfo) => {
      const directory = mkdtempSync(join(tmpdir(), 'pharma-e2e-s3rver-'));
      // On 127.0.0.1: the browser loads the presigned links from it directly.
      const s3rver = new S3rver({
        address: '127.0.0.1',
        port: 0,
        directory,
        silent: true,
        configureBuckets: [{ name: bucket }],
      });
      const request = await playwright.request.newContext({ baseURL: serverOf(workerInfo) });
      try {
        const { port } = await s3rver.run();
        const endpoint = `http://127.0.0.1:${port}`;
        const platform = await apiAs(request);
        const { tenantId, password } = await newTenant(platform, `云存储租户${unique()}`);
        const admin = await apiAs(request, 'admin', password, tenantId);
        const ossCode = `s3e2e${unique()}`;
        const config = await admin.post('blade-resource/oss/submit', {
          category: 5,
          ossCode,
          endpoint,
          bucketName: bucket,
          accessKey: credentials.accessKey,
          secretKey: credentials.secretKey,
        });
        await admin.post('blade-resource/oss/enable', undefined, { id: config.id });
        await use({ tenantId, password, ossCode, endpoint });
      } finally {
        await request.dispose();
        await s3rver.close();
        rmSync(directory, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  signedInAs: async ({ s3Tenant }, use) => {
    await use({ account: 'admin', password: s3Tenant.password, tenantId: s3Tenant.tenantId });
  },
});

test.describe.configure({ timeout: 120_000 });

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('avatar in S3: uploaded on the info page, saved, and the header shows it loaded from the s3rver', async ({
  page,
  s3Tenant,
  ui,
}) => {
  const { tenantId, ossCode, endpoint } = s3Tenant;
  // Every picture the s3rver serves to the browser.
  const fromS3: Response[] = [];
  page.on('response', (res) => {
    if (res.url().startsWith(`${endpoint}/${bucket}/`)) fromS3.push(res);
  });

  await page.goto('/info/index');
  await expect(page.getByTestId('info-realName')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('info-page').locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png,
  });
  // The link put-file gives for a file of the tenant's S3 store: the server's file route naming the config.
  const preview = page.getByTestId('info-avatar-image');
  const linkPattern = new RegExp(
    `^/api/blade-resource/oss/file/${tenantId}/\\d{8}/[0-9a-f]{32}\\.png\\?oss=${ossCode}$`,
  );
  await expect(preview).toHaveAttribute('src', linkPattern);
  const link = (await preview.getAttribute('src'))!;
  const key = link.slice('/api/blade-resource/oss/file/'.length).split('?')[0]!;

  await page.getByTestId('info-phone').fill('13912345678');
  await page.getByTestId('info-save').click();
  await expect(page.getByText('更新成功')).toBeVisible();

  const headerAvatar = page.getByTestId('user-menu').locator('img');
  await expect(headerAvatar).toHaveAttribute('src', link);
  await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The bytes came from the s3rver, through a presigned link to the stored key.
  await expect.poll(() => fromS3.filter((res) => res.status() === 200).length).toBeGreaterThan(0);
  const served = fromS3.find((res) => res.status() === 200)!;
  expect(new URL(served.url()).pathname).toBe(`/${bucket}/${key}`);
  expect(served.url()).toContain('X-Amz-Signature=');
  expect((await served.body()).equals(png)).toBe(true);
  // The server's file route redirects there; the server's own folder does not have the file.
  const route = await page.request.get(link, { maxRedirects: 0 });
  expect(route.status()).toBe(302);
  expect(route.headers().location).toMatch(new RegExp(`^${endpoint}/${bucket}/${key}\\?`));
  expect((await page.request.get(link.split('?')[0]!, { maxRedirects: 0 })).status()).toBe(404);

  // The avatar stays after a reload: the shell loads it from the store again.
  await ui.reload();
  await expect(headerAvatar).toHaveAttribute('src', link);
  await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
