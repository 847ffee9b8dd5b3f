import { saber4Client, webClient } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import type { Db } from '../../../platform/db/database.ts';
import { clientTable as client } from './client.table.ts';

/** An OAuth client a first start makes: its id, secret (stored as sha256), grants and where it may return. */
export interface SeedClient {
  id: string;
  secret: string;
  grants: string;
  redirectUri: string;
}

/** Adds the client unless its id exists (a removed one too: an administrator's choice stays). */
export async function ensureClient(db: Db, c: SeedClient): Promise<void> {
  const [found] = await db.select({ id: client.id }).from(client).where(eq(client.clientId, c.id));
  if (found) return;
  await db.insert(client).values({
    clientId: c.id,
    clientSecret: sha256Hex(c.secret),
    scope: 'all',
    authorizedGrantTypes: c.grants,
    webServerRedirectUri: c.redirectUri,
    accessTokenValidity: 3600,
    refreshTokenValidity: 604800,
  });
}

/** The console's own OAuth client, `saber`, and the commercial Saber 4.x console's, `saber3` (when missing). */
export async function ensureWebClient(db: Db): Promise<void> {
  const grants = 'refresh_token,password,captcha,authorization_code,social';
  await ensureClient(db, { id: webClient.id, secret: webClient.secret, grants, redirectUri: 'http://127.0.0.1:8080' });
  await ensureClient(db, {
    id: saber4Client.id,
    secret: saber4Client.secret,
    grants: `${grants},sms_code,register`,
    redirectUri: 'http://127.0.0.1:8080',
  });
}
