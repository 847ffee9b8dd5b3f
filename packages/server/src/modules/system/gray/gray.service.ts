import { type GrayVersionReply, grayMessages, grayResource, grayStatus } from '@pharma/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { grayTable as gray } from './gray.table.ts';

const { enabled: grayEnabled, disabled: grayDisabled } = grayStatus;

const appPattern = /^[A-Za-z0-9_.-]{1,64}$/;
const versionPattern = /^\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]+)?$/;
const shopPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** Shops as typed (commas, spaces or new lines between them), trimmed and without repeats, each a valid code. */
export function parseShops(value: string): string[] {
  const shops = [...new Set(value.split(/[\s,\uFF0C]+/).filter((s) => s !== ''))];
  const bad = shops.find((s) => !shopPattern.test(s));
  if (bad !== undefined) throw badRequest(grayMessages.badShop, { shop: bad });
  return shops;
}

function normalise(values: Row): void {
  if (typeof values.gray === 'string' && !appPattern.test(values.gray)) throw badRequest(grayMessages.badApp);
  if (typeof values.versions === 'string' && !versionPattern.test(values.versions)) {
    throw badRequest(grayMessages.badVersion);
  }
  if (typeof values.shopList === 'string') {
    const shops = parseShops(values.shopList);
    if (shops.length === 0) throw badRequest(grayResource.fields.shopList.required);
    values.shopList = shops.join(',');
  }
}

/** The caller's tenant's live releases, whatever their data scopes: a shop's release is one per tenant and app. */
const live = (ctx: Ctx) => scoped(ctx, gray, { dataScope: false });

/**
 * One enabled release per shop and app: refuses when another enabled release of `app` in the caller's tenant lists
 * one of `shops`, naming the shop and that release's version. Enables of the same app are serialised (a lock held
 * to the end of the transaction), so two at once cannot both pass.
 */
async function assertNoOverlap(ctx: Ctx, id: string | undefined, app: string, shops: string[]): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`blade_gray:${ctx.tenantId}:${app}`}))`);
  const others = await ctx.db
    .select({ versions: gray.versions, shopList: gray.shopList })
    .from(gray)
    .where(and(live(ctx), eq(gray.status, grayEnabled), eq(gray.gray, app), ...(id ? [ne(gray.id, id)] : [])))
    .orderBy(gray.id);
  const wanted = new Set(shops);
  for (const other of others) {
    const shop = String(other.shopList ?? '')
      .split(',')
      .find((s: string) => wanted.has(s));
    if (shop !== undefined) throw badRequest(grayMessages.overlap, { shop, version: String(other.versions) });
  }
}

/**
 * 灰度发布: the generic CRUD with its values checked and tidied, new releases disabled, and an enabled release
 * kept from sharing a shop with another enabled release of the same app.
 */
export const grayService = crudService(grayResource, {
  async beforeWrite(ctx, values, existing) {
    normalise(values);
    if (!existing) {
      values.status = grayDisabled;
      return;
    }
    if (existing.status !== grayEnabled) return;
    const app = String(values.gray ?? existing.gray);
    const shops = String(values.shopList ?? existing.shopList).split(',');
    await assertNoOverlap(ctx, String(existing.id), app, shops);
  },
});

/** enable / disable: the status of one release of the caller's tenant (404 for anyone else's). */
export async function setGrayStatus(ctx: Ctx, id: string, status: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const txCtx: Ctx = { ...ctx, db: tx as unknown as Ctx['db'] };
    // The detail applies the same visibility as the list (tenant, live rows, data scopes).
    const row = await grayService.detail(txCtx, id);
    if (status === grayEnabled) {
      await assertNoOverlap(txCtx, id, String(row.gray), String(row.shopList).split(','));
    }
    await tx
      .update(gray)
      .set({ status, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(gray.id, id), live(ctx)));
  });
}

/**
 * gray/version: which version a client of `app` at `shop`, now running `current`, should run. The enabled
 * release of that app listing the shop wins; otherwise the client keeps its own version.
 */
export async function grayVersion(ctx: Ctx, app: string, shop: string, current: string): Promise<GrayVersionReply> {
  const [release] = await ctx.db
    .select({ id: gray.id, versions: gray.versions })
    .from(gray)
    .where(
      and(
        live(ctx),
        eq(gray.status, grayEnabled),
        eq(gray.gray, app),
        sql`${shop} = any(string_to_array(${gray.shopList}, ','))`,
      ),
    )
    .orderBy(desc(gray.updateTime), desc(gray.id))
    .limit(1);
  if (!release) return { gray: false, version: current, upgrade: false, releaseId: null };
  const version = String(release.versions);
  return { gray: true, version, upgrade: version !== current, releaseId: String(release.id) };
}
