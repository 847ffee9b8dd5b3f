import { defaultTenantId, pick, type TenantInfo, type TenantInput } from '@pharma/contract';
import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { audit as writeAudit } from '../../../platform/audit.ts';
import { hashPassword, md5Hex } from '../../../platform/auth/passwords.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import type { Db } from '../../../platform/db/database.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, forbidden, notFound, uniqueViolation } from '../../../platform/errors.ts';
import { live, scoped } from '../../../platform/scope.ts';
import { formatTime, parseTime } from '../../../platform/time.ts';
import { boundTenantRoles, clientsWithoutSecrets } from '../../system/public.ts';
import { datasource } from '../datasource/datasource.table.ts';
import { tenantPackageTable } from '../package/package.table.ts';
import {
  allowedMenuIds,
  checkGivenTenantId,
  findPackage,
  findTenantByCode,
  newTenantId,
  provisionTenant,
  strongPassword,
} from './provision.ts';
import { tenantAudit } from './tenant.audit.ts';
import { tenant } from './tenant.table.ts';
import { tenantMessages } from './tenant.texts.ts';

type TenantRow = typeof tenant.$inferSelect;

/*
 * The tenant table is not tenant-owned: each row is a tenant, and its tenant_id is the tenant's own key, not an
 * owner. So its queries name their live-row condition themselves rather than through scoped(), which would hold
 * them to the caller's tenant. The platform tables it names (packages, datasources, clients) go through scoped().
 */

/** Tenant rows span every tenant, so each call is the platform administrator's alone (the routes refuse earlier). */
function requireAdministrator(ctx: Ctx): void {
  if (!ctx.isAdministrator) throw forbidden();
}

/** A tenant as the API shows it, with the names of its package and datasource. */
function shape(ctx: Ctx, row: TenantRow, packages: Map<string, string>, datasources: Map<string, string>) {
  return {
    id: row.id,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    domain: row.domain ?? '',
    backgroundUrl: row.backgroundUrl ?? '',
    linkman: row.linkman ?? '',
    contactNumber: row.contactNumber ?? '',
    address: row.address ?? '',
    accountNumber: row.accountNumber,
    expireTime: formatTime(row.expireTime, ctx.timeZone),
    packageId: row.packageId,
    packageName: (row.packageId && packages.get(row.packageId)) || '',
    datasourceId: row.datasourceId,
    datasourceName: (row.datasourceId && datasources.get(row.datasourceId)) || '',
    status: row.status,
    statusName: pick(
      row.status === 1
        ? tenantMessages.statusNormal
        : row.status === tenantRecycled
          ? tenantMessages.statusRecycled
          : tenantMessages.statusDisabled,
      ctx.lang,
    ),
    createTime: formatTime(row.createTime, ctx.timeZone),
  };
}

export type TenantRecord = ReturnType<typeof shape>;

async function shapeAll(ctx: Ctx, rows: TenantRow[]): Promise<TenantRecord[]> {
  const packageIds = [...new Set(rows.map((r) => r.packageId).filter((v): v is string => Boolean(v)))];
  const datasourceIds = [...new Set(rows.map((r) => r.datasourceId).filter((v): v is string => Boolean(v)))];
  const packages = packageIds.length
    ? await ctx.db
        .select({ id: tenantPackageTable.id, name: tenantPackageTable.packageName })
        .from(tenantPackageTable)
        .where(and(inArray(tenantPackageTable.id, packageIds), scoped(ctx, tenantPackageTable)))
    : [];
  const sources = datasourceIds.length
    ? await ctx.db
        .select({ id: datasource.id, name: datasource.name })
        .from(datasource)
        .where(and(inArray(datasource.id, datasourceIds), scoped(ctx, datasource)))
    : [];
  const packageNames = new Map(packages.map((p) => [String(p.id), String(p.name)]));
  const sourceNames = new Map(sources.map((d) => [d.id, d.name]));
  return rows.map((r) => shape(ctx, r, packageNames, sourceNames));
}

/** `%`, `_` and `\` typed in a search box are literal characters, not wildcards. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** tenant/list: live tenants, paged; tenantName, linkman and contactNumber contain, tenantId equals. */
export async function listTenants(ctx: Ctx, query: Record<string, unknown>) {
  requireAdministrator(ctx);
  const conditions: Array<SQL | undefined> = [live(tenant)];
  const tenantId = text(query.tenantId);
  if (tenantId) conditions.push(eq(tenant.tenantId, tenantId));
  // The commercial Saber's 回收站 lists status -1, its list status 1 (status_equal); a bad value is no filter.
  const status = text(query.status_equal ?? query.status);
  if (status && /^-?\d{1,2}$/.test(status)) conditions.push(eq(tenant.status, Number(status)));
  for (const [key, column] of [
    ['tenantName', tenant.tenantName],
    ['linkman', tenant.linkman],
    ['contactNumber', tenant.contactNumber],
  ] as const) {
    const value = text(query[key]);
    if (value) conditions.push(ilike(column, containing(value)));
  }
  const { current, size } = pagingOf(query);
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(tenant)
      .where(where)
      .orderBy(asc(tenant.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ total: count() }).from(tenant).where(where),
  ]);
  return pageOf(await shapeAll(ctx, rows), Number(totals[0]?.total ?? 0), current, size);
}

/** tenant/list_without_currenttenantid: every live tenant but the caller's own, for pickers. */
export async function listOtherTenants(ctx: Ctx) {
  requireAdministrator(ctx);
  const rows = await ctx.db
    .select()
    .from(tenant)
    .where(and(live(tenant), ne(tenant.tenantId, ctx.tenantId)))
    .orderBy(asc(tenant.id));
  return shapeAll(ctx, rows);
}

/** tenant/select: the 所属租户 choices of the department, role and user forms; a tenant's user sees only their own. */
export async function selectTenants(ctx: Ctx) {
  return ctx.db
    .select({ id: tenant.id, tenantId: tenant.tenantId, tenantName: tenant.tenantName })
    .from(tenant)
    .where(and(live(tenant), ctx.isAdministrator ? undefined : eq(tenant.tenantId, ctx.tenantId)))
    .orderBy(asc(tenant.id));
}

async function findTenant(db: Db, id: string): Promise<TenantRow> {
  const [row] = await db
    .select()
    .from(tenant)
    .where(and(eq(tenant.id, id), live(tenant)));
  if (!row) throw notFound();
  return row;
}

export async function tenantDetail(ctx: Ctx, id: string) {
  requireAdministrator(ctx);
  return (await shapeAll(ctx, [await findTenant(ctx.db, id)]))[0]!;
}

/** undefined: not given (unchanged); null: never expires; else the instant, read in the configured zone. */
function expiryOf(ctx: Ctx, value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const at = parseTime(value, ctx.timeZone);
  if (!at) throw badRequest(tenantMessages.expireTimeFormat);
  return at;
}

/** A domain names one tenant at most, so the login page's look-up by domain is never ambiguous. */
async function checkDomainFree(db: Db, domain: string | null | undefined, exceptId?: string): Promise<void> {
  const value = domain?.trim();
  if (!value) return;
  const [other] = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(
      and(
        live(tenant),
        sql`lower(${tenant.domain}) = ${value.toLowerCase()}`,
        exceptId ? ne(tenant.id, exceptId) : undefined,
      ),
    );
  if (other) throw badRequest(tenantMessages.domainTaken, { domain: value });
}

/** The package a tenant is given (none: undefined), refused when it is not a live one. */
async function checkPackage(db: Db, packageId: string | null) {
  if (!packageId) return undefined;
  const found = await findPackage(db, packageId);
  if (!found) throw badRequest(tenantMessages.packageMissing);
  return found;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/**
 * tenant/submit without an id: the tenant, its root department, its administrator role (alias `admin`) holding
 * what its package allows, and its `admin` account with a random strong password, all in one transaction. The
 * plain password is in this reply only; the database keeps argon2id of its md5, as for every account.
 */
export async function createTenant(ctx: Ctx, input: TenantInput) {
  requireAdministrator(ctx);
  const expireTime = expiryOf(ctx, input.expireTime) ?? null;
  const packageId = blankToNull(input.packageId) ?? null;
  const given = blankToNull(input.tenantId) ?? undefined;
  const pack = await checkPackage(ctx.db, packageId);
  if (given) await checkGivenTenantId(ctx.db, given);
  await checkDomainFree(ctx.db, input.domain);
  const adminPassword = strongPassword();
  const passwordHash = await hashPassword(md5Hex(adminPassword));
  const tenantName = input.tenantName!.trim();
  const audit = { createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null, updateUser: ctx.userId };

  for (let attempt = 1; ; attempt++) {
    const tenantId = given ?? (await newTenantId(ctx.db));
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const [created] = await tx
          .insert(tenant)
          .values({
            tenantId,
            tenantName,
            domain: blankToNull(input.domain) ?? null,
            backgroundUrl: blankToNull(input.backgroundUrl) ?? null,
            linkman: blankToNull(input.linkman) ?? null,
            contactNumber: blankToNull(input.contactNumber) ?? null,
            address: blankToNull(input.address) ?? null,
            accountNumber: input.accountNumber ?? -1,
            expireTime,
            packageId,
            ...audit,
          })
          .returning();
        await provisionTenant(db, { tenantId, tenantName, packageId }, passwordHash, audit);
        for (const seed of ctx.registry.tenantSeeds) await seed(db, tenantId);
        await writeAudit({ ...ctx, db }, 'tenant.save', tenantAudit.added(created!, pack?.packageName));
        return created!;
      });
      const record = (await shapeAll(ctx, [row]))[0]!;
      return { ...record, adminAccount: 'admin', adminPassword };
    } catch (error) {
      // Another administrator took the same id between our check and our insert.
      if (uniqueViolation(error)?.constraint === 'blade_tenant_tenant_id_uniq') {
        if (given || attempt >= 5) throw badRequest(tenantMessages.tenantIdTaken, { tenantId });
        continue;
      }
      throw error;
    }
  }
}

/**
 * tenant/submit with an id: the fields given change, the tenant id never does. A new package bounds the tenant's
 * roles at once (see boundTenantRoles). The platform tenant never expires, is never disabled, has no package.
 */
export async function updateTenant(ctx: Ctx, input: TenantInput & { id: string }) {
  requireAdministrator(ctx);
  const existing = await findTenant(ctx.db, input.id);
  const given = blankToNull(input.tenantId);
  if (given && given !== existing.tenantId) throw badRequest(tenantMessages.tenantIdFixed);
  const expireTime = expiryOf(ctx, input.expireTime);
  const packageId = blankToNull(input.packageId);
  const platform = existing.tenantId === defaultTenantId;
  if (platform && (expireTime || (input.status != null && input.status !== 1)))
    throw badRequest(tenantMessages.platformLicence);
  if (platform && packageId) throw badRequest(tenantMessages.platformPackage);
  if (packageId !== undefined) await checkPackage(ctx.db, packageId);
  if (input.domain !== undefined) await checkDomainFree(ctx.db, input.domain, existing.id);

  const values: Partial<typeof tenant.$inferInsert> = {};
  if (input.tenantName != null) values.tenantName = input.tenantName.trim();
  for (const key of ['domain', 'backgroundUrl', 'linkman', 'contactNumber', 'address'] as const) {
    const value = blankToNull(input[key]);
    if (value !== undefined) values[key] = value;
  }
  if (input.accountNumber != null) values.accountNumber = input.accountNumber;
  if (expireTime !== undefined) values.expireTime = expireTime;
  if (input.status != null) values.status = input.status;
  if (packageId !== undefined) values.packageId = packageId;
  const packageChanged = packageId !== undefined && packageId !== existing.packageId;

  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [updated] = await tx
      .update(tenant)
      .set({ ...values, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(tenant.id, existing.id), live(tenant)))
      .returning();
    if (packageChanged) await boundTenantRoles(db, existing.tenantId, await allowedMenuIds(db, packageId));
    await writeAudit({ ...ctx, db }, 'tenant.save', tenantAudit.changed(updated!, packageChanged));
    return updated!;
  });
  return (await shapeAll(ctx, [row]))[0]!;
}

/** Live tenants with these row ids, all of them or refuse. */
async function tenantsByIds(db: Db, ids: string[]): Promise<TenantRow[]> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select()
        .from(tenant)
        .where(and(inArray(tenant.id, unique), live(tenant)))
    : [];
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/**
 * tenant/remove: soft. The platform tenant is never removed. A removed tenant's sessions end (its users are refused
 * on their very next request), and its id is never given out again.
 */
export async function removeTenants(ctx: Ctx, ids: string[]) {
  requireAdministrator(ctx);
  const unique = [...new Set(ids)];
  const [platform] = await ctx.db
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(inArray(tenant.id, unique), eq(tenant.tenantId, defaultTenantId)));
  if (platform) throw badRequest(tenantMessages.platformProtected);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const rows = await tenantsByIds(db, unique);
    await tx
      .update(tenant)
      .set(removedBy(ctx))
      .where(and(inArray(tenant.id, unique), live(tenant)));
    await ctx.registry.answer('endTenantSessions')(
      db,
      rows.map((r) => r.tenantId),
    );
    await writeAudit({ ...ctx, db }, 'tenant.remove', tenantAudit.removed(rows));
    return unique.length;
  });
}

/** The status of a tenant in the recycle bin (BladeX 4's tenant/recycle): it cannot sign in until restored. */
export const tenantRecycled = -1;

/**
 * tenant/recycle: the tenants go to the recycle bin (status -1, BladeX 4): their users cannot sign in, their sessions
 * end, their data stays; tenant/pass restores them, tenant/remove then removes them for good. Never 000000.
 */
export async function recycleTenants(ctx: Ctx, ids: string[]) {
  return moveTenants(ctx, ids, tenantRecycled);
}

/** tenant/pass: recycled tenants are restored (status 1) and may sign in again (their expiry still holds). */
export async function passTenants(ctx: Ctx, ids: string[]) {
  return moveTenants(ctx, ids, 1);
}

async function moveTenants(ctx: Ctx, ids: string[], status: number) {
  requireAdministrator(ctx);
  const unique = [...new Set(ids)];
  const [platform] = await ctx.db
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(inArray(tenant.id, unique), eq(tenant.tenantId, defaultTenantId)));
  if (platform) throw badRequest(tenantMessages.platformLicence);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const rows = await tenantsByIds(db, unique);
    await tx
      .update(tenant)
      .set({ status, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(inArray(tenant.id, unique), live(tenant)));
    if (status === tenantRecycled) {
      await ctx.registry.answer('endTenantSessions')(
        db,
        rows.map((r) => r.tenantId),
      );
    }
    await writeAudit(
      { ...ctx, db },
      'tenant.save',
      status === tenantRecycled ? tenantAudit.recycled(rows) : tenantAudit.restored(rows),
    );
    return unique.length;
  });
}

/** accountNumber of the setting call: empty = unlimited (-1); else a whole number of at least -1. */
function quotaOf(value: string | undefined): number {
  const raw = value?.trim() ?? '';
  if (raw === '') return -1;
  if (!/^-?\d{1,9}$/.test(raw) || Number(raw) < -1) throw badRequest(tenantMessages.accountNumberFormat);
  return Number(raw);
}

/** tenant/setting: the account quota and expiry of the given tenants (empty expiry = never). */
export async function settingTenants(ctx: Ctx, ids: string[], input: { accountNumber?: string; expireTime?: string }) {
  requireAdministrator(ctx);
  const accountNumber = quotaOf(input.accountNumber);
  const expireTime = expiryOf(ctx, input.expireTime ?? null) ?? null;
  const rows = await tenantsByIds(ctx.db, ids);
  if (expireTime && rows.some((r) => r.tenantId === defaultTenantId)) throw badRequest(tenantMessages.platformLicence);
  await ctx.db
    .update(tenant)
    .set({ accountNumber, expireTime, updateUser: ctx.userId, updateTime: new Date() })
    .where(
      and(
        inArray(
          tenant.id,
          rows.map((r) => r.id),
        ),
        live(tenant),
      ),
    );
  return rows.length;
}

async function tenantByCode(ctx: Ctx, tenantId: string | undefined): Promise<TenantRow> {
  const code = tenantId?.trim();
  if (!code) throw badRequest(tenantMessages.tenantIdRequired);
  const row = await findTenantByCode(ctx.db, code);
  if (!row) throw notFound(tenantMessages.tenantMissing);
  return row;
}

/** tenant/datasource: the tenant's own database, or (empty) the platform's. The datasource must be live. */
export async function setTenantDatasource(ctx: Ctx, tenantId: string | undefined, datasourceId: string | undefined) {
  requireAdministrator(ctx);
  const row = await tenantByCode(ctx, tenantId);
  const chosen = blankToNull(datasourceId) ?? null;
  if (chosen) {
    const [found] = await ctx.db
      .select({ id: datasource.id })
      .from(datasource)
      .where(and(eq(datasource.id, chosen), scoped(ctx, datasource)));
    if (!found) throw badRequest(tenantMessages.datasourceMissing);
  }
  await ctx.db
    .update(tenant)
    .set({ datasourceId: chosen, updateUser: ctx.userId, updateTime: new Date() })
    .where(eq(tenant.id, row.id));
  return true;
}

/** tenant/package-detail: the tenant's package, or null when it has none. */
export async function tenantPackageDetail(ctx: Ctx, tenantId: string | undefined) {
  requireAdministrator(ctx);
  const row = await tenantByCode(ctx, tenantId);
  const pack = row.packageId ? await findPackage(ctx.db, row.packageId) : undefined;
  if (!pack) return null;
  return { id: String(pack.id), packageName: pack.packageName, menuId: pack.menuId, remark: pack.remark ?? '' };
}

/**
 * tenant/package-setting: gives the tenant another package (empty: none, i.e. every menu but the platform's own)
 * and bounds its roles by it in the same transaction.
 */
export async function setTenantPackage(ctx: Ctx, tenantId: string | undefined, packageId: string | undefined) {
  requireAdministrator(ctx);
  const row = await tenantByCode(ctx, tenantId);
  const chosen = blankToNull(packageId) ?? null;
  if (row.tenantId === defaultTenantId) throw badRequest(tenantMessages.platformPackage);
  await checkPackage(ctx.db, chosen);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await tx
      .update(tenant)
      .set({ packageId: chosen, updateUser: ctx.userId, updateTime: new Date() })
      .where(eq(tenant.id, row.id));
    await boundTenantRoles(db, row.tenantId, await allowedMenuIds(db, chosen));
  });
  return true;
}

/** tenant/info?domain=: what the login page may know of the tenant at this domain (never more), or {} (none). */
export async function tenantInfo(db: Db, domain: string | undefined): Promise<TenantInfo> {
  const value = domain?.trim().toLowerCase();
  if (!value) return {};
  const [row] = await db
    .select({
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      domain: tenant.domain,
      backgroundUrl: tenant.backgroundUrl,
    })
    .from(tenant)
    .where(and(live(tenant), sql`lower(${tenant.domain}) = ${value}`))
    .limit(1);
  return row
    ? {
        tenantId: row.tenantId,
        tenantName: row.tenantName,
        domain: row.domain ?? '',
        backgroundUrl: row.backgroundUrl ?? '',
      }
    : {};
}

/** tenant/app-auth-list: the OAuth clients, without their secrets. */
export async function appAuthList(ctx: Ctx) {
  requireAdministrator(ctx);
  return clientsWithoutSecrets(ctx);
}
