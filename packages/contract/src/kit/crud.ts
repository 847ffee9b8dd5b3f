import { z } from 'zod';
import { defineCall } from './call.ts';
import { type FieldDef, permissionsOf, type ResourceDef, type ValueOf } from './resource.ts';
import { detailQuery, idValue, listQuery, pageReply, removeQuery, sharedZodMessage, submitSchema } from './schema.ts';

function columnValue(field: FieldDef): z.ZodType {
  switch (field.type) {
    case 'integer':
      return z.number().nullable();
    case 'boolean':
      return z.boolean().nullable();
    default:
      return z.string().nullable();
  }
}

const audit = {
  createUser: z.string().nullable().optional(),
  createDept: z.string().nullable().optional(),
  createTime: z.string().optional(),
  updateUser: z.string().nullable().optional(),
  updateTime: z.string().optional(),
  status: z.number().optional(),
  isDeleted: z.number().optional(),
};

/** The zod shape of a row, typed from the declaration (so the browser's types come from it). */
export type RecordShape<D extends ResourceDef> = { id: z.ZodString; tenantId: z.ZodOptional<z.ZodString> } & {
  [K in keyof D['fields']]: z.ZodOptional<z.ZodNullable<z.ZodType<ValueOf<D['fields'][K]['type']>>>>;
} & typeof audit &
  (D extends { crossTenant?: true } ? { tenantName: z.ZodOptional<z.ZodString> } : unknown);

/**
 * A row of a declared resource as the API sends it: the id and the tenant as strings, each declared field, the audit
 * block with times as `yyyy-MM-dd HH:mm:ss`. Loose: a resource's hooks may add derived fields (`categoryName`).
 */
export function recordSchema<D extends ResourceDef>(def: D): z.ZodObject<RecordShape<D>, z.core.$loose> {
  const shape: Record<string, z.ZodType> = { id: z.string(), tenantId: z.string().optional() };
  // Rows of every tenant share the platform administrator's list: each names its tenant.
  if (def.crossTenant) shape.tenantName = z.string().optional();
  for (const [key, field] of Object.entries(def.fields)) shape[key] = columnValue(field).optional();
  Object.assign(shape, audit);
  return z.looseObject(shape) as unknown as z.ZodObject<RecordShape<D>, z.core.$loose>;
}

/** The codes a resource's calls check: its own, or the platform administrator's alone for platform-wide ones. */
export function crudCodes(def: ResourceDef) {
  if (def.administratorOnly) {
    const a = 'administrator';
    return { menu: a, add: a, edit: a, delete: a, view: a };
  }
  return { ...permissionsOf(def), ...def.codes };
}

/**
 * The four BladeX calls of a declared resource under `/api/<def.api>`: list and detail need the screen's menu code,
 * submit `_add` or `_edit` by whether the body has an id, remove `_delete`.
 */
export function crudCalls(def: ResourceDef) {
  const codes = crudCodes(def);
  const record = recordSchema(def);
  const title = def.title.en;
  const verbs = def.verbs ?? {};
  const also = (verb: string) => (def.alsoAt ? { alsoAt: `${def.alsoAt}/${verb}` } : {});
  const update = verbs.update
    ? defineCall({
        method: 'POST',
        path: `${def.api}/${verbs.update}`,
        ...also(verbs.update),
        summary: `${title}: update (the body's id names the row)`,
        permission: codes.edit,
        body: submitSchema(def).safeExtend({ id: idValue(sharedZodMessage('recordNotFound')) }),
        reply: record,
      })
    : undefined;
  return {
    list: defineCall({
      method: 'GET',
      path: `${def.api}/${verbs.list ?? 'list'}`,
      ...also(verbs.list ?? 'list'),
      summary: `${title}: list (paged, BladeX filters)`,
      permission: codes.menu,
      query: listQuery(def),
      reply: pageReply(record),
    }),
    detail: defineCall({
      method: 'GET',
      path: `${def.api}/${verbs.detail ?? 'detail'}`,
      ...also(verbs.detail ?? 'detail'),
      summary: `${title}: one row`,
      permission: codes.menu,
      query: detailQuery,
      reply: record,
    }),
    submit: defineCall({
      method: 'POST',
      path: `${def.api}/${verbs.submit ?? 'submit'}`,
      ...also(verbs.submit ?? 'submit'),
      summary: update ? `${title}: add (a body with an id is refused)` : `${title}: add (no id) or update (with id)`,
      // With a separate update, the save only adds: its code is the add code whatever the body carries.
      permission: update ? codes.add : { add: codes.add, edit: codes.edit },
      body: submitSchema(def),
      reply: record,
    }),
    /** Present when the resource names a separate update call. */
    update,
    remove: defineCall({
      method: verbs.removeMethod ?? 'POST',
      path: `${def.api}/${verbs.remove ?? 'remove'}`,
      ...also(verbs.remove ?? 'remove'),
      summary: `${title}: soft-delete by ids`,
      permission: codes.delete,
      query: removeQuery,
      reply: z.number().describe('rows removed'),
    }),
  };
}

export type CrudCalls = ReturnType<typeof crudCalls>;
