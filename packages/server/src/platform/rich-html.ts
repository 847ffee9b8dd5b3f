import sanitizeHtml from 'sanitize-html';

/**
 * What rich text may hold (a notice's, an in-app message's), kept on the server whatever the editor or a template
 * sends: the formatting a rich-text
 * editor makes (paragraphs, headings, lists, tables, emphasis, colours, links, images), and nothing that runs:
 * no script or style element, no event handler attribute, no javascript: or data: link (images may be data: or
 * http(s)). Anything else is dropped, its text kept.
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

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to stand in HTML or SVG, in an element or an attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c]!);
