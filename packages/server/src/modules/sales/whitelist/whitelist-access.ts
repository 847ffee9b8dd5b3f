import { extensionMessages, type Text } from '@pharma/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { whitelistTable } from './whitelist.table.ts';
import { livePhoneIndex } from './whitelist-plan.ts';

/** Why the sales app may not sign in (docs/domain.md §3.1), in the order the checks run. */
export type AppAccessRefusal = 'NOT_LISTED' | 'DISABLED' | 'OUT_OF_VALIDITY' | 'DEVICE_MISMATCH';

/** The whitelist row that admitted a sign-in, as sign-in and the app's replies read it. */
export interface AppAccessRow {
  id: string;
  tenantId: string;
  phone: string;
  realName: string;
  userId: string | null;
  employeeNo: string | null;
  deptId: string | null;
  post: number | null;
  /** Comma-joined ids of the shippers the app user works for ('' or null: none). */
  shipperIds: string | null;
  deviceBindRequired: boolean;
  boundDeviceId: string | null;
}

export type AppAccess =
  | { ok: true; row: AppAccessRow }
  /** `reason` in both languages; the login record keeps its Chinese (不在白名单, 白名单已停用, 不在有效期内, 设备不一致). */
  | { ok: false; code: AppAccessRefusal; reason: Text };

const reasons: Record<AppAccessRefusal, Text> = {
  NOT_LISTED: extensionMessages.notListed,
  DISABLED: extensionMessages.listDisabled,
  OUT_OF_VALIDITY: extensionMessages.outOfValidity,
  DEVICE_MISMATCH: extensionMessages.deviceMismatch,
};

const refuse = (code: AppAccessRefusal): AppAccess => ({ ok: false, code, reason: reasons[code] });

const dbOf = (from: Ctx | Db): Db => ('registry' in from && 'tenantId' in from ? (from as Ctx).db : (from as Db));

type Stored = typeof whitelistTable.$inferSelect;

function rowOf(r: Stored): AppAccessRow {
  return {
    id: String(r.id),
    tenantId: String(r.tenantId),
    phone: String(r.phone),
    realName: String(r.realName ?? ''),
    userId: (r.userId as string | null) ?? null,
    employeeNo: (r.employeeNo as string | null) ?? null,
    deptId: (r.deptId as string | null) ?? null,
    post: (r.post as number | null) ?? null,
    shipperIds: (r.shipperIds as string | null) ?? null,
    // A row written without the flag binds its device, as a new row does.
    deviceBindRequired: r.deviceBindRequired !== false,
    boundDeviceId: (r.boundDeviceId as string | null) || null,
  };
}

/** Why a whitelist row (or its absence) does not admit the app on `today`, in the order the checks run; none: it does. */
function refusalOf(found: Stored | undefined, today: string): AppAccess | undefined {
  if (!found) return refuse('NOT_LISTED');
  if (Number(found.status) !== 1) return refuse('DISABLED');
  if ((found.validFrom && today < String(found.validFrom)) || (found.validTo && today > String(found.validTo)))
    return refuse('OUT_OF_VALIDITY');
  return undefined;
}

/**
 * Whether the sales app may sign in as `phone` in `tenantId` from `deviceId` on `today` (yyyy-MM-dd in the configured
 * zone), before any session is made (docs/domain.md §3.1): the phone must be on the tenant's whitelist, the row enabled,
 * `today` within its validity period, and, when the row binds a device, the device the one bound. The first sign-in
 * of a binding row binds its device (a device is required then); a row that names no platform user yet is given
 * `userId` (the account signing in). Runs before a caller exists, so it takes the database (or a caller's context)
 * and the tenant itself.
 */
export async function appAccessOf(
  from: Ctx | Db,
  tenantId: string,
  phone: string,
  deviceId: string | null | undefined,
  today: string,
  options: { userId?: string | null } = {},
): Promise<AppAccess> {
  const db = dbOf(from);
  const wanted = phone.trim();
  if (!wanted) return refuse('NOT_LISTED');
  const [found] = await db
    .select()
    .from(whitelistTable)
    .where(and(ofTenant(whitelistTable, tenantId), eq(whitelistTable.phone, wanted), livePhoneIndex))
    .limit(1);
  const refused = refusalOf(found, today);
  if (refused) return refused;
  const row = rowOf(found as Stored);

  const device = deviceId?.trim().slice(0, 100) || null;
  if (row.deviceBindRequired) {
    if (!device) return refuse('DEVICE_MISMATCH');
    if (row.boundDeviceId && row.boundDeviceId !== device) return refuse('DEVICE_MISMATCH');
    if (!row.boundDeviceId) {
      // Two first sign-ins at once: the one whose update finds the row still unbound binds it; the other compares.
      const bound = await db
        .update(whitelistTable)
        .set({ boundDeviceId: device, updateTime: new Date() })
        .where(and(eq(whitelistTable.id, row.id), isNull(whitelistTable.boundDeviceId)))
        .returning({ id: whitelistTable.id });
      if (bound.length === 0) {
        const [now] = await db
          .select({ device: whitelistTable.boundDeviceId })
          .from(whitelistTable)
          .where(eq(whitelistTable.id, row.id));
        if (now?.device !== device) return refuse('DEVICE_MISMATCH');
      }
      row.boundDeviceId = device;
    }
  }
  if (options.userId && !row.userId) {
    await db
      .update(whitelistTable)
      .set({ userId: options.userId })
      .where(and(eq(whitelistTable.id, row.id), isNull(whitelistTable.userId)));
    row.userId = options.userId;
  }
  return { ok: true, row };
}

/**
 * Whether the signed-in caller may still use the sales app on `today`: their whitelist row (the one sign-in bound to
 * their account) must exist, be enabled and be within its validity. Every app reply asks, so a row disabled or
 * expired after sign-in stops the replies too, not only the next sign-in. The device was checked at sign-in.
 */
export async function appAccessOfCaller(ctx: Ctx, today: string): Promise<AppAccess> {
  const [found] = await ctx.db
    .select()
    .from(whitelistTable)
    .where(and(ofTenant(whitelistTable, ctx.tenantId), eq(whitelistTable.userId, ctx.userId), livePhoneIndex))
    .limit(1);
  return refusalOf(found, today) ?? { ok: true, row: rowOf(found as Stored) };
}
