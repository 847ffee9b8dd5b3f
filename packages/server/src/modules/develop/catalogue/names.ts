/**
 * The names BladeX's generator (MyBatis-Plus's underline-to-camel strategy) gives a table's entity and its columns'
 * properties, and the Java type of each column, so a model read here looks as it does in a Saber console.
 */

/** `create_time` → `createTime`; a name already in camel case stays as it is. */
export function camelOf(column: string): string {
  const parts = column.split(/_+/).filter(Boolean);
  if (parts.length <= 1) return column.charAt(0).toLowerCase() + column.slice(1);
  return parts
    .map((p, i) => (i === 0 ? p.toLowerCase() : p.charAt(0).toUpperCase() + p.slice(1).toLowerCase()))
    .join('');
}

/** `blade_notice` → `Notice`, `pur_order_line` → `OrderLine` (the first segment is the prefix), `notice` → `Notice`. */
export function entityNameOf(table: string): string {
  const parts = table.split(/_+/).filter(Boolean);
  const rest = parts.length > 1 ? parts.slice(1) : parts;
  return rest.map((p) => p.charAt(0).toUpperCase() + p.slice(1).toLowerCase()).join('');
}

/** The Java type BladeX maps a column to (String, Integer, Long, Double, BigDecimal, Boolean, Date). */
export function propertyTypeOf(dataType: string, fullType: string): string {
  const t = dataType.toLowerCase();
  if (t === 'bool' || t === 'boolean' || /^tinyint\(1\)/i.test(fullType) || t === 'bit') return 'Boolean';
  if (['int8', 'bigint', 'bigserial', 'serial8'].includes(t)) return 'Long';
  if (['int2', 'int4', 'int', 'integer', 'smallint', 'tinyint', 'mediumint', 'serial', 'serial4', 'year'].includes(t))
    return 'Integer';
  if (['float4', 'float8', 'real', 'double', 'double precision', 'float'].includes(t)) return 'Double';
  if (['numeric', 'decimal', 'money'].includes(t)) return 'BigDecimal';
  if (/^(date|time|timestamp|timestamptz|datetime|timetz)/.test(t)) return 'Date';
  return 'String';
}

/** The length and scale written in a full type: `varchar(64)` → [64, null], `numeric(12,2)` → [12, 2]. */
export function lengthOf(fullType: string): [number | null, number | null] {
  const match = /\((\d+)(?:\s*,\s*(\d+))?\)/.exec(fullType);
  return match ? [Number(match[1]), match[2] === undefined ? null : Number(match[2])] : [null, null];
}
