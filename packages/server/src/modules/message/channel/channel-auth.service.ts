import { channelAuthResource, messageMessages } from '@pharma/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { appChannelTable as app } from '../app/app-channel.table.ts';
import { channelAuthTable as auth } from './channel-auth.table.ts';
import { sendChannelTable as channel } from './send-channel.table.ts';

const authText = {
  taken: { zh: '该应用已获授权使用此发送渠道', en: 'This app is already authorised to use this send channel' },
};

/** Refuses to remove apps or send channels that authorisations still name (remove those first: nothing dangles). */
export async function assertNotAuthorised(ctx: Ctx, column: 'appChannelId' | 'sendChannelId', ids: string[]) {
  const named = await ctx.db
    .select({ id: auth[column] })
    .from(auth)
    .where(and(inArray(auth[column], ids), scoped(ctx, auth, { dataScope: false })))
    .limit(1);
  if (named.length === 0) return;
  const owner = column === 'appChannelId' ? app : channel;
  const nameColumn = column === 'appChannelId' ? app.appName : channel.channelName;
  const [row] = await ctx.db
    .select({ name: nameColumn })
    .from(owner)
    .where(eq(owner.id, named[0]!.id as string));
  const message = column === 'appChannelId' ? messageMessages.appInUse : messageMessages.channelInUse;
  throw badRequest(message, { names: String(row?.name ?? named[0]!.id) });
}

/** One authorisation per app and send channel (the kit checks that both are the tenant's own, live: `ref`). */
async function checkPair(ctx: Ctx, values: Row, existing: Row | undefined) {
  const appId = (values.appChannelId ?? existing?.appChannelId) as string | undefined;
  const channelId = (values.sendChannelId ?? existing?.sendChannelId) as string | undefined;
  if (appId && channelId) {
    const twins = await ctx.db
      .select({ id: auth.id })
      .from(auth)
      .where(
        and(
          eq(auth.appChannelId, appId),
          eq(auth.sendChannelId, channelId),
          existing ? ne(auth.id, existing.id as string) : undefined,
          scoped(ctx, auth, { dataScope: false }),
        ),
      )
      .limit(1);
    if (twins.length > 0) throw badRequest(authText.taken);
  }
}

/** 渠道授权: the generic CRUD, one authorisation per app and send channel. */
export const channelAuthService = crudService(channelAuthResource, {
  beforeWrite: (ctx, values, existing) => checkPair(ctx, values, existing),
});
