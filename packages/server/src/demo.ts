/**
 * The demo data set's shared facts, the one demo seam: which tenants the first start makes, the password of every
 * demo account and the guests awaiting approval. Each module's demo seed fills these tenants with its rows, and the
 * tests sign in as these accounts; no module's public face hands them out, so reading them makes no module depend
 * on another.
 */
/**
 * The demo tenants' ids, by kind: the modules' demo rows (departments, roles, posts, users, releases) name their
 * tenant through these.
 */
export const demoTenantIds = { distributor: '100001', manufacturer: '100002', pharmacy: '100003' } as const;

/**
 * The first password of every demo account but the platform's `admin`: the demo tenants' administrators and the demo
 * staff (docs/operating.md lists them). As with any password someone else chose, it is changed at the first sign-in.
 */
export const demoPassword = 'Pharma#2026';

/**
 * Two visitors who signed in through GitHub and registered (sign-in's demo binds them): 用户管理 shows them 待审核,
 * waiting for 审核通过. They have no role, department or post until an administrator gives them some.
 */
export const demoGuests = [
  { account: 'guest.chen', name: '陈思远', login: 'siyuan-chen', uuid: '90412233' },
  { account: 'guest.lin', name: '林晓雯', login: 'xiaowen-lin', uuid: '90417781' },
] as const;
