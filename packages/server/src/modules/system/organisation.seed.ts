import type { Db } from '../../platform/db/database.ts';
import { deptIdsByName, ensureRootDept } from './dept/dept.seed.ts';
import { postIdsByCode } from './post/post.seed.ts';
import { ensureAdministratorRole, roleIdsByAlias } from './role/role.seed.ts';

/** A tenant's departments by name, roles by alias and posts by code, for the demo users that hold them. */
export async function demoOrganisation(db: Db, tenantId: string) {
  return {
    depts: await deptIdsByName(db, tenantId),
    roles: await roleIdsByAlias(db, tenantId),
    posts: await postIdsByCode(db, tenantId),
  };
}

/** The platform's administrator role and root department, for its `admin` account. */
export async function platformAdministration(db: Db): Promise<{ roleId: string; deptId: string }> {
  return { roleId: await ensureAdministratorRole(db), deptId: await ensureRootDept(db) };
}
