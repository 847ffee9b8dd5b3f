import { type APIRequestContext, test as base, errorToast, expect, LoginPage, type Page } from './fixtures.ts';
import { type Api, apiAs, newUser, serverOf } from './support.ts';

/**
 * The personal info page, the dashboard and the test page, as a user who is not the administrator: avatar rules
 * in the browser and on the server, phone rules, a password change followed by signing in again.
 */
const run = Date.now() % 100000;
const account = `profile${run}`;
const firstPassword = 'Prof#2026a';
const secondPassword = 'Prof#2026b';
let admin: Api;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const bigPng = Buffer.concat([png, Buffer.alloc(600 * 1024)]);

const fileInput = (page: Page) => page.getByTestId('info-page').locator('input[type="file"]');
const field = (page: Page, id: string) => page.getByTestId(id);

/**
 * The user, made once per worker before any journey's page starts signed in as it (a test's fixtures, its storage
 * state among them, are set up before a file's beforeAll hooks), removed when the worker ends.
 */
const test = base.extend<object, { profileUser: string }>({
  profileUser: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: serverOf(workerInfo) });
      admin = await apiAs(request);
      const id = await newUser(admin, { account, password: firstPassword, realName: '档案员' });
      await use(id);
      await admin.post('blade-user/remove', {}, { ids: id });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  signedInAs: async ({ profileUser }, use) => {
    expect(profileUser).toBeTruthy();
    await use({ account, password: firstPassword });
  },
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** put-file as a script calls it, with the user's token. */
async function putFile(request: APIRequestContext, token: string, name: string, buffer: Buffer, kind?: string) {
  const res = await request.post('/api/blade-resource/oss/endpoint/put-file', {
    headers: { 'Blade-Auth': `bearer ${token}` },
    params: kind ? { kind } : undefined,
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer } },
  });
  return { status: res.status(), body: (await res.json()) as { msg: string; data: { link: string } } };
}

test('avatar: the browser refuses a gif and a file over 500kb; a png becomes the header’s avatar', async ({
  page,
  request,
}) => {
  await page.goto('/info/index');
  await expect(field(page, 'info-realName')).toHaveValue('档案员');

  await fileInput(page).setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: gif });
  await expect(page.getByText('上传头像图片只能是 JPG/PNG 格式!')).toBeVisible();
  await fileInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: bigPng });
  await expect(page.getByText('上传头像图片大小不能超过 500kb!')).toBeVisible();
  await expect(page.getByTestId('info-avatar-image')).toHaveCount(0);

  await fileInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByTestId('info-avatar-image');
  await expect(preview).toHaveAttribute('src', /^\/api\/blade-resource\/oss\/file\/000000\/\d{8}\/[0-9a-f]{32}\.png$/);
  const link = (await preview.getAttribute('src'))!;
  await field(page, 'info-phone').fill('13912345678');
  await field(page, 'info-save').click();
  await expect(page.getByText('更新成功')).toBeVisible();
  const headerAvatar = page.getByTestId('user-menu').locator('img');
  await expect(headerAvatar).toHaveAttribute('src', link);
  // The picture really loads from the server.
  await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The server applies the same rules when called directly.
  const me = await apiAs(request, account, firstPassword);
  const refusedGif = await putFile(request, me.token, 'me.png', gif, 'avatar');
  expect(refusedGif.status).toBe(400);
  expect(refusedGif.body.msg).toBe('上传头像图片只能是 JPG/PNG 格式!');
  const refusedBig = await putFile(request, me.token, 'big.png', bigPng, 'avatar');
  expect(refusedBig.body.msg).toBe('上传头像图片大小不能超过 500kb!');
  // A gif stored as a plain file cannot become the avatar either.
  const plainGif = await putFile(request, me.token, 'me.gif', gif);
  const sneaked = await request.post('/api/blade-user/update-info', {
    headers: { 'Blade-Auth': `bearer ${me.token}` },
    data: { realName: '档案员', phone: '13912345678', avatar: plainGif.body.data.link },
  });
  expect(sneaked.status()).toBe(400);
  expect(((await sneaked.json()) as { msg: string }).msg).toBe('上传头像图片只能是 JPG/PNG 格式!');
});

test('phone: each rule shows its message; valid data saves and is there after a reload', async ({ page, ui }) => {
  await page.goto('/info/index');
  const phone = field(page, 'info-phone');
  await expect(phone).toHaveValue('13912345678');
  for (const [value, message] of [
    ['', '手机号码不能为空'],
    ['1391234', '手机号码长度不为11位'],
    ['12912345678', '手机号码格式不正确'],
  ]) {
    await phone.fill(value!);
    await field(page, 'info-save').click();
    await expect(page.getByText(message!)).toBeVisible();
  }
  await phone.fill('13800138000');
  await field(page, 'info-realName').fill('档案主管');
  await field(page, 'info-email').fill('dangan@example.com');
  await field(page, 'info-save').click();
  await expect(page.getByText('更新成功')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('档案主管');

  await ui.reload();
  await expect(field(page, 'info-phone')).toHaveValue('13800138000');
  await expect(field(page, 'info-realName')).toHaveValue('档案主管');
  await expect(field(page, 'info-email')).toHaveValue('dangan@example.com');
});

// In English, the tabs, the phone rule and the avatar rule are walked by english.spec.ts.

test('password: after a change the new password signs in and the old one does not', async ({ page, ui, signIn }) => {
  await page.goto('/info/index');
  await page.getByRole('tab', { name: '修改密码' }).click();
  await field(page, 'password-old').fill(firstPassword);
  await field(page, 'password-new').fill(secondPassword);
  await field(page, 'password-new1').fill(`${secondPassword}x`);
  await field(page, 'password-save').click();
  await expect(page.getByText('两次密码输入不一致')).toBeVisible();
  await field(page, 'password-new1').fill(secondPassword);
  await field(page, 'password-save').click();
  await expect(page.getByText('修改密码成功')).toBeVisible();

  await ui.signOut();

  await new LoginPage(page).send({ account, password: firstPassword });
  await expect(errorToast(page)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signIn({ account, password: secondPassword });
});

test.describe('after the password change', () => {
  test.use({
    signedInAs: async ({ profileUser }, use) => use(profileUser ? { account, password: secondPassword } : null),
  });

  test('the dashboard draws its charts; the test page does not exist in a production build', async ({ page }) => {
    await page.goto('/wel/dashboard');
    await expect(page.getByTestId('dashboard-chart-depts').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('dashboard-chart-months').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('dashboard-chart-roles').locator('canvas')).toBeVisible();

    await page.goto('/test/index');
    await expect(page).toHaveURL(/\/404$/);
  });
});
