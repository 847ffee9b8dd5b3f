/**
 * A template's declared variables (`params`, JSON `[{name, label, required, example}]`) and the `${name}`
 * placeholders of its contents, as the screens edit and fill them. The server checks the same rules on save
 * (template-vars.ts there); the screens only help people get them right first.
 */
export interface TemplateVar {
  name: string;
  label: string;
  required: boolean;
  example: string;
}

export const varNamePattern = /^\w{1,50}$/;
const placeholder = /\$\{(\w+)\}/g;

/**
 * The variables a stored `params` text declares. Lenient on purpose: a text the server would refuse still opens
 * (as no variables) so the person can rewrite it instead of being stuck on a broken form.
 */
export function parseVars(json: unknown): TemplateVar[] {
  if (typeof json !== 'string' || json.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry) => ({
      name: String(entry.name ?? ''),
      label: entry.label === undefined || entry.label === null ? '' : String(entry.label),
      // As the server reads it: a variable is required unless it says otherwise.
      required: entry.required !== false,
      example: entry.example === undefined || entry.example === null ? '' : String(entry.example),
    }));
}

/** The `params` text of some variables: the rows without a name are left out, none at all is ''. */
export function serialiseVars(vars: readonly TemplateVar[]): string {
  const named = vars.filter((v) => v.name.trim() !== '');
  if (named.length === 0) return '';
  return JSON.stringify(
    named.map((v) => ({ name: v.name.trim(), label: v.label.trim(), required: v.required, example: v.example })),
  );
}

/** The names among `vars` that the server would refuse: not letters, digits or _, or given twice. */
export function badVarNames(vars: readonly TemplateVar[]): Set<string> {
  const seen = new Set<string>();
  const bad = new Set<string>();
  for (const { name } of vars) {
    const trimmed = name.trim();
    if (trimmed === '') continue;
    if (!varNamePattern.test(trimmed) || seen.has(trimmed)) bad.add(trimmed);
    seen.add(trimmed);
  }
  return bad;
}

/** The `${name}` placeholders of a text, once each, in order. */
export const placeholdersOf = (text: string | null | undefined): string[] => [
  ...new Set([...(text ?? '').matchAll(placeholder)].map((match) => match[1]!)),
];

/** One billed SMS holds 70 characters, the 【signature】 included; a longer one is split in 67-character parts. */
export const smsSingle = 70;
export const smsPart = 67;

/**
 * What an SMS of this content would cost: its length once the placeholders hold their examples (a variable with no
 * example counts as written, which errs long) and the signature is added, and the parts it is billed as.
 */
export function smsEstimate(content: string, signName: string, vars: readonly TemplateVar[]) {
  const examples = new Map(vars.filter((v) => v.example !== '').map((v) => [v.name, v.example]));
  const filled = content.replace(placeholder, (whole, name: string) => examples.get(name) ?? whole);
  const sign = signName.trim() === '' ? '' : `【${signName.trim()}】`;
  // Array.from counts characters, not UTF-16 units: an emoji is one character to the provider too.
  const chars = Array.from(sign + filled).length;
  const parts = chars === 0 ? 0 : chars <= smsSingle ? 1 : Math.ceil(chars / smsPart);
  return { chars, parts };
}
