import { z } from 'zod';
import { type MessageKey, messages } from './messages.ts';
import {
  type FieldDef,
  maxLengthOf,
  type ResourceDef,
  type StoredKey,
  storedFields,
  type ValueIn,
  type ValueOf,
} from './resource.ts';
import { format, type Text } from './text.ts';

/**
 * Zod carries a message as one string, but replies speak the caller's language: a schema's message is the Text in
 * both languages (`zodMessage(text)`), and the server's error handler reads it back (`textOfZodMessage`) in the caller's language.
 */
const prefix = 'i18n:';
export const zodMessage = (text: Text): string => `${prefix}${JSON.stringify(text)}`;
/** A shared message by name (`badIds`, `idsRequired`, …). */
export const sharedZodMessage = (key: MessageKey): string => zodMessage(messages[key]);

export function textOfZodMessage(message: string | undefined): Text | undefined {
  if (!message?.startsWith(prefix)) return undefined;
  try {
    const text = JSON.parse(message.slice(prefix.length)) as Text;
    return typeof text?.zh === 'string' && typeof text.en === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** A shared template filled with the field's label in each language. */
export const labelled = (template: Text, label: Text, values: Record<string, string | number> = {}): Text => ({
  zh: format(template.zh, { field: label.zh, ...values }),
  en: format(template.en, { field: label.en, ...values }),
});

/** The largest id a bigint column holds (PostgreSQL's bigint, BladeX's Long): 2^63 - 1. */
const maxId = 9223372036854775807n;

/**
 * Whether text is an id a bigint column can hold: 1 to 19 digits and at most 2^63 - 1. Every id and id list of every
 * call is checked with this, so no id the database would refuse ever reaches it.
 */
export const isIdText = (text: string): boolean => /^\d{1,19}$/.test(text) && BigInt(text) <= maxId;

/**
 * The parts of comma-joined text (BladeX keeps ids, codes and aliases so): trimmed, without blanks or repeats, in
 * their order (`" 3, 4,,3"` → `["3", "4"]`).
 */
export const commaList = (text: string | null | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** The ids in comma-joined text (a stored list or a caller's); anything a bigint column cannot hold is left out. */
export const idsIn = (text: string | null | undefined): string[] => commaList(text).filter(isIdText);

const splitIdText = commaList;

/**
 * A list's filter by one id, as the address carries it: blank for none, else an id a bigint column can hold (19
 * digits past 2^63 - 1 would reach the database as a value it refuses).
 */
export const oneIdFilter = (description: string) =>
  z
    .string()
    .regex(/^\d{0,19}$/)
    .refine((text) => text === '' || isIdText(text), {
      error: zodMessage(labelled(messages.outOfRange, { zh: '编号', en: 'The id' })),
    })
    .optional()
    .describe(description);

/** A numeric id, as a string (JSON numbers cannot hold 64 bits) or a safe integer; always a string after. */
export const idValue = (message: string = sharedZodMessage('badIds')) =>
  z
    .union(
      [z.string().refine(isIdText, { error: message }), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)],
      {
        error: message,
      },
    )
    .transform(String);

/** An id in the query that may also be '' (none, or the top level), as BladeX clients send it. */
export const idOrEmpty = (message: string = sharedZodMessage('badIds')) =>
  z.string().refine((text) => text === '' || isIdText(text), { error: message });

/** A tenant id as callers name one (`000000`); which tenants exist is the server's to say. */
export const tenantIdValue = () => z.string().trim().max(12);

/** `tenantId` in a query: the tenant a platform administrator asks about (anyone else gets their own). */
export const tenantQuery = z.object({ tenantId: tenantIdValue().optional() });

/** Comma-joined ids in the query (BladeX's batch calls), as a list without repeats; at least one. */
export const idList = (message: string = sharedZodMessage('idsRequired')) =>
  z
    .string({ error: message })
    .refine((text) => splitIdText(text).length > 0, { error: message })
    .refine((text) => splitIdText(text).every(isIdText), { error: sharedZodMessage('badIds') })
    .transform(splitIdText);

/** Comma-joined ids that may be none ('' or absent in a form), as a list without repeats. */
export const idsText = (message: string = sharedZodMessage('badIds')) =>
  z
    .string({ error: message })
    .refine((text) => splitIdText(text).every(isIdText), { error: message })
    .transform(splitIdText);

/**
 * A decimal (money, a quantity, a rate) as its digits: a JSON number or a string in, a string out, so no float ever
 * rounds it; at most `scale` digits after the point and what numeric(18, scale) holds before it.
 */
export function decimalText(scale: number, notANumber: string, tooManyDecimals: string) {
  const digits = new RegExp(`^-?\\d{1,${18 - scale}}(\\.\\d+)?$`);
  return z
    .union(
      [z.number({ error: notANumber }).refine(Number.isFinite, { error: notANumber }).transform(String), z.string()],
      {
        error: notANumber,
      },
    )
    .transform((value) => value.trim())
    .refine((value) => digits.test(value), { error: notANumber })
    .refine((value) => (value.split('.')[1] ?? '').length <= scale, { error: tooManyDecimals });
}

/**
 * A whole number as forms and BladeX clients send it: a JSON number, or the number as a string. `num` (a z.number
 * with the caller's bounds and messages) checks it either way; text that is no number at all gets `error`.
 */
export function wholeNumber<N extends z.ZodType<number, number>>(num: N, error: string) {
  return z.union(
    [
      num,
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, { error })
        .transform(Number)
        .pipe(num),
    ],
    { error },
  );
}

/** A field value's schema, from its declaration; every message names the field in both languages. */
function valueSchema(field: FieldDef) {
  const label = field.label;
  const invalid = zodMessage(labelled(messages.invalidField, label));
  switch (field.type) {
    case 'string':
    case 'text': {
      let s = field.secret ? z.string({ error: invalid }) : z.string({ error: invalid }).trim();
      const max = maxLengthOf(field);
      if (max !== undefined) s = s.max(max, { error: zodMessage(labelled(messages.tooLong, label, { max })) });
      return s;
    }
    case 'integer': {
      const nan = zodMessage(labelled(messages.notANumber, label));
      // An integer column holds 32 bits: beyond them PostgreSQL refuses the write (a 500), so the field does first.
      const range = { error: zodMessage(labelled(messages.outOfRange, label)) };
      return wholeNumber(
        z
          .number({ error: nan })
          .int({ error: nan })
          .min(-(2 ** 31), range)
          .max(2 ** 31 - 1, range),
        nan,
      );
    }
    case 'decimal':
      return decimalText(
        field.scale ?? 2,
        zodMessage(labelled(messages.notANumber, label)),
        zodMessage(labelled(messages.tooManyDecimals, label, { scale: field.scale ?? 2 })),
      );
    case 'boolean':
      return z.boolean({ error: invalid });
    case 'datetime':
    case 'date':
      return z.string({ error: invalid }).trim();
    case 'id':
      // An id field left empty ('', a form's picker with nothing chosen, as Saber sends a top-level parent) is one
      // not given, as BladeX reads it: '' becomes a null Long, which an insert defaults and an update leaves alone.
      return z.union([idValue(invalid), z.literal('').transform(() => undefined)], { error: invalid });
  }
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The zod shape of a submit, typed from the declaration (so handlers and the browser's client are typed by it). */
export type SubmitShape<D extends ResourceDef> = { id: z.ZodOptional<z.ZodType<string, string | number>> } & {
  [K in StoredKey<D>]: z.ZodOptional<
    z.ZodNullable<z.ZodType<ValueOf<D['fields'][K]['type']>, ValueIn<D['fields'][K]['type']>>>
  >;
} & (D extends { crossTenant?: true } ? { tenantId: z.ZodOptional<z.ZodNullable<z.ZodString>> } : unknown);

/**
 * The submit body of a resource, from its declaration. Unknown keys (audit columns…) are dropped, so a caller can
 * never set them; `tenantId` is kept only where the platform administrator may add to another tenant
 * (`crossTenant`), and the server heeds it only from them. Without an id every required field must be present; with
 * one, a required field may be left out (unchanged) but not blanked; an id field sent as '' counts as left out. The
 * browser's form takes its rules from the same declaration.
 */
export function submitSchema<D extends ResourceDef>(def: D): z.ZodObject<SubmitShape<D>> {
  const shape: Record<string, z.ZodType> = { id: idValue().optional() };
  if (def.crossTenant) shape.tenantId = tenantIdValue().nullable().optional();
  const required: Array<[string, string]> = [];
  for (const [key, field] of storedFields(def)) {
    shape[key] = valueSchema(field).nullable().optional();
    if (field.required && !field.optionalInApi) required.push([key, zodMessage(field.required)]);
  }
  const schema = z.object(shape, { error: sharedZodMessage('badBody') }).superRefine((value, ctx) => {
    const inserting = blank(value.id);
    for (const [key, message] of required) {
      const present = Object.hasOwn(value, key) && value[key] !== undefined;
      if ((inserting || present) && blank(value[key])) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });
  return schema as unknown as z.ZodObject<SubmitShape<D>>;
}

export const detailQuery = z.object({ id: idValue(sharedZodMessage('recordNotFound')) });

/** `remove?ids=1,2`: the ids, comma-joined in the query. */
export const removeQuery = z.object({ ids: idList() });

/** The list query: paging, sorting and any BladeX filter key (checked against the declaration by the service). */
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
  if (def.crossTenant) shape.tenantId = tenantIdValue().optional().describe('one tenant (platform administrator)');
  shape.createTime_dategt = z.string().optional().describe('created after yyyy-MM-dd HH:mm:ss');
  shape.createTime_datelt = z.string().optional().describe('created before yyyy-MM-dd HH:mm:ss');
  return z.looseObject(shape);
}

/** One page of a list (`data.records`, `data.total`, …). */
export const pageReply = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number(), size: z.number(), current: z.number(), pages: z.number() });

/** A row as the API sends it, when its fields are not spelled out: an object with a string id. */
export const anyRecord = z.looseObject({ id: z.string() });

/** `blade-auth` in the query: the access token of a download link or a picture, which cannot send a header. */
export const tokenParameter = z.string().optional().describe('the access token, for download links');
