import { asc } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { clientTable as client } from './client.table.ts';

/** The OAuth clients without their secrets (tenant/app-auth-list). */
export async function clientsWithoutSecrets(ctx: Ctx) {
  return ctx.db
    .select({
      id: client.id,
      clientId: client.clientId,
      scope: client.scope,
      authorizedGrantTypes: client.authorizedGrantTypes,
      accessTokenValidity: client.accessTokenValidity,
      refreshTokenValidity: client.refreshTokenValidity,
    })
    .from(client)
    .where(scoped(ctx, client))
    .orderBy(asc(client.id));
}
