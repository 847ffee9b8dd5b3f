import { messageMessages } from '@pharma/contract';
import { badRequest } from '../../../platform/errors.ts';
import { escapeHtml } from '../../../platform/rich-html.ts';

/** A variable a template declares. */
export interface DeclaredVar {
  name: string;
  label?: string;
  required?: boolean;
  example?: string;
}

const namePattern = /^\w{1,50}$/;
const placeholder = /\$\{(\w+)\}/g;

/** The variables a template's `params` JSON declares; refused (with how to write it) when it is not that. */
export function declaredVars(paramsJson: unknown): DeclaredVar[] {
  if (paramsJson === null || paramsJson === undefined || String(paramsJson).trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(paramsJson));
  } catch {
    throw badRequest(messageMessages.badVariables);
  }
  if (!Array.isArray(parsed)) throw badRequest(messageMessages.badVariables);
  const names = new Set<string>();
  return parsed.map((entry) => {
    const name = (entry as DeclaredVar | null)?.name;
    if (typeof name !== 'string' || !namePattern.test(name) || names.has(name))
      throw badRequest(messageMessages.badVariables);
    names.add(name);
    const { label, required, example } = entry as DeclaredVar;
    return { name, label: label ?? name, required: required !== false, example: example ?? '' };
  });
}

/** The `${name}` placeholders of a text, once each, in order. */
export const placeholdersOf = (text: string | null | undefined): string[] => [
  ...new Set([...(text ?? '').matchAll(placeholder)].map((match) => match[1]!)),
];

/** Refuses texts using a variable the template does not declare (a blank in a sent message is worse than a no). */
export function assertDeclared(declared: readonly DeclaredVar[], ...texts: Array<string | null | undefined>) {
  const known = new Set(declared.map((v) => v.name));
  const unknown = texts.flatMap(placeholdersOf).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw badRequest(messageMessages.undeclaredVariables, { names: [...new Set(unknown)].join(', ') });
}

/** The required variables a send left out (or gave blank). */
export function missingVars(declared: readonly DeclaredVar[], values: Readonly<Record<string, string>>): string[] {
  return declared.filter((v) => v.required && (values[v.name] ?? '').trim() === '').map((v) => v.name);
}

/**
 * A value as it may stand in a text of this format: HTML-escaped in HTML, markdown's marks escaped in MARKDOWN, so a
 * variable never adds a link, an image or markup to a message.
 */
export function escapeValue(value: string, format: string): string {
  if (format === 'HTML') return escapeHtml(value);
  if (format === 'MARKDOWN') return value.replace(/[\\`*_{}[\]()#+!|<>~]/g, (c) => `\\${c}`);
  return value;
}

/** A text with its placeholders filled (every one declared and given: checked before). */
export function render(text: string | null | undefined, values: Readonly<Record<string, string>>, format = 'TEXT') {
  return (text ?? '').replace(placeholder, (_whole, name: string) => escapeValue(values[name] ?? '', format));
}
