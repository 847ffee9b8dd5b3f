import sanitizeHtml from 'sanitize-html';

/**
 * What rich text may hold (a notice's, an in-app message's), kept on the server whatever the editor or a template
 * sends: the formatting a rich-text
 * editor makes (paragraphs, headings, lists, tables, emphasis, colours, links, images), and nothing that runs:
 * no script or style element, no event handler attribute, no javascript: or data: link (images may be data:, the
 * console's own or on the hosts the caller names). Anything else is dropped, its text kept.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'span',
    'font',
    'u',
    's',
    'del',
    'ins',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['style'],
    p: ['style'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    font: ['color', 'size'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(px|pt|em|rem|%)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // A link that opens a new window cannot reach back to the console.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Stands for the console's own origin when an image's address is read: a relative address resolves to it. */
const consoleOrigin = 'http://console.invalid';

/**
 * Whether an image may stay: the console's own (a relative address such as a stored file's link), a data: image, or
 * an http(s) address on one of `hosts` (the tenant's object stores). Any other host could track who reads the
 * notice, and the console's Content-Security-Policy would not load it anyway.
 */
function imageAllowed(src: string | undefined, hosts: readonly string[]): boolean {
  if (!src) return false;
  if (/^data:image\//i.test(src)) return true;
  let url: URL;
  try {
    url = new URL(src, `${consoleOrigin}/`);
  } catch {
    return false;
  }
  if (url.origin === consoleOrigin) return !src.startsWith('//');
  return (url.protocol === 'http:' || url.protocol === 'https:') && hosts.includes(url.host.toLowerCase());
}

/** Rich text as kept: see `options`; images only from the console itself or `imageHosts` (host[:port], lower case). */
export function sanitizeRichHtml(html: string, imageHosts: readonly string[] = []): string {
  return sanitizeHtml(html, {
    ...options,
    exclusiveFilter: (frame) => frame.tag === 'img' && !imageAllowed(frame.attribs.src, imageHosts),
  });
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to stand in HTML or SVG, in an element or an attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c]!);
