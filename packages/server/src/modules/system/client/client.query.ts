import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { live, scoped } from '../../../platform/scope.ts';
import { clientTable as client } from './client.table.ts';

/** The columns of a client the token endpoint uses (the declared resource's table is typed loosely). */
export interface SignInClient {
  clientId: string;
  clientSecret: string | null;
  scope: string;
  authorizedGrantTypes: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  /** Single sign-on: the redirect URIs (comma-joined) and what is approved without asking (`true`, or scopes). */
  webServerRedirectUri: string | null;
  autoapprove: string | null;
}

/** A live, enabled client by its id, for the token endpoint (which checks its secret itself). */
export async function liveClient(db: Db, clientId: string): Promise<SignInClient | undefined> {
  const [row] = await db
    .select()
    .from(client)
    .where(and(eq(client.clientId, clientId), live(client), eq(client.status, 1)));
  return row as SignInClient | undefined;
}

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
