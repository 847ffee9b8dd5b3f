import type { FilterOp } from './filters.ts';
import type { ExtraButton } from './screens.ts';
import type { Text } from './text.ts';

/**
 * How a resource is declared once and reused by the database, the API and the screens.
 * The server turns a declaration into a table, list/detail/submit/remove routes and OpenAPI;
 * the browser turns the same declaration into a CrudPage. See docs/extending.md.
 */
/** `decimal` is money, quantities and rates: numeric in the database and a string in JSON, never a float. */
export type FieldType = 'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'datetime' | 'date' | 'id';

/**
 * How soon a list column gives way on a narrow table (issue 35): 1 — what a user reads first (number, name, status,
 * amount), never folded; 2 — the default; 3 — folded first. Folded columns show in the row's expanded part.
 */
export type ColumnPriority = 1 | 2 | 3;

export interface FieldDef {
  type: FieldType;
  label: Text;
  /** Shown when the value is missing or blank; its presence makes the field required. */
  required?: Text;
  /**
   * With `required`: the screen asks for it (as Saber's does) but the API takes a body without it (as BladeX's does),
   * so scripts written for BladeX keep working. Declared here, once, rather than by the two sides disagreeing.
   */
  optionalInApi?: boolean;
  /** A secret as typed (a password): never trimmed, since a space is part of it. */
  secret?: boolean;
  /** Longest accepted string, in characters (default 255 for `string`, none for `text`). */
  max?: number;
  /** A `decimal`'s digits after the point (default 2): stored numeric(18, scale), refused beyond it. */
  scale?: number;
  /** Unique within the tenant among live rows; the message when a second row would repeat it. */
  unique?: Text;
  /** Where the field shows. List and view default to true, form to true, search to false. */
  list?: boolean;
  form?: boolean;
  view?: boolean;
  /** Shown in the search form; the operator a search by it uses (default `like` for text, `equal` otherwise). */
  search?: boolean | FilterOp;
  /** Set on add, read-only on edit. */
  lockOnEdit?: boolean;
  /** Input placeholder or hint; when absent the screen derives one from the label. */
  placeholder?: Text;
  /**
   * Table column width in pixels; without it the screen takes one for the type (a datetime 170, …). A table scrolls
   * sideways by the sum of its columns' widths, so a width too small wraps the cell, never clips it.
   */
  width?: number;
  /** The list column's priority as the table narrows (ColumnPriority); the first list column defaults to 1. */
  priority?: ColumnPriority;
  /** Database column name; defaults to the snake_case of the key. */
  column?: string;
  /**
   * The system dictionary whose entries are this field's values (`post_category`, `grant_type`, …): the server
   * refuses any other value, the screen offers them in a select and shows their labels, the export writes labels.
   */
  dict?: string;
  /** With `dict`: several values, stored comma-joined (`refresh_token,password`). */
  multiple?: boolean;
  /**
   * An `id` field naming a row of another declared resource of the caller's tenant (渠道授权's app and send channel):
   * the server refuses an id of no such live row, the screen offers the rows in a select by `label` and shows that
   * label in the table. Meant for small configuration tables, which the screen reads whole.
   */
  ref?: { resource: string; label: string };
  /**
   * Shown (list, view) but never sent: the server works it out (a department's `parentName`). Left out of the submit
   * body, the form and a generated table.
   */
  readOnly?: boolean;
}

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Module that owns the resource (`system`, `desk`, …). */
  module: string;
  /** Resource key, also the menu code and the permission prefix (`param` → `param_add`, …). */
  name: string;
  title: Text;
  /** API base under /api, e.g. `blade-system/param`: list, detail, submit and remove hang under it. */
  api: string;
  /**
   * A second API base whose list, detail, submit and remove are the same calls (each call's `alsoAt`): one table
   * two consoles name differently, as 数据源 is `blade-system/tenant-datasource` in the commercial Saber's 租户数据源
   * and `blade-develop/datasource` in the open Saber's 数据源管理.
   */
  alsoAt?: string;
  /** Database table. */
  table: string;
  /** The menu path of its screen; the browser's page registry maps it to a CrudPage. */
  page?: string;
  /**
   * Its menu entry: an @ant-design/icons name and the position among its module's screens. A resource without a
   * `page` (its screen is hand-written and not there yet) still gets its menu and button codes when it names the
   * menu `path`; `buttons` replaces the standard four (the tenant package screen has no view, the top menu screen
   * adds its menu setting).
   */
  menu?: { icon?: string; sort?: number; path?: string; buttons?: ReadonlyArray<StandardButton | ExtraButton> };
  /** Only the platform administrator may call its routes (platform-wide settings such as tenant packages). */
  administratorOnly?: boolean;
  /**
   * Button codes its calls check where the reference names them otherwise than `<name>_add` and so on (流程模型's
   * 创建 is `flow_model_create`); the menu seeds them from `menu.buttons`.
   */
  codes?: Partial<Record<'menu' | 'add' | 'edit' | 'delete' | 'view', string>>;
  /** Rows belong to a tenant (default true): every query is scoped to the caller's tenant. */
  tenant?: boolean;
  /**
   * The platform administrator manages every tenant's rows here, as Saber's does (用户, 部门, 角色, 岗位): the list
   * spans all tenants with a 所属租户 column and a `tenantId` filter, detail, update and remove reach any tenant's row,
   * and a new row goes to the tenant the body's `tenantId` names. Anyone else stays in their own tenant whatever
   * they send.
   */
  crossTenant?: boolean;
  fields: F;
  /**
   * The audit `status` column as the screen shows it: a 状态 column and search, labels from this system
   * dictionary (e.g. `gray_status`: 1 enabled, 2 disabled). Without it the status stays out of sight.
   */
  status?: { dict: string; label: Text; priority?: ColumnPriority };
  /** Default list order, e.g. `[['createTime', 'desc']]`; the id breaks ties. */
  sort?: ReadonlyArray<readonly [string, 'asc' | 'desc']>;
  /**
   * The calls' names where a service names them otherwise than BladeX's list, detail, submit and remove (the
   * sales-mobile extension service: `page`, `save`, a separate `update`, remove by GET).
   */
  verbs?: CrudVerbs;
}

/** How a resource's four calls are named and sent when not BladeX's defaults. */
export interface CrudVerbs {
  /** The list's last path segment (default `list`). */
  list?: string;
  detail?: string;
  /** The save's segment (default `submit`); it adds and updates, unless `update` is named. */
  submit?: string;
  /** A separate update call (`update`): the save then only adds, and a body with an id is refused there. */
  update?: string;
  remove?: string;
  /** The remove's method (default POST); the ids travel in the query either way. */
  removeMethod?: 'GET' | 'POST';
}

/** The 所属租户 column, filter and form field of a `crossTenant` resource (shown to the platform administrator). */
export const tenantLabel = { zh: '所属租户', en: 'Tenant' } as const;

/** Columns every resource table carries (BladeX audit block). */
export const auditFields = [
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'status',
  'isDeleted',
] as const;
export type AuditField = (typeof auditFields)[number];

/** A declaration, typed as written: its fields, and whether it crosses tenants (which adds `tenantId` to its submit). */
export function defineResource<const F extends Record<string, FieldDef>, const X extends boolean = false>(
  def: ResourceDef<F> & { crossTenant?: X },
): ResourceDef<F> & { crossTenant?: X } {
  return def;
}

/** The buttons a resource screen has by default, in BladeX's order. */
export const standardButtonKeys = ['add', 'edit', 'delete', 'view'] as const;
export type StandardButton = (typeof standardButtonKeys)[number];

/** The menu path of a resource: its generic page, or the path of a screen the browser builds by hand. */
export function menuPathOf(def: Pick<ResourceDef, 'page' | 'menu'>): string | undefined {
  return def.page ?? def.menu?.path;
}

/** The permission codes of a resource: the menu code opens the screen, the buttons act. */
export function permissionsOf(def: Pick<ResourceDef, 'name'>) {
  return {
    menu: def.name,
    add: `${def.name}_add`,
    edit: `${def.name}_edit`,
    delete: `${def.name}_delete`,
    view: `${def.name}_view`,
  } as const;
}

/** A field's value in JSON: ids and times as strings. */
export type ValueOf<T extends FieldType> = T extends 'integer' ? number : T extends 'boolean' ? boolean : string;
/** What a client may send for it: forms and BladeX clients send numbers as strings too. */
export type ValueIn<T extends FieldType> = T extends 'integer' | 'decimal' ? number | string : ValueOf<T>;

/** The fields a submit carries (every declared one but those the server works out). */
export type StoredKey<D extends ResourceDef> = {
  [K in keyof D['fields']]: D['fields'][K] extends { readOnly: true } ? never : K;
}[keyof D['fields']];

/** A row as the API sends it: ids as strings, times as `yyyy-MM-dd HH:mm:ss`. */
export type RecordOf<D extends ResourceDef> = { id: string; tenantId?: string } & {
  [K in keyof D['fields']]: ValueOf<D['fields'][K]['type']> | null;
} & {
  createUser: string | null;
  createDept: string | null;
  createTime: string;
  updateUser: string | null;
  updateTime: string;
  status: number;
  isDeleted: number;
};

/** The submit body: no id inserts, an id updates. */
export type SubmitOf<D extends ResourceDef> = { id?: string } & {
  [K in StoredKey<D>]?: ValueOf<D['fields'][K]['type']> | null;
};

export function fieldShows(field: FieldDef, where: 'list' | 'form' | 'view' | 'search'): boolean {
  if (where === 'search') return Boolean(field.search);
  if (where === 'form' && field.readOnly) return false;
  return field[where] ?? true;
}

/** The fields a submit carries and a table stores: every declared one but those the server works out. */
export function storedFields(def: Pick<ResourceDef, 'fields'>): Array<[string, FieldDef]> {
  return Object.entries(def.fields).filter(([, field]) => !field.readOnly);
}

export function defaultOp(field: FieldDef): FilterOp {
  if (typeof field.search === 'string') return field.search;
  return field.type === 'string' || field.type === 'text' ? 'like' : 'equal';
}

export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function columnOf(key: string, field?: FieldDef): string {
  return field?.column ?? snakeCase(key);
}

export function maxLengthOf(field: FieldDef): number | undefined {
  if (field.max !== undefined) return field.max;
  return field.type === 'string' ? 255 : undefined;
}
