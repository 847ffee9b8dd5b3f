import type { CatalogueColumn } from '@pharma/contract';
import type { Row } from '../../../platform/crud/service.ts';

/** Columns the kit keeps itself (the audit block, the key, the tenant): off the generated list and form. */
const kept = new Set([
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

/**
 * A catalogue column as a new row of 数据库模型配置, with the defaults Saber's grid gives it on a first load: in the
 * list and the form, not a whole row, not required (unless NOT NULL without a default), not searched, an input;
 * the columns the kit keeps start off the list and the form.
 */
export function prototypeOf(modelId: string, column: CatalogueColumn): Row {
  const own = !kept.has(column.name.toLowerCase());
  return {
    modelId,
    jdbcName: column.name,
    jdbcType: column.type.slice(0, 50),
    jdbcComment: column.comment.slice(0, 500),
    propertyName: column.propertyName,
    propertyType: column.propertyType,
    propertyEntity:
      column.propertyType === 'BigDecimal'
        ? 'java.math.BigDecimal'
        : column.propertyType === 'Date'
          ? 'java.util.Date'
          : `java.lang.${column.propertyType}`,
    isList: own ? 1 : 0,
    isForm: own ? 1 : 0,
    isRow: 0,
    isRequired: own && !column.nullable && column.defaultValue === null && !column.primaryKey ? 1 : 0,
    componentType: 'input',
    dictCode: '',
    isQuery: 0,
    queryType: 'equal',
  };
}
