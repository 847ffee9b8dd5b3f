import type { CatalogueColumn, FieldType, FilterOp, Text } from '@pharma/contract';
import { camelOf } from '../catalogue/names.ts';
import type { ModulePlan, PlannedField } from './plan.ts';

/** A 代码生成 row as the plan reads it (blade_code). */
export interface CodeSettings {
  codeName: string;
  tableName: string;
  tablePrefix?: string | null;
  serviceName: string;
  templateType?: string | null;
  author?: string | null;
  treePid?: string | null;
  treeName?: string | null;
  subFkId?: string | null;
}

/** A column of the model as 数据库模型配置 saved it (blade_model_prototype), or its defaults. */
export interface ColumnSettings {
  jdbcName: string;
  jdbcType?: string | null;
  jdbcComment?: string | null;
  propertyName: string;
  propertyType?: string | null;
  isList?: number | null;
  isForm?: number | null;
  isRow?: number | null;
  isRequired?: number | null;
  componentType?: string | null;
  dictCode?: string | null;
  isQuery?: number | null;
  queryType?: string | null;
}

/** The columns the kit keeps on every table (the key, the tenant, the audit block): never declared. */
const keptByKit = new Set([
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
]);

/** `demo_notice` → `demo-notice`; `demoNotice` → `demo-notice`. */
export const kebabOf = (name: string) =>
  camelOf(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

const pascalOf = (camel: string) => camel.charAt(0).toUpperCase() + camel.slice(1);

/** `supplierName` → `Supplier name`: an English label from the property's words. */
export function englishOf(property: string): string {
  const words = property
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The module a service name puts the code in: `blade-desk` → `desk`, `pharma-sample` → `sample`. */
export function moduleOfService(serviceName: string): string {
  const bare = serviceName.trim().replace(/^[a-z]+-/, '');
  return camelOf(bare.replace(/-/g, '_')).toLowerCase();
}

/** The resource's key: the table without its prefix, in camel case (`blade_demo_notice`, `blade_` → `demoNotice`). */
export function resourceOfTable(table: string, prefix?: string | null): string {
  const bare = prefix && table.startsWith(prefix) && table.length > prefix.length ? table.slice(prefix.length) : table;
  return camelOf(bare);
}

const operators: Record<string, FilterOp> = {
  equal: 'equal',
  notequal: 'notequal',
  gt: 'gt',
  ge: 'ge',
  lt: 'lt',
  le: 'le',
  like: 'like',
  likeleft: 'likeleft',
  likeright: 'likeright',
};

/** What a column's type becomes in the kit (its length and scale from the catalogue when it has them). */
function typeOf(
  column: ColumnSettings,
  catalogue: CatalogueColumn | undefined,
): { type: FieldType; max?: number; scale?: number } {
  const jdbc = String(column.jdbcType ?? catalogue?.type ?? '').toLowerCase();
  const property = String(column.propertyType ?? catalogue?.propertyType ?? 'String');
  const component = String(column.componentType ?? '');
  if (property === 'Boolean') return { type: 'boolean' };
  if (property === 'Long')
    return /(^|_)id$/.test(column.jdbcName) || catalogue?.references ? { type: 'id' } : { type: 'decimal', scale: 0 };
  if (property === 'Integer') return { type: 'integer' };
  if (property === 'Double' || property === 'BigDecimal') {
    const scale = catalogue?.scale ?? (property === 'Double' ? 4 : 2);
    return { type: 'decimal', scale: Math.min(Math.max(scale, 0), 10) };
  }
  if (property === 'Date')
    return /^date$/.test(jdbc) || catalogue?.dataType === 'date' ? { type: 'date' } : { type: 'datetime' };
  const length = catalogue?.length ?? null;
  if (/text|clob|json/.test(jdbc) || component === 'textarea' || component === 'editor' || (length ?? 0) > 2000)
    return { type: 'text', ...(length ? { max: length } : {}) };
  return { type: 'string', max: length ?? 255 };
}

/** The search a column's 查询配置 asks for, in the kit's operators (a range on a date is its lower bound). */
function searchOf(column: ColumnSettings, type: FieldType): FilterOp | undefined {
  if (Number(column.isQuery) !== 1) return undefined;
  const asked = String(column.queryType ?? '');
  const dated = type === 'date' || type === 'datetime';
  if (asked === 'between') return dated ? 'datege' : 'ge';
  if (dated && ['gt', 'ge', 'lt', 'le', 'equal'].includes(asked)) return `date${asked}` as FilterOp;
  return operators[asked] ?? (type === 'string' || type === 'text' ? 'like' : 'equal');
}

const chosen = new Set(['select', 'radio', 'checkbox', 'switch', 'tree', 'date']);

/** One column as the generated resource declares it. */
export function fieldOf(column: ColumnSettings, catalogue: CatalogueColumn | undefined): PlannedField {
  const { type, max, scale } = typeOf(column, catalogue);
  const key = camelOf(column.propertyName || column.jdbcName);
  const comment = String(column.jdbcComment ?? catalogue?.comment ?? '').trim();
  const en = englishOf(key);
  // A column without a comment is labelled by its name (yudao refuses it; a person can always rename it later).
  const label: Text = { zh: comment || column.jdbcName, en };
  const component = String(column.componentType || (column.dictCode ? 'select' : 'input'));
  const choose = chosen.has(component) || !!column.dictCode;
  return {
    key,
    column: column.jdbcName,
    type,
    label,
    ...(Number(column.isRequired) === 1
      ? {
          required: choose
            ? { zh: `请选择${label.zh}`, en: `Please choose the ${en.toLowerCase()}` }
            : { zh: `请输入${label.zh}`, en: `Please enter the ${en.toLowerCase()}` },
        }
      : {}),
    ...(max !== undefined ? { max } : {}),
    ...(scale !== undefined ? { scale } : {}),
    list: Number(column.isList ?? 1) === 1,
    form: Number(column.isForm ?? 1) === 1,
    ...(searchOf(column, type) ? { search: searchOf(column, type) } : {}),
    ...(column.dictCode ? { dict: column.dictCode } : {}),
    component,
    wholeRow: Number(column.isRow) === 1,
  };
}

/** What the plan needs to know of the project it generates into. */
export interface ProjectFacts {
  /** The server modules the project has (`desk`, `purchase`, …). */
  modules: ReadonlySet<string>;
}

/**
 * The plan of one 代码生成 row: its names from the row (module from the service name, resource from the table
 * without its prefix), its fields from the model's columns (the kit's own columns left out), each column's length
 * and scale from the live catalogue.
 */
export function planOf(
  code: CodeSettings,
  columns: readonly ColumnSettings[],
  catalogue: readonly CatalogueColumn[],
  project: ProjectFacts,
): ModulePlan {
  const module = moduleOfService(code.serviceName);
  const resource = resourceOfTable(code.tableName, code.tablePrefix);
  const fileName = kebabOf(resource);
  const byName = new Map(catalogue.map((c) => [c.name, c]));
  const fields = columns
    .filter((c) => !keptByKit.has(c.jdbcName.toLowerCase()))
    .map((c) => fieldOf(c, byName.get(c.jdbcName)));
  const template = code.templateType === 'tree' || code.templateType === 'sub' ? code.templateType : 'crud';
  const keyOf = (column?: string | null) => (column ? fields.find((f) => f.column === column)?.key : undefined);
  const parent = keyOf(code.treePid);
  const name = keyOf(code.treeName) ?? fields.find((f) => f.type === 'string')?.key;
  return {
    module,
    moduleExists: project.modules.has(module),
    resource,
    fileName,
    entity: pascalOf(resource),
    title: { zh: code.codeName, en: englishOf(resource) },
    api: `${code.serviceName.trim()}/${fileName}`,
    table: code.tableName,
    page: `/${module}/${fileName}`,
    template,
    ...(template === 'tree' && parent && name ? { tree: { parent, name } } : {}),
    author: code.author || 'pharma-console',
    fields,
  };
}
