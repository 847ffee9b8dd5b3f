import { type Text, textOfZodMessage } from '@pharma/contract';
import type { Rule } from 'antd/es/form';

/**
 * What a form reads from the body schema its call declares (@pharma/contract, zod): a text's length, a number's
 * bounds, whether a field is required and the message the server answers when it is missing. The form and the
 * server then hold the same rule from one declaration, as crud/fieldItem does for the declared resources.
 */

/** The little of a zod schema read here (its public getters and its definition). */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      innerType?: SchemaNode;
      in?: SchemaNode;
      options?: readonly SchemaNode[];
      shape?: Record<string, SchemaNode>;
      element?: SchemaNode;
      error?: (issue: unknown) => unknown;
    };
  };
  isOptional?: () => boolean;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
}

/** A body schema: an object of fields. */
export type BodySchema = unknown;

/** A field of the body; `lines.remark` is a field of each element of the array `lines`. */
function fieldOf(schema: BodySchema, key: string): SchemaNode {
  let node = schema as SchemaNode;
  for (const part of key.split('.')) {
    const holder = leafOf(node, (n) => n._zod.def.shape !== undefined || n._zod.def.element !== undefined);
    const object = holder?._zod.def.element ?? holder;
    const field = object && leafOf(object, (n) => n._zod.def.shape !== undefined)?._zod.def.shape?.[part];
    if (!field) throw new Error(`the body declares no field ${key}`);
    node = field;
  }
  return node;
}

/** The value's own schema under optional / nullable / a transform, and the first option of a union that has one. */
function leafOf(node: SchemaNode, wanted: (n: SchemaNode) => boolean): SchemaNode | undefined {
  if (wanted(node)) return node;
  const def = node._zod.def;
  const inner = def.innerType ?? def.in;
  if (inner) return leafOf(inner, wanted);
  for (const option of def.options ?? []) {
    const found = leafOf(option, wanted);
    if (found) return found;
  }
  return undefined;
}

/** A text field's declared length. */
export function maxLengthIn(schema: BodySchema, key: string): number | undefined {
  return leafOf(fieldOf(schema, key), (n) => typeof n.maxLength === 'number')?.maxLength ?? undefined;
}

/** A number field's declared bounds. */
export function boundsIn(schema: BodySchema, key: string): { min?: number; max?: number } {
  const leaf = leafOf(fieldOf(schema, key), (n) => typeof n.maxValue === 'number' || typeof n.minValue === 'number');
  return {
    ...(typeof leaf?.minValue === 'number' ? { min: leaf.minValue } : {}),
    ...(typeof leaf?.maxValue === 'number' ? { max: leaf.maxValue } : {}),
  };
}

/** The message a field's schema answers with (the `zodMessage(...)` its declaration gave), if it gave one. */
function messageOf(node: SchemaNode): Text | undefined {
  const withError = leafOf(node, (n) => typeof n._zod.def.error === 'function');
  const said = withError?._zod.def.error?.({});
  return typeof said === 'string' ? textOfZodMessage(said) : undefined;
}

/** A required field (the schema does not take it away) is required in the form too, with the server's message. */
export function requiredIn(schema: BodySchema, key: string, text: (t: Text) => string): Rule[] {
  const field = fieldOf(schema, key);
  if (field.isOptional?.()) return [];
  const message = messageOf(field);
  return [message ? { required: true, message: text(message) } : { required: true }];
}
