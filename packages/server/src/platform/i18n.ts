import { format, type Lang, langOf, type MessageKey, messages, pick, type Text } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the browser sends Accept-Language from its own setting; Chinese otherwise. */
export function langOfRequest(req: FastifyRequest): Lang {
  const header = req.headers['accept-language'];
  return langOf(Array.isArray(header) ? header[0] : header);
}

/** Placeholder values may themselves be texts (a field's label), picked in the same language. */
export type Values = Record<string, string | number | Text>;

export function t(lang: Lang, text: Text | MessageKey, values?: Values): string {
  const picked = pick(typeof text === 'string' ? messages[text] : text, lang);
  if (!values) return picked;
  const flat: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) flat[k] = typeof v === 'object' ? pick(v, lang) : v;
  return format(picked, flat);
}
