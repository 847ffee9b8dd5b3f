import { button, Console, choose, closeDrawer, expect, test } from './fixtures.ts';
import { grantNode, openGrant, removeScopes, scopeDrawer } from './scopes.ts';
import { apiAs, newDept, newRole, newUser, sessionAs, unique } from './support.ts';
import { wordsFor } from './words.ts';

// Long journeys through several screens and sessions: give them room on a loaded machine.
test.describe.configure({ timeout: 150_000 });

/**
 * A data scope end to end: defined on a menu in its screen, granted to a role in its permission dialog, and felt by a
 * user of that role on the next request (a data scope narrows only the roles that hold it). The API scope's journey
 * is api-scope.spec.ts, a file of its own so that the two share out over the workers.
 */

const w = wordsFor('zh');

test('a role with the data scope "own department" shows its user only that department’s users', async ({
  browser,
  page,
  request,
  ui,
}) => {
  const run = unique();
  const [east, south, roleName, scopeName] = [`华东${run}`, `华南${run}`, `部门查看${run}`, `本部门用户${run}`];
  // What the journey starts from, made through the API: two departments, a role, a user of it in each.
  const api = await apiAs(request);
  const roleId = await newRole(api, roleName, `dept_viewer_${run}`);
  for (const [account, dept] of [
    [`east${run}`, east],
    [`south${run}`, south],
  ] as const) {
    await newUser(api, { account, password: 'Scope#2026', roleId, deptId: await newDept(api, dept) });
  }
  try {
    // A data scope on users: the caller's own department.
    await ui.home();
    const dataScopes = await ui.menu(w.authority, w.dataScopes, '/authority/datascope');
    const drawer = await scopeDrawer(w, dataScopes, w.system, w.users);
    await button(drawer, w.add).click();
    const scopeForm = page.getByRole('dialog').filter({ hasText: w.scopeName });
    await scopeForm.getByLabel(w.scopeName).fill(scopeName);
    await choose(scopeForm, w.scopeCode, w.users);
    await choose(scopeForm, w.scopeColumn, 'dept_id');
    await choose(scopeForm, w.scopeType, w.ownDept);
    await button(scopeForm, w.ok).click();
    await expect(drawer.getByText(scopeName)).toBeVisible();
    await closeDrawer(drawer);

    // The role gets the users screen and that scope in its permission dialog.
    const grant = await openGrant(w, page, roleName);
    await (await grantNode(w, grant, w.users)).click();
    await grant.getByRole('tab', { name: w.dataScopes }).click();
    await (await grantNode(w, grant, scopeName)).click();
    await button(grant, w.ok).click();
    await expect(page.getByText(w.done).first()).toBeVisible();

    // The east user sees only the east department's users.
    const viewer = await sessionAs(browser, request, { account: `east${run}`, password: 'Scope#2026' });
    const seen = new Console(viewer);
    await seen.home();
    const users = await seen.menu(w.system, w.users, '/system/user');
    await expect(users.row(`east${run}`)).toBeVisible();
    await expect(users.root.getByText(w.totalOne)).toBeVisible();
    await expect(users.row(`south${run}`)).toHaveCount(0);
    await expect(users.row('admin')).toHaveCount(0);
    await viewer.context().close();
  } finally {
    await removeScopes(api, 'data-scope', scopeName);
  }
});
