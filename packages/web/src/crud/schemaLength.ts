/** The parts of a zod schema read here: a string's bound, and the schema an optional, nullable or default wraps. */
interface Bounded {
  maxLength?: number | null;
  unwrap?: () => unknown;
}

/**
 * How long a value a string schema accepts may be, looking through optional / nullable / default (undefined: no
 * bound). Hand-built forms of bodies that are not resources take their `maxLength` from here, so the input and the
 * server's validation read the one declaration.
 */
export function maxLengthIn(schema: unknown): number | undefined {
  let at = schema as Bounded | undefined;
  for (let depth = 0; at && depth < 8; depth += 1) {
    if (typeof at.maxLength === 'number') return at.maxLength;
    if (typeof at.unwrap !== 'function') return undefined;
    at = at.unwrap() as Bounded | undefined;
  }
  return undefined;
}

/** The bound of one field of an object schema (a call's body or query): `lengthOf(calls.submit.body, 'remark')`. */
export function lengthOf<S extends { shape: Record<string, unknown> }>(
  schema: S,
  key: keyof S['shape'] & string,
): number | undefined {
  return maxLengthIn(schema.shape[key]);
}
