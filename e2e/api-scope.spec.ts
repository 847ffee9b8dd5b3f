import { button, Console, closeDrawer, expect, test } from './fixtures.ts';
import { grantNode, openGrant, removeScopes, scopeDrawer, scopeRow } from './scopes.ts';
import { apiAs, newRole, newUser, sessionAs, storedToken, unique } from './support.ts';
import { wordsFor } from './words.ts';

// Long journeys through several screens and sessions: give them room on a loaded machine.
test.describe.configure({ timeout: 150_000 });

/**
 * An API scope end to end: defined on a menu in its screen, granted to a role in its permission dialog, and felt by a
 * user of that role on the next request. While it exists it refuses 参数管理's 新增 to every role of every tenant that
 * does not hold it: no journey runs beside it on its server (one server per worker, playwright.config.ts).
 */

const w = wordsFor('zh');

test('taking an API scope away from a role hides its button and the server refuses the call', async ({
  browser,
  page,
  request,
  ui,
}) => {
  const run = unique();
  const [roleName, scopeName, account] = [`参数录入${run}`, `新增参数${run}`, `clerk${run}`];
  // A role and a user of it, made through the API.
  const api = await apiAs(request);
  const roleId = await newRole(api, roleName, `clerk_${run}`);
  await newUser(api, { account, password: 'Scope#2026', roleId });
  try {
    // An API scope on 参数管理's 新增 (code param_add).
    await ui.home();
    const apiScopes = await ui.menu(w.authority, w.apiScopes, '/authority/apiscope');
    const drawer = await scopeDrawer(w, apiScopes, w.system, w.params);
    await button(drawer, w.add).click();
    const scopeForm = page.getByRole('dialog').filter({ hasText: w.scopeName });
    await scopeForm.getByLabel(w.scopeName).fill(scopeName);
    await scopeForm.getByLabel(w.scopeCode).fill('param_add');
    await scopeForm.getByLabel(w.scopePath).fill('/api/blade-system/param/submit');
    await button(scopeForm, w.ok).click();
    await expect(drawer.getByText(scopeName)).toBeVisible();
    await closeDrawer(drawer);

    // The role gets 参数管理 and the scope in its permission dialog.
    let grant = await openGrant(w, page, roleName);
    await (await grantNode(w, grant, w.params)).click();
    await grant.getByRole('tab', { name: w.apiScopes }).click();
    await (await grantNode(w, grant, scopeName)).click();
    await button(grant, w.ok).click();
    await expect(page.getByText(w.done).first()).toBeVisible();
    await expect(grant).toBeHidden();

    // The user can add parameters.
    const clerk = await sessionAs(browser, request, { account, password: 'Scope#2026' });
    const clerkUi = new Console(clerk);
    await clerkUi.home();
    let params = await clerkUi.menu(w.system, w.params, '/system/param');
    await expect(params.button(w.add)).toBeVisible();

    // The administrator takes the API scope away from the role.
    grant = await openGrant(w, page, roleName);
    await grant.getByRole('tab', { name: w.apiScopes }).click();
    await (await grantNode(w, grant, scopeName)).click();
    await button(grant, w.ok).click();
    await expect(page.getByText(w.done).first()).toBeVisible();
    await expect(grant).toBeHidden();

    // On the user's next visit 新增 is gone, and the call itself is refused.
    await clerkUi.reload();
    params = clerkUi.screen('/system/param');
    await expect(params.table.getByText('account.registerUser')).toBeVisible();
    await expect(params.button(w.add)).toHaveCount(0);
    await expect(params.button(w.batchDelete)).toBeVisible();
    const token = await storedToken(clerk);
    const refused = await clerk.request.post('/api/blade-system/param/submit', {
      headers: { 'blade-auth': `bearer ${token}` },
      data: { paramName: 'x', paramKey: `x.${run}`, paramValue: 'x' },
    });
    expect(refused.status()).toBe(403);
    await clerk.context().close();

    // The scope's drawer removes it again.
    const apiScopesAgain = await ui.menu(w.authority, w.apiScopes, '/authority/apiscope');
    const cleanup = await scopeDrawer(w, apiScopesAgain, w.system, w.params);
    await button(scopeRow(cleanup, scopeName), w.delete).click();
    await button(page.getByRole('dialog').filter({ hasText: w.deleteConfirm }), w.ok).click();
    await expect(cleanup.getByText(scopeName)).toHaveCount(0);
  } finally {
    // However the journey ended, later journeys meet the parameter screen as it was.
    await removeScopes(api, 'api-scope', scopeName);
  }
});
