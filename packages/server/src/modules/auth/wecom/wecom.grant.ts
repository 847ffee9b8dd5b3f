import { authMessages, type TokenReply } from '@pharma/contract';
import { badRequest } from '../../../platform/errors.ts';
import type { AnonCtx, ClientRow, TokenRequest } from '../token/token.service.ts';

/** grant_type=paas_wechat (companyId, openId, account): a WeCom user bound to an account signs in as it. */
export async function wecomGrant(_ctx: AnonCtx, _req: TokenRequest, _app: ClientRow): Promise<TokenReply> {
  throw badRequest(authMessages.badGrant);
}
