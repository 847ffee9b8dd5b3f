import { type FieldDef, type ResourceDef, userDef } from '@pharma/contract';

/**
 * What the users table shows, as a declaration the generic `buildColumns` understands: the profile fields from
 * `userDef`, then the role and department *names* the page call adds (the ids mean nothing to a reader).
 * `createTime` and the row actions are appended by `buildColumns` itself.
 */
const { account, realName, name, phone, email, roleId, deptId } = userDef.fields;
const nameOf = (field: FieldDef): FieldDef => ({ ...field, type: 'string', width: 160 });

export const userListDef: ResourceDef = {
  ...userDef,
  fields: {
    account,
    realName,
    name,
    phone,
    email,
    roleName: nameOf(roleId),
    deptName: nameOf(deptId),
  },
};

/** 查看: the same names plus the birthday; `ViewDialog` reads `detail` from `blade-user`, as `userDef.api` says. */
export const userViewDef: ResourceDef = {
  ...userListDef,
  fields: { ...userListDef.fields, birthday: { ...userDef.fields.birthday, view: true } },
};
