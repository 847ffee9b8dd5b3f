import { type FieldDef, format, maxLengthOf, messages, type ResourceDef, type Text } from '@pharma/contract';
import { z } from 'zod';
import { messageKey, shared } from './message-keys.ts';

/** A shared template filled with the field's label in each language. */
const labelled = (template: Text, label: Text, values: Record<string, string | number> = {}): Text => ({
  zh: format(template.zh, { field: label.zh, ...values }),
  en: format(template.en, { field: label.en, ...values }),
});

/** A numeric id, as a string (JSON numbers cannot hold 64 bits) or a safe integer. */
export const idValue = (message: string) =>
  z
    .union([z.string().regex(/^\d{1,19}$/, { error: message }), z.number().int().nonnegative()], { error: message })
    .transform(String);

function valueSchema(def: ResourceDef, key: string, field: FieldDef) {
  const label = field.label;
  const base = `${def.name}.${key}`;
  const invalid = messageKey(`${base}.invalid`, labelled(messages.invalidField, label));
  switch (field.type) {
    case 'string':
    case 'text': {
      let s = z.string({ error: invalid }).trim();
      const max = maxLengthOf(field);
      if (max !== undefined) {
        const tooLong = messageKey(`${base}.max`, labelled(messages.tooLong, label, { max }));
        s = s.max(max, { error: tooLong });
      }
      return s;
    }
    case 'integer':
    case 'number': {
      const nan = messageKey(`${base}.nan`, labelled(messages.notANumber, label));
      const num = field.type === 'integer' ? z.number({ error: nan }).int({ error: nan }) : z.number({ error: nan });
      // Forms and BladeX clients send numbers as strings too.
      return z.union(
        [
          num,
          z
            .string()
            .trim()
            .regex(/^-?\d+(\.\d+)?$/, { error: nan })
            .transform(Number)
            .pipe(num),
        ],
        { error: nan },
      );
    }
    case 'boolean':
      return z.boolean({ error: invalid });
    case 'datetime':
    case 'date':
      return z.string({ error: invalid }).trim();
    case 'id':
      return idValue(invalid);
  }
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The submit body of a resource. Unknown keys (tenantId, audit columns…) are dropped, so a caller can never set
 * them. Without an id every required field must be present; with one, a required field may be left out
 * (unchanged) but not blanked.
 */
export function submitSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { id: idValue(shared('badIds')).optional() };
  const required: Array<[string, string]> = [];
  for (const [key, field] of Object.entries(def.fields)) {
    shape[key] = valueSchema(def, key, field).nullable().optional();
    if (field.required) required.push([key, messageKey(`${def.name}.${key}.required`, field.required)]);
  }
  return z.object(shape, { error: shared('badBody') }).superRefine((value, ctx) => {
    const inserting = blank(value.id);
    for (const [key, message] of required) {
      const present = Object.hasOwn(value, key) && value[key] !== undefined;
      if ((inserting || present) && blank(value[key])) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });
}

export const detailQuery = z.object({ id: idValue(shared('recordNotFound')) });

export const removeQuery = z.object({
  ids: z
    .string({ error: shared('idsRequired') })
    .regex(/^\s*\d{1,19}(\s*,\s*\d{1,19})*\s*$/, { error: shared('badIds') }),
});

/** The list query: paging, sorting and any BladeX filter key (validated against the declaration by the service). */
export function listQuery(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = {
    current: z.string().optional().describe('page number, from 1'),
    size: z.string().optional().describe('rows per page (10/30/50/100/200)'),
    ascs: z.string().optional().describe('comma-joined columns to sort ascending'),
    descs: z.string().optional().describe('comma-joined columns to sort descending'),
  };
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.search)
      shape[key] = z.string().optional().describe(`${field.label.en}; also ${key}_equal, ${key}_like, …`);
  }
  shape.createTime_dategt = z.string().optional().describe('created after yyyy-MM-dd HH:mm:ss');
  shape.createTime_datelt = z.string().optional().describe('created before yyyy-MM-dd HH:mm:ss');
  return z.looseObject(shape);
}
