import 'server-only';
import sanitizeHtml from 'sanitize-html';
import type { SafeHtml } from '@/lib/html/safe-html';
import { PALETTE_CLASSES } from '@/lib/editor/editor-rules';
import { EMBED_HOSTS, isEmbedUrl, isKeptImageSrc } from '@/lib/html/media-rules';

/** A picture or player the site keeps (lib/html/media-rules.ts, the editor's rule too). */
const keptMedia = (tag: string, src: string | undefined) => (tag === 'img' ? isKeptImageSrc(src ?? '') : tag === 'iframe' ? isEmbedUrl(src ?? '') : true);

/** Blocks and marks that, holding only a dropped picture or player, would be left empty. */
const WRAPPERS = new Set(['p', 'figure', 'figcaption', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'a', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup']);

/**
 * Drops a picture or player the site would not keep (a broken image, an empty frame) and the
 * wrappers it leaves empty. The parser's own frames say what they kept, not what they lost: this
 * follows the tags as they open and close to know which wrapper held a dropped one.
 */
function mediaFilter(): Pick<sanitizeHtml.IOptions, 'onOpenTag' | 'onCloseTag' | 'exclusiveFilter'> {
  const open: Array<{ lost: boolean }> = [];
  let closed = { lost: false };
  return {
    onOpenTag: (tag, attribs) => {
      if (!keptMedia(tag, attribs.src)) for (const wrapper of open) wrapper.lost = true;
      open.push({ lost: false });
    },
    onCloseTag: () => {
      closed = open.pop() ?? { lost: false };
    },
    exclusiveFilter: (frame) =>
      !keptMedia(frame.tag, frame.attribs.src) || (closed.lost && WRAPPERS.has(frame.tag) && !frame.text.trim() && frame.mediaChildren.length === 0),
  };
}

/** The allow-list: everything the admin's editor writes (lib/editor/extensions.ts), nothing else. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span',
    'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'iframe',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption',
  ],
  // Spec section 5: links http, https, mailto, tel, sms; images http, https, data.
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowedClasses: {
    '*': [
      'ql-align-center', 'ql-align-right', 'ql-align-justify', 'ql-size-small', 'ql-size-large', 'ql-size-huge',
      'ql-font-serif', 'ql-font-monospace', 'ql-video', /^ql-indent-[1-8]$/, ...PALETTE_CLASSES,
    ],
  },
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    '*': ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
};

/** For showing: the allow-list, plus how links, images and tables behave on a page. */
const OPTIONS: sanitizeHtml.IOptions = {
  ...ALLOWED,
  allowedAttributes: { ...ALLOWED.allowedAttributes, table: ['tabindex'] },
  transformTags: {
    // A table wider than a phone scrolls sideways on its own (rich-text.module.css): a keyboard reaches it to scroll it.
    table: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
    // Links leaving the site open safely in a new tab.
    a: (tagName, attribs) => {
      const rest = { ...attribs };
      delete rest.target;
      delete rest.rel;
      if (!/^https?:\/\//i.test(rest.href ?? '')) return { tagName, attribs: rest };
      return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

const HEADING = /<h([1-6])[\s>]/gi;

/**
 * Headings shifted so the body's first level is h2: a post is shown under its title's h1, and a
 * body written with h3 would otherwise skip a level (or, with h1, compete with the title).
 */
function headingLevels(html: string): sanitizeHtml.IOptions['transformTags'] {
  const levels = [...html.matchAll(HEADING)].map((match) => Number(match[1]));
  if (!levels.length) return {};
  const shift = 2 - Math.min(...levels);
  return Object.fromEntries([1, 2, 3, 4, 5].map((level) => [`h${level}`, `h${Math.min(5, Math.max(2, level + shift))}`]));
}

/**
 * What is stored of a staff member's HTML: the allow-list alone, so what the editor writes is kept
 * as written and nothing the sanitizer would drop is ever saved.
 */
export function cleanStaffHtml(html: string): string {
  return sanitizeHtml(html, { ...ALLOWED, ...mediaFilter() }).trim();
}

/** Staff-written HTML (events, announcements, postings) reduced to the allow-list, ready to show. */
export function sanitizeRichText(html: string): SafeHtml {
  return sanitizeHtml(html, { ...OPTIONS, ...mediaFilter(), transformTags: { ...OPTIONS.transformTags, ...headingLevels(html) } }).trim() as SafeHtml;
}

/** Where one block of text ends and the next begins: the tags that must leave a space behind. */
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|dt|dd|blockquote|pre|tr|td|th|caption|figcaption|section|article|header|footer)\s*>|<br\s*\/?>/gi;

/** The text of an HTML body, whitespace folded, blocks apart (the spec's `clean_content`). */
export function plainText(html: string, maxLength?: number): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (maxLength === undefined || text.length <= maxLength) return text;
  return `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
