import { apiKeyLimits, apiKeyMessages } from '@pharma/contract';
import { badRequest } from '../../../platform/errors.ts';

/** A path pattern as BladeX's screen takes it (Ant style): `/**`, `/blade-system/*`, `/blade-desk/notice/{id}`. */
const patternText = /^\/[A-Za-z0-9/_.*{}-]*$/;

/** The patterns of a key's `apiPath`, checked (each starts with /, is short, uses only path characters). */
export function parseApiPaths(text: string | null | undefined): string[] {
  const paths = [
    ...new Set(
      String(text ?? '')
        .split(/[,\s]+/)
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    ),
  ];
  if (paths.length > apiKeyLimits.paths) throw badRequest(apiKeyMessages.tooManyPaths, { max: apiKeyLimits.paths });
  for (const path of paths) {
    if (path.length > apiKeyLimits.pathLength || !patternText.test(path)) {
      throw badRequest(apiKeyMessages.badPath, { path: path.slice(0, 60) });
    }
  }
  return paths;
}

/**
 * Ant matching: `**` any number of segments, `*` any characters within one, `{name}` one segment. A pattern written
 * with our `/api` prefix matches as without it (calls are matched by their path after `/api`).
 */
export function antRegex(pattern: string): RegExp {
  const bare = pattern.replace(/^\/api(?=\/)/, '');
  let out = '';
  for (let i = 0; i < bare.length; i++) {
    const c = bare[i] as string;
    if (c === '*' && bare[i + 1] === '*') {
      // `/**` at a segment's start also matches nothing at all (`/a/**` matches `/a`).
      if (out.endsWith('/')) out = `${out.slice(0, -1)}(?:/.*)?`;
      else out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '{') {
      const end = bare.indexOf('}', i);
      out += '[^/]+';
      i = end < 0 ? bare.length : end;
    } else out += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}/?$`);
}

/** True when the key may call `path` (a path after `/api`): no patterns means every path its user may call. */
export function pathAllowed(patterns: readonly string[], path: string): boolean {
  return patterns.length === 0 || patterns.some((p) => antRegex(p).test(path));
}

/** The extra parameters as a JSON object text ('' when none); anything else is refused. */
export function parseExtParams(text: string | null | undefined): string {
  const raw = String(text ?? '').trim();
  if (raw === '') return '';
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  } catch {
    // Falls through to the refusal below.
  }
  throw badRequest(apiKeyMessages.badExtParams);
}
