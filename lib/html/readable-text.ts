/**
 * Tags that start or end a line of text: blocks, list items, table rows, line breaks. Cells are
 * left to CELL_END so that a row reads as one line.
 */
const LINE_BREAK = /<\/?(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tfoot|tr|figure|figcaption)\b[^>]*>|<(?:br|hr)\b[^>]*>/gi;
const CELL_END = /<\/(?:td|th)\s*>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Entities decoded in one pass, so `&amp;lt;` stays the text `&lt;`; one not known is left as written. */
function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? entity;
    const code = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The text of staff-written HTML as a person reads it: each paragraph, heading, list item and
 * line break on its own line, tags dropped, entities decoded, spaces folded. Written for the
 * sanitized HTML the site stores (lib/server/html/sanitize.ts escapes `>` inside attributes,
 * so a tag always ends at the first `>`); the server's `plainText` needs the sanitizer and
 * cannot run in a pure module.
 */
export function readableText(html: string): string {
  const text = html
    // Source line breaks are layout, as in a browser.
    .replace(/\s+/g, ' ')
    .replace(LINE_BREAK, '\n')
    .replace(CELL_END, ' ')
    .replace(TAG, '');
  return decodeEntities(text)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n')
    .trim();
}
