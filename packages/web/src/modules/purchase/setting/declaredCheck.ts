import { type Text, textOfZodMessage } from '@pharma/contract';

/** One field's messages, as antd's `form.setFields` takes them (`name` a path: `['lines', 0, 'unitPrice']`). */
export interface FieldErrors {
  name: (string | number)[];
  errors: string[];
}

/**
 * A form's values checked against the call's declared body before sending: the messages the server would answer,
 * each at its field (in the UI's language), or none when the body is fine. The server checks again on save.
 */
/** What the check needs of a declared zod schema (the web reaches zod only through @pharma/contract). */
interface Declared {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

export function declaredErrors(schema: Declared, body: unknown, text: (t: Text) => string): FieldErrors[] {
  const checked = schema.safeParse(body);
  if (checked.success) return [];
  const byField = new Map<string, FieldErrors>();
  for (const issue of checked.error.issues) {
    const name = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    const key = JSON.stringify(name);
    const said = textOfZodMessage(issue.message);
    const shown = said ? text(said) : issue.message;
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(shown)) entry.errors.push(shown);
    byField.set(key, entry);
  }
  return [...byField.values()];
}
