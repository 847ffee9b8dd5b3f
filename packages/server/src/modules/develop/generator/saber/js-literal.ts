/**
 * Prints a value as a JavaScript literal the way Saber's option files are written: identifier keys unquoted,
 * strings double-quoted (JSON escapes, so a label can never end the string), two-space indents.
 */
export type JsValue = string | number | boolean | null | undefined | JsValue[] | { [key: string]: JsValue };

const identifier = /^[A-Za-z_$][\w$]*$/;

export function jsLiteral(value: JsValue, indent = ''): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${jsLiteral(v, inner)}`).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([k, v]) => `${inner}${identifier.test(k) ? k : JSON.stringify(k)}: ${jsLiteral(v, inner)}`,
  );
  return `{\n${lines.join(',\n')},\n${indent}}`;
}
