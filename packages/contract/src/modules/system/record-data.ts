import type { ScreenDef } from '../../kit/screens.ts';

/**
 * 数据审计 (blade-system/record-data): who changed which row of which table, its values before and after (never a
 * password, hash or secret), when and from where. The server writes a record wherever a row changes through the
 * CRUD kit, in the write's own transaction; the records cannot be added or edited by hand. Listed newest first by
 * keyset, per tenant (the platform administrator across them). Saber 4 opens `views/data/record.vue` at this path.
 */
export const recordDataScreen = {
  module: 'monitor',
  code: 'record',
  name: { zh: '数据审计', en: 'Data changes' },
  path: '/data/record',
  icon: 'AuditOutlined',
  sort: 4,
  api: 'blade-system/record-data',
  buttons: ['view', 'delete'],
} as const satisfies ScreenDef;

export const recordDataCodes = { menu: 'record', view: 'record_view', delete: 'record_delete' } as const;

/** What a write did to the row: BladeX's operation names. */
export const recordOperations = ['insert', 'update', 'delete'] as const;
export type RecordOperation = (typeof recordOperations)[number];

export const recordDataMessages = {
  badId: { zh: '审计记录不存在', en: 'No such data-change record' },
  readOnly: {
    zh: '数据审计记录由系统在数据变更时写入，不能新增或修改',
    en: 'Data-change records are written by the server when data changes; they cannot be added or edited',
  },
  badOperation: { zh: '操作类型只能是 insert、update 或 delete', en: 'The operation is insert, update or delete' },
  /** What replaces a password, hash or secret in the old and new values. */
  masked: '******',
} as const;
