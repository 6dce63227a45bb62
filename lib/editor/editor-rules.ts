import { videoOf } from '@/lib/home/video-embed';

/**
 * The rich-text editor's rules (spec sections 5 and 9; issue 16): what it may insert and link to.
 * Pure, so the toolbar, the upload handler and the tests share them.
 */

export const EDITOR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Extensions and the MIME types the browser reports for them (spec: png and jpeg; WebP too, decision 016). */
export const EDITOR_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const EDITOR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const EDITOR_SIZES = ['small', 'normal', 'large', 'huge'] as const;
export type EditorSize = (typeof EDITOR_SIZES)[number];
export const EDITOR_FONTS = ['sans', 'serif', 'monospace'] as const;
export type EditorFont = (typeof EDITOR_FONTS)[number];
export const EDITOR_HEADINGS = [1, 2, 3] as const;
export const EDITOR_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type EditorAlign = (typeof EDITOR_ALIGNS)[number];
export const MAX_INDENT = 8;
/** Undo history: steps typed within a second are one step; at most 100 steps back. */
export const EDITOR_HISTORY = { newGroupDelay: 1000, depth: 100 } as const;

/** The spec's 35-colour palette (five rows of seven). */
export const EDITOR_PALETTE = [
  '#000000', '#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff',
  '#ffffff', '#facccc', '#ffebcc', '#ffffcc', '#cce8cc', '#cce0f5', '#ebd6ff',
  '#bbbbbb', '#f06666', '#ffc266', '#ffff66', '#66b966', '#66a3e0', '#c285ff',
  '#888888', '#a10000', '#b26b00', '#b2b200', '#006100', '#0047b2', '#6b24b2',
  '#444444', '#5c0000', '#663d00', '#666600', '#003700', '#002966', '#3d1466',
] as const;

export const isPaletteColor = (value: unknown): value is string => typeof value === 'string' && (EDITOR_PALETTE as readonly string[]).includes(value.toLowerCase());

/** The class a palette colour is written as (`#e60000` → `ql-color-e60000`). */
export const colorClass = (color: string) => `ql-color-${color.slice(1).toLowerCase()}`;
export const PALETTE_CLASSES = EDITOR_PALETTE.map(colorClass);

export type EditorImageProblem = 'imageType' | 'imageSize';

/** Why an image may not be inserted (checked before uploading), or null. */
export function editorImageProblem(file: { name: string; size: number; type: string }): EditorImageProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (EDITOR_IMAGE_EXTENSIONS as readonly string[]).includes(extension) && (file.type === '' || (EDITOR_IMAGE_TYPES as readonly string[]).includes(file.type));
  if (!typeOk) return 'imageType';
  return file.size > EDITOR_IMAGE_MAX_BYTES ? 'imageSize' : null;
}

const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:', 'sms:'];
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * What a link points to: http, https, mailto, tel and sms are kept; an address that looks like
 * an e-mail (or, with nothing typed, link text that does) becomes a mailto link; anything else
 * is blank (no link).
 */
export function linkHref(value: string, linkText = ''): string {
  const typed = value.trim();
  const candidate = typed || linkText.trim();
  if (EMAIL.test(candidate)) return `mailto:${candidate}`;
  if (!typed) return '';
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(typed)?.[1]?.toLowerCase();
  if (scheme) return LINK_SCHEMES.includes(scheme) && typed.length > scheme.length ? typed : '';
  // "www.example.com" and "example.com/path" mean the web.
  return /^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(typed) ? `https://${typed}` : '';
}

/** True for a link the editor (and the site's sanitizer) keeps. */
export const isAllowedLink = (href: string) => linkHref(href) !== '';

/** The embed address of a YouTube or Vimeo link (watch, short, embed and player forms), or null. */
export function videoEmbedUrl(value: string): string | null {
  const video = videoOf(value);
  if (!video) return null;
  return video.provider === 'youtube' ? `https://www.youtube.com/embed/${video.id}` : `https://player.vimeo.com/video/${video.id}`;
}

/** What a body's pictures and players may be: shared with the site's sanitizer. */
export { isEmbedUrl, isKeptImageSrc } from '@/lib/html/media-rules';
