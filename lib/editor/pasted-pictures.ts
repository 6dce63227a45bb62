import { isKeptImageSrc } from '@/lib/html/media-rules';

/**
 * What a paste or a drop into the editor brings of pictures (issue 49, item 3): picture files (a
 * screenshot, a photo dragged from the desktop, the picture Word puts beside its HTML) are
 * uploaded through the editor's picture checks; pictures the pasted HTML points at elsewhere
 * (another website, a file on the computer) cannot be shown by the site and are left out, and the
 * editor says how many.
 */

/**
 * Whether pasted HTML holds nothing but pictures: then the clipboard's picture file is what was
 * copied (a browser's "Copy image"). With text, the HTML is what was copied (Word also puts a
 * picture of the whole selection beside it, which must not replace the text).
 */
export function onlyPictures(html: string): boolean {
  return html.replace(/<img\b[^>]*>/gi, '').replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** The picture files among those pasted or dropped. */
export function pictureFiles(files: ArrayLike<File> | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}

const IMG = /<img\b[^>]*>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** How many pictures of pasted HTML the editor leaves out: none but those the site stores. */
export function leftOutPictures(html: string): number {
  let count = 0;
  for (const [tag] of html.matchAll(IMG)) {
    const match = SRC.exec(tag);
    const src = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
    if (!src.startsWith('/api/files/') || !isKeptImageSrc(src)) count += 1;
  }
  return count;
}
