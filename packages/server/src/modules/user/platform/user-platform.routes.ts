import { idValue, say, sayShared } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { userTexts } from '../user/user.messages.ts';
import { platformDetail, updatePlatform } from './user-platform.service.ts';

const userType = z
  .string({ error: say(userTexts.userTypeInvalid) })
  .regex(/^[123]$/, { error: say(userTexts.userTypeInvalid) })
  .transform(Number);

/** blade-user update-platform and platform-detail: a user's settings per platform (web, app, other). */
export function userPlatformRoutes(app: App) {
  const base = '/api/blade-user';
  const tags = ['blade-user'];
  app.post(
    `${base}/update-platform`,
    {
      config: { permission: 'user_edit' },
      schema: {
        tags,
        summary: "Set a user's settings for a platform (userType 1 web, 2 app, 3 other; userExt a JSON object)",
        querystring: z.object({
          userId: idValue(say(userTexts.userIdRequired)),
          userType,
          userExt: z.string().optional().describe('a JSON object as text; blank clears it'),
        }),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(req, await updatePlatform(ctxOf(req), q.userId, q.userType, q.userExt), 'updated');
    },
  );
  app.get(
    `${base}/platform-detail`,
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: "A user and their settings for a platform (default: the user's own platform)",
        querystring: z.object({
          id: idValue(sayShared('recordNotFound')).describe("the user's id"),
          userType: userType.optional(),
        }),
      },
    },
    async (req) => ok(req, await platformDetail(ctxOf(req), req.query.id, req.query.userType)),
  );
}
