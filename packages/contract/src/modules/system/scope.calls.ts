import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { recordSchema } from '../../kit/crud.ts';
import { detailQuery, idOrEmpty, pageReply, removeQuery, submitSchema } from '../../kit/schema.ts';
import { apiScopeResource, dataScopeResource } from './scope.ts';

type ScopeResource = typeof dataScopeResource | typeof apiScopeResource;

/** A scope as its calls send it, with its type's name in the caller's language. */
const scopeRecord = <D extends ScopeResource>(def: D) =>
  recordSchema(def).extend({
    menuId: z.string(),
    scopeName: z.string(),
    scopeType: z.number(),
    scopeTypeName: z.string(),
  });
export const dataScopeRecord = scopeRecord(dataScopeResource);
export const apiScopeRecord = scopeRecord(apiScopeResource);
export type DataScope = z.infer<typeof dataScopeRecord>;
export type ApiScope = z.infer<typeof apiScopeRecord>;

/** A paging value: the address carries digits; the browser's pager hands over a number. */
const pageParam = z.union([z.string(), z.number()]).transform(String).optional();
const listQuery = z.looseObject({
  menuId: idOrEmpty().optional(),
  current: pageParam.describe('page number, from 1'),
  size: pageParam.describe('rows per page'),
  scopeName: z.string().optional(),
  resourceCode: z.string().optional(),
});

/**
 * The four calls of one kind under its API base: read by whoever opens the screen (its menu code); written only by
 * the platform administrator, since scopes are platform-wide and a change reaches every tenant's roles.
 */
function scopeCalls<D extends ScopeResource>(def: D, kind: string) {
  const record = scopeRecord(def);
  return {
    list: defineCall({
      method: 'GET',
      path: `${def.api}/list`,
      summary: `A page of ${def.title.en.toLowerCase()}, optionally of one menu`,
      permission: def.name,
      query: listQuery,
      reply: pageReply(record),
    }),
    detail: defineCall({
      method: 'GET',
      path: `${def.api}/detail`,
      summary: `One ${kind} scope`,
      permission: def.name,
      query: detailQuery,
      reply: record,
    }),
    submit: defineCall({
      method: 'POST',
      path: `${def.api}/submit`,
      summary: `Add (no id) or update a ${kind} scope (platform administrator)`,
      permission: 'administrator',
      body: submitSchema(def),
      reply: record,
    }),
    remove: defineCall({
      method: 'POST',
      path: `${def.api}/remove`,
      summary: `Soft-delete ${kind} scopes and the roles' hold on them`,
      permission: 'administrator',
      query: removeQuery,
      reply: z.number().describe('scopes removed'),
    }),
  };
}

/** 数据权限 (blade-system/data-scope), and what a data scope may filter (targets) for its form's pickers. */
export const dataScopeCalls = {
  ...scopeCalls(dataScopeResource, 'data'),
  targets: defineCall({
    method: 'GET',
    path: 'blade-system/data-scope/targets',
    summary: 'What a data scope may filter: resource codes with their columns',
    permission: dataScopeResource.name,
    reply: z.array(
      z.object({
        code: z.string(),
        /** In the caller's language. */
        name: z.string(),
        columns: z.array(z.string()),
      }),
    ),
  }),
};

/** 接口权限 (blade-system/api-scope). */
export const apiScopeCalls = scopeCalls(apiScopeResource, 'api');
