import { idValue, say, sayShared, submitSchema, userDef } from '@pharma/contract';
import { z } from 'zod';
import { userTexts } from './user.messages.ts';

/** Request shapes the user calls share. */

/** `userIds=1,2,3` in a query. */
export const idList = (message: string) =>
  z.string({ error: message }).regex(/^\s*\d{1,19}(\s*,\s*\d{1,19})*\s*$/, { error: sayShared('badIds') });

export const split = (ids: string) => [...new Set(ids.split(',').map((s) => s.trim()))];

/** Ids in a JSON body: an array (["1","2"]) or BladeX's comma-joined text ("1,2"); empty text = none. */
export const idsField = (message: string) =>
  z
    .union(
      [
        z.array(idValue(sayShared('badIds'))),
        z
          .string()
          .regex(/^\s*(\d{1,19}(\s*,\s*\d{1,19})*)?\s*$/, { error: sayShared('badIds') })
          .transform((s) => (s.trim() ? s.split(',').map((x) => x.trim()) : [])),
      ],
      { error: message },
    )
    .transform((ids) => [...new Set(ids)]);

/** At least one user id. */
export const userIdsField = idsField(sayShared('idsRequired')).refine((ids) => ids.length > 0, {
  error: sayShared('idsRequired'),
});

const md5 = z.string().trim().max(64);

/** The submit body: the declared fields plus the password (md5 hex) a new user is created with. */
export const userBody = z.intersection(submitSchema(userDef), z.object({ password: md5.nullable().optional() }));

/** The update body: the same fields (no password), and the id is required (checked, and reported, first). */
export const userUpdateBody = z.intersection(
  z.object({ id: idValue(say(userTexts.idRequired)) }),
  submitSchema(userDef),
);

/** The extension's fields: extInfo as text, or a JSON object that is kept as its text. */
export const extendFields = z.object({
  employeeNo: z.string().trim().nullable().optional(),
  unityCode: z.string().trim().nullable().optional(),
  extInfo: z
    .union([z.string(), z.record(z.string(), z.unknown()).transform((o) => JSON.stringify(o))])
    .nullable()
    .optional(),
});

/** saveOrUpdate-v2 and the extension service's submit: a user (as submit) with its extension. */
export const userWithExtendBody = z.intersection(userBody, extendFields);

/** The permission of a save that adds when the body has no id and edits when it has one. */
export const addOrEdit = (body: unknown) => ((body as { id?: unknown } | undefined)?.id ? 'user_edit' : 'user_add');
