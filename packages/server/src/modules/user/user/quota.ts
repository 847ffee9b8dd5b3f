import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { userTexts } from './user.texts.ts';

/**
 * A tenant's account quota, as the tenant module answers it (`accountsLeft`): a new account is refused once the
 * tenant holds as many live accounts as its quota; an import takes as many rows as there is room for.
 */
export const accountsLeft = (ctx: Ctx): Promise<number> => ctx.registry.answer('accountsLeft')(ctx);

/** Refuses a new account beyond the caller's tenant's quota. Called by user creation before the insert. */
export async function assertAccountQuota(ctx: Ctx): Promise<void> {
  if ((await accountsLeft(ctx)) <= 0) throw badRequest(userTexts.accountQuota);
}
