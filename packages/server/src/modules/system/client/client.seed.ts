import { webClient } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import type { Db } from '../../../platform/db/database.ts';
import { clientTable as client } from './client.table.ts';

/** The console's own OAuth client, `saber` (first start only). */
export async function ensureWebClient(db: Db): Promise<void> {
  const [c] = await db.select({ id: client.id }).from(client).where(eq(client.clientId, webClient.id));
  if (c) return;
  await db.insert(client).values({
    clientId: webClient.id,
    clientSecret: sha256Hex(webClient.secret),
    scope: 'all',
    authorizedGrantTypes: 'refresh_token,password,captcha,authorization_code',
    webServerRedirectUri: 'http://127.0.0.1:8080',
    accessTokenValidity: 3600,
    refreshTokenValidity: 604800,
  });
}
