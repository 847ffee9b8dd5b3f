import { defineResource, detailQuery, removeQuery, sayShared, submitSchema } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { removeScopes, type ScopeKind, scopeDetail, scopeList, scopeTargets } from './scope.service.ts';
import { saveScope, scopeMessages } from './scope.submit.ts';

const label = (zh: string, en: string) => ({ zh, en });

/** The two forms, declared like resources so the CRUD kit types the body; cross-field rules are the service's. */
const dataScopeForm = defineResource({
  module: 'authority',
  name: 'data-scope',
  title: label('数据权限', 'Data scopes'),
  api: 'blade-system/data-scope',
  table: 'blade_scope_data',
  tenant: false,
  fields: {
    menuId: { type: 'id', label: label('所属菜单', 'Menu'), required: scopeMessages.menuRequired },
    resourceCode: {
      type: 'string',
      label: label('数据权限编号', 'Data scope code'),
      required: scopeMessages.dataCodeRequired,
    },
    scopeName: {
      type: 'string',
      label: label('数据权限名称', 'Data scope name'),
      required: scopeMessages.dataNameRequired,
    },
    scopeColumn: { type: 'string', label: label('权限字段', 'Scope column') },
    scopeType: {
      type: 'integer',
      label: label('数据权限类型', 'Scope type'),
      required: scopeMessages.dataTypeRequired,
    },
    scopeValue: { type: 'string', max: 2000, label: label('权限值', 'Scope value') },
    scopeField: { type: 'string', label: label('可见字段', 'Visible fields') },
    scopeClass: { type: 'string', max: 500, label: label('权限类名', 'Scope class') },
    remark: { type: 'string', label: label('备注', 'Remark') },
  },
});

const apiScopeForm = defineResource({
  module: 'authority',
  name: 'api-scope',
  title: label('接口权限', 'API scopes'),
  api: 'blade-system/api-scope',
  table: 'blade_scope_api',
  tenant: false,
  fields: {
    menuId: { type: 'id', label: label('所属菜单', 'Menu'), required: scopeMessages.menuRequired },
    resourceCode: { type: 'string', label: label('资源编号', 'Resource code') },
    scopeName: {
      type: 'string',
      label: label('接口权限名称', 'API scope name'),
      required: scopeMessages.apiNameRequired,
    },
    scopePath: { type: 'string', label: label('接口路径', 'API path') },
    scopeType: { type: 'integer', label: label('接口类型', 'API type') },
    remark: { type: 'string', label: label('备注', 'Remark') },
  },
});

const listQuery = z.looseObject({
  menuId: z
    .string()
    .regex(/^\d{0,19}$/, { error: sayShared('badIds') })
    .optional(),
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
  scopeName: z.string().optional(),
  resourceCode: z.string().optional(),
});

const kinds: Array<{ kind: ScopeKind; path: string; code: string; form: typeof dataScopeForm | typeof apiScopeForm }> =
  [
    { kind: 'data', path: 'data-scope', code: 'data_scope', form: dataScopeForm },
    { kind: 'api', path: 'api-scope', code: 'api_scope', form: apiScopeForm },
  ];

/**
 * 数据权限 and 接口权限 (blade-system/data-scope, api-scope): read by whoever opens the screen; written only by the
 * platform administrator, since scopes are platform-wide and a change reaches every tenant's roles.
 */
export function scopeRoutes(app: App) {
  const tags = ['blade-system'];
  for (const { kind, path, code, form } of kinds) {
    const base = `/api/blade-system/${path}`;
    app.get(
      `${base}/list`,
      {
        config: { permission: code },
        schema: {
          tags,
          summary: `A page of ${form.title.en.toLowerCase()}, optionally of one menu`,
          querystring: listQuery,
        },
      },
      async (req) => ok(req, await scopeList(ctxOf(req), kind, req.query)),
    );
    app.get(
      `${base}/detail`,
      { config: { permission: code }, schema: { tags, summary: `One ${kind} scope`, querystring: detailQuery } },
      async (req) => ok(req, await scopeDetail(ctxOf(req), kind, req.query.id)),
    );
    app.post(
      `${base}/submit`,
      {
        config: { permission: 'administrator' },
        schema: {
          tags,
          summary: `Add (no id) or update a ${kind} scope (platform administrator)`,
          body: submitSchema(form),
        },
      },
      async (req) => {
        const { record, created } = await saveScope(ctxOf(req), kind, req.body as Record<string, unknown>);
        return ok(req, record, created ? 'added' : 'updated');
      },
    );
    app.post(
      `${base}/remove`,
      {
        config: { permission: 'administrator' },
        schema: { tags, summary: `Soft-delete ${kind} scopes and the roles' hold on them`, querystring: removeQuery },
      },
      async (req) => ok(req, await removeScopes(ctxOf(req), kind, req.query.ids), 'removed'),
    );
  }
  app.get(
    '/api/blade-system/data-scope/targets',
    {
      config: { permission: 'data_scope' },
      schema: { tags, summary: 'What a data scope may filter: resource codes with their columns' },
    },
    async (req) => ok(req, scopeTargets(ctxOf(req))),
  );
}
