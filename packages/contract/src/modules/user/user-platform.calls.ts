import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { idValue, sharedZodMessage, zodMessage } from '../../kit/schema.ts';
import { userCallMessages } from './user.calls.ts';
import { userCodes } from './user.ts';

const userTypeInvalid = zodMessage({
  zh: '用户平台只能是 1(网页)、2(移动端)或 3(其他)',
  en: 'The platform must be 1 (web), 2 (app) or 3 (other)',
});

/** 1 web, 2 app, 3 other (dictionary `user_type`); a query carries it as text, the browser's client as a number. */
const userType = z
  .union([z.string(), z.number()], { error: userTypeInvalid })
  .transform(String)
  .pipe(z.string().regex(/^[123]$/, { error: userTypeInvalid }))
  .transform(Number);

/** A user and their settings for one platform. */
const platformDetail = z.object({
  id: z.string().describe("the user's id"),
  userId: z.string(),
  account: z.string(),
  realName: z.string().nullable(),
  userType: z.number(),
  /** The platform's name in the caller's language. */
  userTypeName: z.string(),
  /** A JSON object as text, or null when none is kept. */
  userExt: z.string().nullable(),
});

/** A user's settings per platform (BladeX blade_user_web / _app / _other): a JSON object the platform's clients read. */
export const userPlatformCalls = {
  update: defineCall({
    method: 'POST',
    path: 'blade-user/update-platform',
    alsoAt: 'blade-system/user/update-platform',
    summary: "Set a user's settings for a platform (userType 1 web, 2 app, 3 other; userExt a JSON object)",
    permission: userCodes.edit,
    query: z.object({
      userId: idValue(zodMessage(userCallMessages.userIdRequired)),
      userType,
      userExt: z.string().optional().describe('a JSON object as text; blank clears it'),
    }),
    reply: platformDetail,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'blade-user/platform-detail',
    alsoAt: 'blade-system/user/platform-detail',
    summary: "A user and their settings for a platform (default: the user's own platform)",
    permission: userCodes.menu,
    query: z.object({
      id: idValue(sharedZodMessage('recordNotFound')).describe("the user's id"),
      userType: userType.optional(),
    }),
    reply: platformDetail,
  }),
};
