import { badRequest } from './errors.ts';
import type { App } from './types.ts';

/** How deep a body is searched; deeper bodies are refused by the routes' own schemas anyway. */
const maxDepth = 32;

/** The path of the first string (or key) holding a NUL character, which PostgreSQL cannot store in text. */
function nulAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > maxDepth) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulAt(inner, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses a NUL character anywhere in the path's parameters, the query or the JSON body with a message naming the field. Without this it
 * would reach the database, fail there and come back as a 500 (and could not even be written to the error log).
 */
export function installInputChecks(app: App): void {
  app.addHook('preValidation', async (req) => {
    const field = nulAt(req.params, '') ?? nulAt(req.query, '') ?? nulAt(req.body, '');
    if (field !== undefined) throw badRequest('nulCharacter', { field: field || 'body' });
  });
}
