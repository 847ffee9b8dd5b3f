import type { CallDef } from '@pharma/contract';
import fc from 'fast-check';

/**
 * Generated inputs for a call, from its declaration (the zod schemas of its query, body and path parameters): some
 * plausible (of the declared shape, so a part passes validation and reaches the service), most of them hostile in one
 * or more places (wrong types, ranges and lengths, odd unicode, NUL, ids past a bigint, deep nesting, a key given
 * twice, a multipart body where JSON is expected or the other way round).
 */

/** Zod 4's definition of a schema, as far as the walk reads it. */
interface ZodDef {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  valueType?: Schema;
  left?: Schema;
  right?: Schema;
  options?: Schema[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  checks?: Array<{ _zod: { def: { check: string; maximum?: number; minimum?: number } } }>;
}
type Schema = { _zod: { def: ZodDef } };

const defOf = (schema: unknown): ZodDef | undefined => (schema as Schema | undefined)?._zod?.def;

/** One past what a bigint column holds, and other ids that are no ids. */
export const hostileIds = [
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '99999999999999999999999999999999',
  '-1',
  '-9223372036854775809',
  '0',
  '1e3',
  '0x10',
  '1.5',
  ' 1',
  '1,9223372036854775808',
  ',,,',
  '1,,2',
  '+1',
  '١٢٣',
];

const hostileTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202e',
  '😀',
  "1' or '1'='1",
  '%',
  '_',
  '\\',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '../../etc/passwd',
  '=cmd|" /C calc"!A0',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  'NaN',
  '2026-13-45',
  '2026-02-30 25:61:61',
  '0000-00-00 00:00:00',
  '9999-12-31 23:59:59',
  '1970-01-01',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileIds, ...hostileTexts) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 2600 }).map((n) => 'é'.repeat(n)) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

/** Something nested `depth` times in arrays or objects. */
const nested = fc
  .tuple(fc.integer({ min: 20, max: 2000 }), fc.boolean())
  .map(([depth, arrays]) => JSON.parse(arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : nestedObject(depth)));
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Any JSON value of the wrong kind for a field: numbers past every range, deep nesting, the wrong shapes. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      2 ** 53,
      2 ** 63,
      -(2 ** 63),
      1e308,
      -1,
      0,
      1.5,
      -0.000001,
      true,
      false,
      null,
      [],
      {},
      [null],
      { id: '1' },
    ),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
);

const digits = fc.bigInt({ min: 1n, max: 10n ** 12n }).map(String);

/** A value of the schema's shape: what a careless but well-meaning client sends. */
export function plausible(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def || depth > 8) return fc.constant(undefined);
  const inner = (s: unknown) => plausible(s, depth + 1);
  switch (def.type) {
    case 'string': {
      const max = def.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum ?? 24;
      return fc.oneof(
        fc.string({ maxLength: Math.min(max, 24) }),
        digits,
        fc.constantFrom('1', '2026-01-02 03:04:05', '2026-01-02', 'zh', 'test'),
      );
    }
    case 'number':
      return fc.oneof(fc.integer({ min: -2, max: 200 }), fc.constantFrom(1, 10, 100));
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [undefined]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof({ weight: 3, arbitrary: inner(def.innerType) }, { weight: 1, arbitrary: fc.constant(undefined) });
    case 'nullable':
      return fc.oneof({ weight: 3, arbitrary: inner(def.innerType) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'pipe':
      return inner(def.in);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, inner(v)]));
      return fc.record(shape, { requiredKeys: [] });
    }
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    case 'array':
      return fc.array(inner(def.element), { maxLength: 4 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 3 });
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), digits, fc.constant(null));
  }
}

/** The keys an object schema declares (through optional, pipes and intersections), for the mutations to aim at. */
export function keysOf(schema: unknown): string[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'intersection') return [...keysOf(def.left), ...keysOf(def.right)];
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap(keysOf))];
  return keysOf(def.innerType ?? def.in);
}

/** Keys any call may be sent whether it declares them or not. */
const commonKeys = ['id', 'ids', 'current', 'size', 'parentId', 'tenantId', 'code', 'name', 'descs', 'ascs'];

/** The plausible value with some of its keys (declared or common) given hostile values. */
function mutated(schema: unknown, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...new Set([...keysOf(schema), ...commonKeys])];
  return fc
    .tuple(
      plausible(schema),
      fc.nat({ max: 3 }),
      fc.array(fc.tuple(fc.constantFrom(...keys), hostile), { minLength: 1, maxLength: 4 }),
    )
    .map(([base, mode, changes]) => {
      const out: Record<string, unknown> =
        base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as object) } : {};
      // One time in four the plausible value goes as it is, to reach the service.
      if (mode === 0) return out;
      for (const [key, value] of changes) out[key] = value;
      return out;
    });
}

export type QueryValue = string | string[];

/** One generated request: where it goes and what it carries. */
export interface GeneratedInput {
  path: string;
  query: Record<string, QueryValue>;
  /** The body as JSON, a raw text with a content type, or multipart parts; none for a GET. */
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; type: string }
    | { kind: 'multipart'; parts: Array<{ name: string; value: string; file?: { name: string; bytes: Uint8Array } }> };
}

const asQueryText = (v: unknown): string | undefined => {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && v !== null) return JSON.stringify(v);
  return String(v);
};

/** A query of the declared shape with hostile values, some keys given twice (`?id=1&id=x`). */
function queryOf(schema: unknown): fc.Arbitrary<Record<string, QueryValue>> {
  return fc.tuple(mutated(schema, hostileJson), fc.array(hostileString, { maxLength: 2 })).map(([q, twice]) => {
    const out: Record<string, QueryValue> = {};
    for (const [k, v] of Object.entries(q)) {
      const text = asQueryText(v);
      if (text !== undefined) out[k] = Array.isArray(v) ? v.map((x) => asQueryText(x) ?? '') : text;
    }
    const keys = Object.keys(out);
    twice.forEach((extra, i) => {
      const key = keys[i % Math.max(keys.length, 1)] ?? 'id';
      out[key] = [...([] as string[]).concat(out[key] ?? []), extra];
    });
    return out;
  });
}

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 512 }),
  // The first bytes of a zip (an xlsx), of a PNG and of XML, followed by noise.
  fc
    .tuple(
      fc.constantFrom([0x50, 0x4b, 0x03, 0x04], [0x89, 0x50, 0x4e, 0x47], [...Buffer.from('<?xml version="1.0"?><')]),
      fc.uint8Array({ maxLength: 256 }),
    )
    .map(([head, rest]) => new Uint8Array([...head, ...rest])),
);
const fileName = fc.oneof(
  fc.constantFrom('a.xlsx', 'a.png', 'a.bpmn', '../../x.xlsx', 'a\u0000.png', '.xlsx', 'a'.repeat(300), '😀.jpg'),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Multipart parts: those the call declares (files and texts) and others, with hostile names and contents. */
function partsOf(call: CallDef, body: unknown) {
  const declared = Object.entries(call.multipart ?? { file: 'file' as const });
  return fc
    .tuple(
      mutated(body, hostileString),
      fc.array(fc.tuple(fc.constantFrom(...declared), fileName, fileBytes, fc.boolean()), { maxLength: 3 }),
    )
    .map(([fields, files]) => [
      ...Object.entries(fields).map(([name, v]) => ({ name, value: asQueryText(v) ?? '' })),
      ...files.map(([[name, kind], fname, bytes, asText]) =>
        kind === 'text' || asText
          ? { name, value: Buffer.from(bytes).toString('latin1') }
          : { name, value: '', file: { name: fname, bytes } },
      ),
    ]);
}

const rawBodies = fc.oneof(
  fc.constantFrom('{"a":', '[1,2', 'null', '"text"', '{"__proto__":{"x":1}}', '{"a":1,"a":2}', '', '\u0000'),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
const rawTypes = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
);

/** A `:name` segment: a hostile value, encoded as an address carries it. */
const segment = fc.oneof(hostileString, fc.string({ maxLength: 12 }), digits).map((v) => {
  try {
    return encodeURIComponent(v) || 'x';
  } catch {
    return '%ED%A0%80'; // A lone surrogate, as UTF-8 would encode it: no valid text.
  }
});

/** Requests for a call: its method, path (segments filled), query and body, mostly hostile. */
export function inputsFor(call: CallDef, url: string): fc.Arbitrary<GeneratedInput> {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const path = fc
    .array(segment, { minLength: names.length, maxLength: names.length })
    .map((values) => values.reduce((p, v, i) => p.replace(`:${names[i]}`, v), url));
  const query = queryOf(call.query);
  if (call.method === 'GET') return fc.record({ path, query });
  const body = fc.oneof(
    {
      weight: call.multipart ? 1 : 6,
      arbitrary: mutated(call.body, hostileJson).map((value) => ({ kind: 'json' as const, value })),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw' as const), text: rawBodies, type: rawTypes }) },
    {
      weight: call.multipart ? 5 : 1,
      arbitrary: partsOf(call, call.body).map((parts) => ({ kind: 'multipart' as const, parts })),
    },
  );
  return fc.record({ path, query, body });
}
