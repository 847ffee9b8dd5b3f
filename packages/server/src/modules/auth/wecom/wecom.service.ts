import { oauthMessages, profileMessages, type ScanCode, type WecomBinding, wecomSource } from '@pharma/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { ofTenant } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { liveUser } from '../../user/public.ts';
import { bindingOfUser, unbindUser, upsertBinding } from '../binding/binding.service.ts';
import { userOauth } from '../binding/binding.table.ts';
import { consumeFlow, flowMinutes, startFlow } from '../social/flow-state.service.ts';
import { liveWecom, type ProviderAccount, wecomRedirectUri } from '../social/social.service.ts';
import type { WecomApi } from './wecom-api.ts';

/** WeCom's scan page (a QR code of it is what the phone scans); a provider's own address serves it instead. */
const scanPageBase = 'https://login.work.weixin.qq.com';

export function scanPageUrl(account: ProviderAccount, redirectUri: string, state: string): string {
  const url = new URL(`${account.baseUrl || scanPageBase}/wwlogin/sso/login`);
  url.searchParams.set('login_type', 'CorpApp');
  url.searchParams.set('appid', account.clientId);
  url.searchParams.set('agentid', account.agentId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

const notConfigured = () => badRequest(oauthMessages.wecomNotConfigured);

/** scanBind/getScanCode: a single-use state naming the caller, and WeCom's scan page carrying it. */
export async function scanCode(ctx: Ctx, box: SecretBox, publicUrl: string): Promise<ScanCode> {
  const account = await liveWecom(ctx.db, box, ctx.tenantId);
  if (!account) throw notConfigured();
  const redirectUri = wecomRedirectUri(publicUrl);
  const state = await startFlow(ctx.db, {
    purpose: 'wecom_bind',
    tenantId: ctx.tenantId,
    source: wecomSource,
    redirectUri,
    userId: ctx.userId,
  });
  return {
    url: scanPageUrl(account, redirectUri, state),
    state,
    expiresIn: flowMinutes * 60,
    corpId: account.clientId,
    agentId: account.agentId,
  };
}

/**
 * scanBind/wxcallBack: the state is used up first (a replay or a lapsed one binds nothing), then WeCom tells which
 * member scanned. That member is bound to the account the state names, in place of the account's earlier WeCom
 * user; a member already bound to another account of the tenant stays where it is. One transaction, so of two
 * accounts binding one member at once, one wins and the other keeps its earlier binding.
 */
export async function bindByScan(
  db: Db,
  box: SecretBox,
  api: WecomApi,
  code: string | undefined,
  state: string | undefined,
): Promise<void> {
  const flow = await consumeFlow(db, state?.trim(), 'wecom_bind');
  if (!flow?.userId) throw badRequest(oauthMessages.stateInvalid);
  if (!code?.trim()) throw badRequest(oauthMessages.codeRequired);
  const account = await liveWecom(db, box, flow.tenantId);
  if (!account) throw notConfigured();
  const owner = await liveUser(db, flow.userId);
  if (owner?.tenantId !== flow.tenantId) throw badRequest(oauthMessages.stateInvalid);
  const wecomUserId = await api.userIdOf(account, code.trim());
  // Someone outside the corp scanned: WeCom gives an openid only, which signs nobody in.
  if (!wecomUserId) throw new AppError(400, oauthMessages.notCorpMember);
  const userId = flow.userId;
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const binding = await upsertBinding(tx, flow.tenantId, wecomSource, {
      uuid: wecomUserId,
      username: wecomUserId,
      company: account.clientId,
    });
    if (binding.userId && binding.userId !== userId) throw badRequest(oauthMessages.wecomTakenBy);
    await tx
      .delete(userOauth)
      .where(
        and(
          ofTenant(userOauth, flow.tenantId),
          eq(userOauth.source, wecomSource),
          eq(userOauth.userId, userId),
          ne(userOauth.id, binding.id),
        ),
      );
    if (!binding.userId) await tx.update(userOauth).set({ userId }).where(eq(userOauth.id, binding.id));
  });
}

/** qywx/binding: the caller's WeCom user, and whether the tenant has WeCom to bind with at all. */
export async function bindingOfCaller(ctx: Ctx, box: SecretBox): Promise<WecomBinding> {
  const [binding, account] = await Promise.all([
    bindingOfUser(ctx.db, ctx.tenantId, wecomSource, ctx.userId),
    liveWecom(ctx.db, box, ctx.tenantId),
  ]);
  return { bound: Boolean(binding), wecomUserId: binding?.uuid ?? '', configured: Boolean(account) };
}

/** qywx/login/unbind: the caller's WeCom binding removed; said plainly when there is none. */
export async function unbindCaller(ctx: Ctx): Promise<void> {
  const removed = await unbindUser(ctx.db, ctx.tenantId, wecomSource, ctx.userId);
  if (removed === 0) throw badRequest(profileMessages.qywxNotBound);
}
