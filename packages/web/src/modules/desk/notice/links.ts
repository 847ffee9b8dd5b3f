/**
 * Which addresses the editor lets a link point to, checked before a link is made (the link dialog, a pasted link).
 * The server drops anything else when it saves (notice.content.ts); refusing it here tells the writer at once
 * instead of losing the link silently. javascript:, data:, vbscript: and the like would run or smuggle code.
 */
const allowedSchemes = ['http', 'https', 'mailto', 'tel'];

/** What the browser reads a scheme from: control characters and spaces inside it are ignored (`java\tscript:`). */
const compact = (href: string) =>
  [...href]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');

/** True for an http(s), mailto or tel address, or a path on this console; false for any other scheme. */
export function isSafeLink(href: string): boolean {
  const text = compact(href);
  if (text === '') return false;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(text);
  // No scheme: a path on this console ('/api/…', '#top'); '//host' would borrow the page's scheme, which the
  // server does not keep either.
  if (!scheme) return !text.startsWith('//');
  return allowedSchemes.includes((scheme[1] ?? '').toLowerCase());
}

/** What a writer types as an address, made a link: 'www.example.com' becomes 'https://www.example.com'. */
export function linkOf(typed: string): string {
  const text = typed.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(compact(text)) || /^[/#?.]/.test(text)) return text;
  return `https://${text}`;
}
