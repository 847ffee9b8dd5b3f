import type { Text } from '@pharma/contract';
import { modelMessages } from '@pharma/contract';
import { badRequest } from '../../platform/errors.ts';

/** A name the generated TypeScript can use as is: letters, digits, `_` and `$`, not starting with a digit. */
export const isIdentifier = (value: string) => /^[A-Za-z_$][\w$]*$/.test(value);

/** Refuses a value of `field` that is not an identifier, naming it. */
export function assertIdentifier(field: Text, value: unknown): void {
  if (typeof value === 'string' && value !== '' && !isIdentifier(value))
    throw badRequest(modelMessages.notIdentifier, { what: field, value });
}
