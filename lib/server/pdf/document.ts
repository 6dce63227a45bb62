import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import subsetFont from 'subset-font';

/**
 * A4 text documents (terms sheets, printable forms) in Korean and English: pdf-lib with
 * Pretendard embedded as a subset of the glyphs used, so Hangul prints as it reads on screen.
 * The subset is HarfBuzz's (subset-font): pdf-lib's own subsetter drops Hangul glyphs.
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above this line, in points. */
  gap?: number;
}

const PAGE: [number, number] = [595, 842];
const MARGIN = 56;
// TrueType outlines, which pdf-lib embeds as they are (the package's OTF files are CFF).
const FONT_DIR = path.join(process.cwd(), 'node_modules/pretendard/dist/public/static/alternative');

let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
const fontFiles = () => (fonts ??= Promise.all([readFile(path.join(FONT_DIR, 'Pretendard-Regular.ttf')), readFile(path.join(FONT_DIR, 'Pretendard-Bold.ttf'))]));

/** Lines that fit the width, broken between words, and inside a word only when it alone is too long. */
export function wrapText(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const char of word) {
      if (current && !fits(current + char)) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  lines.push(current);
  return lines;
}

export async function buildPdf(title: string, lang: 'ko' | 'en', content: PdfLine[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontFiles();
  const used = (heavy: boolean) => content.filter((line) => Boolean(line.bold) === heavy).map((line) => line.text).join(' ') + ' ';
  const embed = async (bytes: Uint8Array, text: string) =>
    document.embedFont(await subsetFont(Buffer.from(bytes), text, { targetFormat: 'truetype' }), { subset: false });
  const regular = await embed(regularBytes, used(false));
  const bold = await embed(boldBytes, used(true));
  document.setTitle(title);
  document.setLanguage(lang === 'ko' ? 'ko-KR' : 'en-US');
  document.setProducer('Lotte Plaza Market website');
  document.setCreator('Lotte Plaza Market website');
  // Fixed dates keep the output the same for the same content.
  document.setCreationDate(new Date(0));
  document.setModificationDate(new Date(0));

  let page = document.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;
  for (const line of content) {
    const size = line.size ?? 11;
    const font: PDFFont = line.bold ? bold : regular;
    const leading = size * 1.5;
    y -= line.gap ?? 0;
    for (const piece of wrapText(line.text, (candidate) => font.widthOfTextAtSize(candidate, size) <= width)) {
      if (y - leading < MARGIN) {
        page = document.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      y -= leading;
      page.drawText(piece, { x: MARGIN, y, size, font, color: rgb(0.1, 0.14, 0.13) });
    }
  }
  return document.save();
}
